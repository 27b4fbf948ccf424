package game

import "github.com/sudokit/sudokit/sudoku/lang"

// reviewMessages are the sentences of Review.String, keyed by their English
// text; technique names come from package human in the same language.
var reviewMessages = map[string][4]string{ // nl, nb, cs, zh-Hans
	"Game solved in %[1]s: %[2]d of %[3]d empty cells filled right; %[4]d placements, %[5]d right, %[6]d wrong (%[7]d corrected), %[8]d pencil-mark moves.": {
		"Spel opgelost in %[1]s: %[2]d van %[3]d lege cellen goed ingevuld; plaatsingen: %[4]d, goed: %[5]d, fout: %[6]d (verbeterd: %[7]d), zetten met potloodnotities: %[8]d.",
		"Spillet løst på %[1]s: %[2]d av %[3]d tomme ruter riktig fylt ut; plasseringer: %[4]d, riktige: %[5]d, gale: %[6]d (rettet: %[7]d), trekk med blyantnotater: %[8]d.",
		"Hra vyřešena za %[1]s: správně vyplněno %[2]d z %[3]d prázdných polí; zapsaná čísla: %[4]d, správně: %[5]d, špatně: %[6]d (opraveno: %[7]d), tahy s tužkovými poznámkami: %[8]d.",
		"游戏用时 %[1]s 解出：%[3]d 个空格中正确填了 %[2]d 个；填数 %[4]d 次，正确 %[5]d 次，错误 %[6]d 次（改正 %[7]d 次），笔记操作 %[8]d 次。"},
	"Game not finished in %[1]s: %[2]d of %[3]d empty cells filled right; %[4]d placements, %[5]d right, %[6]d wrong (%[7]d corrected), %[8]d pencil-mark moves.": {
		"Spel niet af na %[1]s: %[2]d van %[3]d lege cellen goed ingevuld; plaatsingen: %[4]d, goed: %[5]d, fout: %[6]d (verbeterd: %[7]d), zetten met potloodnotities: %[8]d.",
		"Spillet ikke ferdig etter %[1]s: %[2]d av %[3]d tomme ruter riktig fylt ut; plasseringer: %[4]d, riktige: %[5]d, gale: %[6]d (rettet: %[7]d), trekk med blyantnotater: %[8]d.",
		"Hra nedokončena po %[1]s: správně vyplněno %[2]d z %[3]d prázdných polí; zapsaná čísla: %[4]d, správně: %[5]d, špatně: %[6]d (opraveno: %[7]d), tahy s tužkovými poznámkami: %[8]d.",
		"游戏进行了 %[1]s，尚未完成：%[3]d 个空格中正确填了 %[2]d 个；填数 %[4]d 次，正确 %[5]d 次，错误 %[6]d 次（改正 %[7]d 次），笔记操作 %[8]d 次。"},
	"The game's history had forgotten its oldest moves; the review starts at the oldest one it remembers.": {
		"De geschiedenis van het spel was de oudste zetten vergeten; de bespreking begint bij de oudste zet die ze nog kent.",
		"Spillets historikk hadde glemt de eldste trekkene; gjennomgangen begynner ved det eldste trekket den husker.",
		"Historie hry zapomněla nejstarší tahy; rozbor začíná nejstarším tahem, který si pamatuje.",
		"游戏的历史记录已忘掉最早的几步；复盘从它记得的最早一步开始。"},
	"Right placements by technique: %s.": {
		"Goede plaatsingen per techniek: %s.", "Riktige plasseringer per teknikk: %s.", "Správně zapsaná čísla podle techniky: %s.", "按技巧统计的正确填数：%s。"},
	"Hardest: %s.": {"Moeilijkste: %s.", "Vanskeligste: %s.", "Nejtěžší: %s.", "最难：%s。"},
	"%d right placement(s) that the solver's techniques do not reach from where you were: a guess, or deeper reasoning.": {
		"Goede plaatsingen die de technieken van de oplosser vanuit jouw stand niet bereiken: %d — een gok, of dieper redeneren.",
		"Riktige plasseringer som løserens teknikker ikke når fra der du var: %d — en gjetning, eller dypere resonnement.",
		"Správně zapsaná čísla, ke kterým se techniky řešitele z vaší pozice nedostanou: %d — odhad, nebo hlubší úvaha.",
		"有 %d 次正确填数是求解器的技巧从你当时的局面推不出来的：是猜的，或用了更深的推理。"},
	"Move %[1]d: %[2]c in %[3]s is wrong (the solution has %[4]c).": {
		"Zet %[1]d: %[2]c in %[3]s is fout (de oplossing heeft %[4]c).", "Trekk %[1]d: %[2]c i %[3]s er feil (løsningen har %[4]c).", "Tah %[1]d: %[2]c v %[3]s je špatně (řešení má %[4]c).", "第 %[1]d 步：%[3]s 填 %[2]c 是错的（答案是 %[4]c）。"},
	"There was a %[1]s to find: %[2]s": {
		"Er was een %[1]s te vinden: %[2]s", "Det fantes en %[1]s å finne: %[2]s", "Dala se najít technika %[1]s: %[2]s", "这里本可以用%[1]s：%[2]s"},
	"sudoku: review: the game has no solution to compare with": {
		"sudoku: bespreking: het spel heeft geen oplossing om mee te vergelijken", "sudoku: gjennomgang: spillet har ingen løsning å sammenligne med", "sudoku: rozbor: hra nemá řešení, se kterým by se dala porovnat", "sudoku：复盘：游戏没有可供比较的答案"},
}

func init() { lang.RegisterTable(reviewMessages) }
