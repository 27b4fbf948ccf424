package game

import (
	"fmt"
	"regexp"
	"strconv"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// boardMessages are the words of the interactive board (play.js and the
// static board HTML writes), keyed by their English text. The page gets
// them in the current language as playData.Labels.
var boardMessages = map[string][4]string{ // nl, nb, cs, zh-Hans
	"Pencil": {"Potlood", "Blyant", "Tužka", "笔记"},
	"Digits write pencil marks (Space)": {
		"Cijfers worden potloodnotities (Spatie)", "Tall blir blyantnotater (mellomrom)", "Číslice píšou tužkové poznámky (mezerník)", "输入的数字作为候选数笔记（空格键）"},
	"Erase": {"Wissen", "Visk ut", "Smazat", "擦除"},
	"Erase the selected cell (Backspace)": {
		"De gekozen cel wissen (Backspace)", "Visk ut den valgte ruten (Backspace)", "Smazat vybrané pole (Backspace)", "擦除选中的格（退格键）"},
	"Undo":          {"Terug", "Angre", "Zpět", "撤销"},
	"Undo (Ctrl+Z)": {"Zet terugnemen (Ctrl+Z)", "Angre (Ctrl+Z)", "Vrátit tah (Ctrl+Z)", "撤销（Ctrl+Z）"},
	"Redo":          {"Opnieuw", "Gjør om", "Znovu", "重做"},
	"Redo (Ctrl+Y)": {"Zet opnieuw doen (Ctrl+Y)", "Gjør om (Ctrl+Y)", "Zopakovat tah (Ctrl+Y)", "重做（Ctrl+Y）"},
	"Hint":          {"Hint", "Hint", "Nápověda", "提示"},
	"Hint; press again for more (?)": {
		"Hint; druk nog eens voor meer (?)", "Hint; trykk igjen for mer (?)", "Nápověda; stiskněte znovu pro víc (?)", "提示；再按一次看更多（?）"},
	"Check": {"Controleren", "Sjekk", "Zkontrolovat", "检查"},
	"Show the values that are wrong": {
		"Toon de waarden die fout zijn", "Vis verdiene som er feil", "Ukázat čísla, která jsou špatně", "显示填错的数字"},
	"Pause":           {"Pauze", "Pause", "Pauza", "暂停"},
	"Pause the clock": {"De klok stilzetten", "Stopp klokken", "Zastavit hodiny", "暂停计时"},
	"Save":            {"Bewaren", "Lagre", "Uložit", "保存"},
	"Download the game as JSON for game.LoadFile": {
		"Het spel downloaden als JSON voor game.LoadFile", "Last ned spillet som JSON for game.LoadFile", "Stáhnout hru jako JSON pro game.LoadFile", "把游戏下载为 JSON，供 game.LoadFile 读取"},
	"Paused":           {"Gepauzeerd", "Pause", "Pozastaveno", "已暂停"},
	"Resume":           {"Verder", "Fortsett", "Pokračovat", "继续"},
	"Show rule breaks": {"Regelbreuken tonen", "Vis regelbrudd", "Ukazovat porušení pravidel", "显示违反规则之处"},
	"Show solvability": {"Oplosbaarheid tonen", "Vis om den kan løses", "Ukazovat řešitelnost", "显示是否可解"},
	"Enter %s (right-click: pencil mark)": {
		"%s invullen (rechtsklik: potloodnotitie)", "Skriv %s (høyreklikk: blyantnotat)", "Zapsat %s (pravé tlačítko: tužková poznámka)", "填入 %s（右键：候选数笔记）"},
	"Click a cell or use the arrow keys · type 1–%d · Shift+key or Space (pencil mode) for marks · Backspace erases · Ctrl+Z / Ctrl+Y undo and redo · ? hint": {
		"Klik op een cel of gebruik de pijltjestoetsen · typ 1–%d · Shift+toets of Spatie (potloodmodus) voor notities · Backspace wist · Ctrl+Z / Ctrl+Y terug en opnieuw · ? hint",
		"Klikk på en rute eller bruk piltastene · skriv 1–%d · Shift+tast eller mellomrom (blyantmodus) for notater · Backspace visker ut · Ctrl+Z / Ctrl+Y angre og gjør om · ? hint",
		"Klikněte na pole nebo použijte šipky · pište 1–%d · Shift+klávesa nebo mezerník (režim tužky) pro poznámky · Backspace maže · Ctrl+Z / Ctrl+Y zpět a znovu · ? nápověda",
		"点击格子或用方向键 · 输入 1–%d · Shift+键 或空格键（笔记模式）写候选数 · 退格键擦除 · Ctrl+Z / Ctrl+Y 撤销和重做 · ? 提示"},
	"Click a cell or use the arrow keys · type 1–9 and %[1]s–%[2]s · Shift+key or Space (pencil mode) for marks · Backspace erases · Ctrl+Z / Ctrl+Y undo and redo · ? hint": {
		"Klik op een cel of gebruik de pijltjestoetsen · typ 1–9 en %[1]s–%[2]s · Shift+toets of Spatie (potloodmodus) voor notities · Backspace wist · Ctrl+Z / Ctrl+Y terug en opnieuw · ? hint",
		"Klikk på en rute eller bruk piltastene · skriv 1–9 og %[1]s–%[2]s · Shift+tast eller mellomrom (blyantmodus) for notater · Backspace visker ut · Ctrl+Z / Ctrl+Y angre og gjør om · ? hint",
		"Klikněte na pole nebo použijte šipky · pište 1–9 a %[1]s–%[2]s · Shift+klávesa nebo mezerník (režim tužky) pro poznámky · Backspace maže · Ctrl+Z / Ctrl+Y zpět a znovu · ? nápověda",
		"点击格子或用方向键 · 输入 1–9 和 %[1]s–%[2]s · Shift+键 或空格键（笔记模式）写候选数 · 退格键擦除 · Ctrl+Z / Ctrl+Y 撤销和重做 · ? 提示"},
	"Solved in %s — well done!": {"Opgelost in %s — goed gedaan!", "Løst på %s — godt gjort!", "Vyřešeno za %s — výborně!", "用时 %s 解出——做得好！"},
	"Hint %[1]d/3: %[2]s":       {"Hint %[1]d/3: %[2]s", "Hint %[1]d/3: %[2]s", "Nápověda %[1]d/3: %[2]s", "提示 %[1]d/3：%[2]s"},
	"Everything so far is right (%[1]d of %[2]d cells filled).": {
		"Alles is tot nu toe goed (%[1]d van %[2]d cellen ingevuld).", "Alt er riktig så langt (%[1]d av %[2]d ruter fylt ut).", "Zatím je všechno správně (vyplněno %[1]d z %[2]d polí).", "目前全部正确（已填 %[1]d / %[2]d 格）。"},
	"1 value is wrong: %s.": {"1 waarde is fout: %s.", "1 verdi er feil: %s.", "1 číslo je špatně: %s.", "有 1 个数字填错了：%s。"},
	"%[1]d values are wrong: %[2]s.": {
		"%[1]d waarden zijn fout: %[2]s.", "%[1]d verdier er feil: %[2]s.", "Špatná čísla (%[1]d): %[2]s.", "有 %[1]d 个数字填错了：%[2]s。"},
	"%s empty":              {"%s leeg", "%s tom", "%s prázdné", "%s 空"},
	"given %[1]s %[2]s":     {"gegeven %[1]s %[2]s", "gitt %[1]s %[2]s", "zadané %[1]s %[2]s", "给定 %[1]s %[2]s"},
	"%[1]d/%[2]d filled":    {"%[1]d/%[2]d ingevuld", "%[1]d/%[2]d fylt ut", "vyplněno %[1]d/%[2]d", "已填 %[1]d/%[2]d"},
	"rule broken":           {"regel gebroken", "regel brutt", "porušeno pravidlo", "违反规则"},
	"valid":                 {"geldig", "gyldig", "platné", "有效"},
	"not solvable":          {"niet oplosbaar", "kan ikke løses", "neřešitelné", "不可解"},
	"solvable":              {"oplosbaar", "kan løses", "řešitelné", "可解"},
	"solved":                {"opgelost", "løst", "vyřešeno", "已解出"},
	"The puzzle is solved.": {"De puzzel is opgelost.", "Oppgaven er løst.", "Úloha je vyřešená.", "题目已经解出。"},
	"Pencil mode: digits toggle marks.": {
		"Potloodmodus: cijfers zetten notities aan of uit.", "Blyantmodus: tall slår notater av og på.", "Režim tužky: číslice přepínají poznámky.", "笔记模式：输入数字添加或去掉候选数。"},

	// the board HTML writes, and Game's own texts
	"Sudoku %[1]d×%[1]d": {"Sudoku %[1]d×%[1]d", "Sudoku %[1]d×%[1]d", "Sudoku %[1]d×%[1]d", "数独 %[1]d×%[1]d"},
	"This board becomes playable when the output's script runs: run the cell, or trust the notebook.": {
		"Dit bord wordt speelbaar zodra het script van de uitvoer draait: voer de cel uit, of vertrouw het notebook.",
		"Dette brettet blir spillbart når skriptet i utdataene kjører: kjør cellen, eller stol på notatboken.",
		"Plocha bude hratelná, až se spustí skript výstupu: spusťte buňku, nebo notebooku důvěřujte.",
		"输出中的脚本运行后即可在此盘面上游戏：请运行该单元格，或信任此笔记本。"},
	"This puzzle cannot be played: %v": {
		"Deze puzzel kan niet gespeeld worden: %v", "Denne oppgaven kan ikke spilles: %v", "Tuto úlohu nelze hrát: %v", "这道题无法游戏：%v"},
	"%[1]s, %[2]d of %[3]d cells filled": {
		"%[1]s, %[2]d van %[3]d cellen ingevuld", "%[1]s, %[2]d av %[3]d ruter fylt ut", "%[1]s, vyplněno %[2]d z %[3]d polí", "%[1]s，已填 %[2]d / %[3]d 格"},
	"unplayable game: %v": {"onspeelbaar spel: %v", "spillet kan ikke spilles: %v", "nehratelná hra: %v", "无法进行的游戏：%v"},
	"Checks and hints come from the sudokit kernel, and this page has none.": {
		"Controles en hints komen van de sudokit-kernel, en deze pagina heeft er geen.",
		"Sjekk og hint kommer fra sudokit-kjernen, og denne siden har ingen.",
		"Kontroly a nápovědy dává jádro sudokit a tato stránka žádné nemá.",
		"检查和提示来自 sudokit 内核，而此页面没有内核。"},
}

// boardKeys lists every message play.js says, in the catalog: the board's
// own (boardMessages) and the lists of package human it repeats. Hints and
// their mistakes come from the kernel in the page's language (page.go).
var boardKeys = []string{
	"%[1]s, %[2]s",
	"%[1]s and %[2]s",
}

func init() {
	lang.RegisterTable(boardMessages)
	for k := range boardMessages {
		boardKeys = append(boardKeys, k)
	}
}

// slot stands for argument n of a label: whatever the verb, it prints
// "{n}", which play.js fills in.
type slot int

// Format writes "{n}".
func (s slot) Format(f fmt.State, _ rune) { fmt.Fprintf(f, "{%d}", int(s)) }

// argVerbs finds the verbs of a format: "%d", "%[2]s".
var argVerbs = regexp.MustCompile(`%(\[(\d+)\])?[a-z]`)

// labels returns play.js's messages in the current language, each with its
// arguments written {1}, {2}, …
func labels() map[string]string {
	p := lang.Current()
	out := make(map[string]string, len(boardKeys))
	for _, k := range boardKeys {
		n := 0
		for i, m := range argVerbs.FindAllStringSubmatch(k, -1) {
			idx := i + 1
			if m[2] != "" {
				idx, _ = strconv.Atoi(m[2])
			}
			n = max(n, idx)
		}
		args := make([]any, n)
		for i := range args {
			args[i] = slot(i + 1)
		}
		out[k] = p.Sprintf(k, args...)
	}
	return out
}
