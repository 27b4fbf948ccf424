package game

import "github.com/sudokit/sudokit/sudoku/lang"

// errorMessages are the texts of the game's errors: its sentinels (their
// English text stays the errors' own, for errors.Is and logs; MoveError and
// FileError say them in the current language) and the details of moves and
// saved games that cannot be used.
var errorMessages = map[string][4]string{ // nl, nb, cs, zh-Hans
	"game is paused":                   {"het spel is gepauzeerd", "spillet er satt på pause", "hra je pozastavená", "游戏已暂停"},
	"cell is off the board":            {"de cel ligt buiten het bord", "ruten er utenfor brettet", "pole je mimo hrací plochu", "格子不在盘面上"},
	"cell holds a value":               {"de cel bevat een waarde", "ruten har en verdi", "pole obsahuje číslo", "格子里已经有数字"},
	"nothing to undo":                  {"niets om terug te nemen", "ingenting å angre", "není co vrátit", "没有可撤销的操作"},
	"nothing to redo":                  {"niets om opnieuw te doen", "ingenting å gjøre om", "není co zopakovat", "没有可重做的操作"},
	"not a sudokit game":               {"geen sudokit-spel", "ikke et sudokit-spill", "není hra sudokitu", "不是 sudokit 游戏"},
	"history does not match the board": {"de geschiedenis past niet bij het bord", "historikken passer ikke med brettet", "historie neodpovídá hrací ploše", "历史记录与盘面不符"},
	"more than one solution":           {"meer dan één oplossing", "mer enn én løsning", "víc než jedno řešení", "不止一个解"},

	"sudoku: %[1]s %[2]s: %[3]s": {"sudoku: %[1]s %[2]s: %[3]s", "sudoku: %[1]s %[2]s: %[3]s", "sudoku: %[1]s %[2]s: %[3]s", "sudoku：%[1]s %[2]s：%[3]s"},
	"%[1]s (%[2]s)":              {"%[1]s (%[2]s)", "%[1]s (%[2]s)", "%[1]s (%[2]s)", "%[1]s（%[2]s）"},
	"sudoku: game":               {"sudoku: spel", "sudoku: spill", "sudoku: hra", "sudoku：游戏"},
	"the board has %d rows and columns": {
		"het bord heeft %d rijen en kolommen", "brettet har %d rader og kolonner", "hrací plocha má %d řádků a sloupců", "盘面有 %[1]d 行、%[1]d 列"},
	"a JSON %[1]s where a %[2]s belongs": {
		"een JSON-%[1]s waar een %[2]s hoort", "en JSON-%[1]s der en %[2]s hører hjemme", "JSON %[1]s tam, kam patří %[2]s", "应为 %[2]s 的地方是 JSON %[1]s"},
	"the JSON ends too early": {"de JSON houdt te vroeg op", "JSON-en slutter for tidlig", "JSON končí příliš brzy", "JSON 提前结束了"},

	"%q, want %q": {"%q, verwacht %q", "%q, skal være %q", "%q, má být %q", "%q，应为 %q"},
	"version %d, this program reads version %d": {
		"versie %d, dit programma leest versie %d", "versjon %d, dette programmet leser versjon %d", "verze %d, tento program čte verzi %d", "版本 %d，本程序读取的是版本 %d"},
	"%q": {"%q", "%q", "%q", "%q"},
	"%s": {"%s", "%s", "%s", "%s"},
	"the puzzle has more than one solution": {
		"de puzzel heeft meer dan één oplossing", "oppgaven har mer enn én løsning", "úloha má víc než jedno řešení", "题目不止一个解"},
	"the puzzle has no solution": {"de puzzel heeft geen oplossing", "oppgaven har ingen løsning", "úloha nemá řešení", "题目无解"},
	"%s holds the given %c":      {"%s bevat het gegeven %c", "%s har det gitte tallet %c", "%s obsahuje zadané číslo %c", "%s 是题目给定的 %c"},
	"%d is negative":             {"%d is negatief", "%d er negativ", "%d je záporné", "%d 是负数"},
	"%d characters for %d cells": {"%[1]d tekens voor %[2]d cellen", "%[1]d tegn for %[2]d ruter", "počet znaků: %[1]d, počet polí: %[2]d", "%[1]d 个字符对应 %[2]d 格"},
	"%q at %s":                   {"%[1]q in %[2]s", "%[1]q i %[2]s", "%[1]q v %[2]s", "%[2]s 处的 %[1]q"},
	"%q (%d) at %s on a %d×%d board": {
		"%[1]q (%[2]d) in %[3]s op een bord van %[4]d×%[4]d", "%[1]q (%[2]d) i %[3]s på et %[4]d×%[4]d-brett", "%[1]q (%[2]d) v %[3]s na hrací ploše %[4]d×%[4]d", "%[4]d×%[4]d 盘面 %[3]s 处的 %[1]q（%[2]d）"},
	"%q is not a value of a %d×%d board": {
		"%[1]q is geen waarde van een bord van %[2]d×%[2]d", "%[1]q er ikke en verdi på et %[2]d×%[2]d-brett", "%[1]q není hodnota hrací plochy %[2]d×%[2]d", "%[1]q 不是 %[2]d×%[2]d 盘面上的数"},
	"row %d, column %d (0-based) on a %d×%d board": {
		"rij %[1]d, kolom %[2]d (vanaf 0) op een bord van %[3]d×%[3]d", "rad %[1]d, kolonne %[2]d (fra 0) på et %[3]d×%[3]d-brett", "řádek %[1]d, sloupec %[2]d (od 0) na hrací ploše %[3]d×%[3]d", "%[3]d×%[3]d 盘面上的第 %[1]d 行第 %[2]d 列（从 0 开始）"},
	"%s holds %c and cannot have marks": {
		"%[1]s bevat %[2]c en kan geen notities hebben", "%[1]s har %[2]c og kan ikke ha notater", "%[1]s obsahuje %[2]c a nemůže mít poznámky", "%[1]s 已填 %[2]c，不能有笔记"},
	"%s is listed twice": {"%s staat er twee keer in", "%s står oppført to ganger", "%s je uvedeno dvakrát", "%s 列出了两次"},
	"unknown kind %q (want place, erase, mark or clear)": {
		"onbekende soort %q (verwacht place, erase, mark of clear)", "ukjent type %q (skal være place, erase, mark eller clear)", "neznámý druh %q (má být place, erase, mark nebo clear)", "未知的类型 %q（应为 place、erase、mark 或 clear）"},
	"%s holds a given": {"%s bevat een gegeven", "%s har et gitt tall", "%s obsahuje zadané číslo", "%s 是题目给定的数字"},
	"%s cannot turn %v into %v": {
		"%[1]s kan %[2]v niet veranderen in %[3]v", "%[1]s kan ikke gjøre %[2]v om til %[3]v", "%[1]s nemůže změnit %[2]v na %[3]v", "%[1]s 不能把 %[2]v 变成 %[3]v"},
	"%d is outside 0–%d": {"%[1]d ligt buiten 0–%[2]d", "%[1]d er utenfor 0–%[2]d", "%[1]d je mimo 0–%[2]d", "%[1]d 超出 0–%[2]d"},
	"a cell holding %c has no marks": {
		"een cel met %c heeft geen notities", "en rute med %c har ingen notater", "pole s číslem %c nemá poznámky", "填了 %c 的格子没有笔记"},
	"%s left %s as %v, but the board shows %v": {
		"%[1]s liet %[2]s achter als %[3]v, maar het bord toont %[4]v", "%[1]s etterlot %[2]s som %[3]v, men brettet viser %[4]v", "%[1]s zanechal %[2]s jako %[3]v, ale hrací plocha ukazuje %[4]v", "%[1]s 把 %[2]s 留成 %[3]v，但盘面显示 %[4]v"},
	"%s starts from %s as %v, but the board shows %v": {
		"%[1]s begint bij %[2]s als %[3]v, maar het bord toont %[4]v", "%[1]s starter fra %[2]s som %[3]v, men brettet viser %[4]v", "%[1]s začíná od %[2]s jako %[3]v, ale hrací plocha ukazuje %[4]v", "%[1]s 从 %[2]s 为 %[3]v 开始，但盘面显示 %[4]v"},
}

func init() { lang.RegisterTable(errorMessages) }
