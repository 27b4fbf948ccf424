package assignments

import "github.com/sudokit/sudokit/sudoku/lang"

// releaseMessages are the words "assignment release" writes into the
// student's notebook around the assignment's own text, keyed by their
// English text.
var releaseMessages = map[string][4]string{ // nl, nb, cs, zh-Hans
	"Your code": {"Jouw code", "Koden din", "Váš kód", "你的代码"},
	"Your code: %s": {
		"Jouw code: %s", "Koden din: %s", "Váš kód: %s", "你的代码：%s"},
	"**How to work.** Run the cells from the top. Write your code in the cells under **%s**, replacing each `panic(\"TODO: …\")`; you may add cells with your own helper functions and experiments. The self-checks at the end run the visible tests.": {
		"**Zo werk je.** Voer de cellen van boven naar beneden uit. Schrijf je code in de cellen onder **%s** en vervang daar elke `panic(\"TODO: …\")`; je mag cellen toevoegen met eigen hulpfuncties en experimenten. De zelftests aan het eind voeren de zichtbare tests uit.",
		"**Slik jobber du.** Kjør cellene ovenfra og ned. Skriv koden din i cellene under **%s**, og erstatt hver `panic(\"TODO: …\")`; du kan legge til celler med egne hjelpefunksjoner og eksperimenter. Selvsjekkene til slutt kjører de synlige testene.",
		"**Jak pracovat.** Spouštějte buňky odshora. Svůj kód pište do buněk pod nadpisem **%s** a nahraďte v nich každé `panic(\"TODO: …\")`; můžete přidat buňky s vlastními pomocnými funkcemi a pokusy. Samokontroly na konci spouštějí viditelné testy.",
		"**怎么做。** 从上到下依次运行各个单元格。在 **%s** 下面的单元格里写你的代码，替换每一个 `panic(\"TODO: …\")`；你可以添加单元格，写自己的辅助函数、做实验。最后的自测会运行可见的测试。"},
	"**Submitting.** Submit this notebook: the grader takes the Go declarations of its code cells (not the self-checks, not cells with statements) and runs the tests on them.": {
		"**Inleveren.** Lever dit notebook in: de nakijker neemt de Go-declaraties uit de codecellen (niet de zelftests, niet de cellen met opdrachten) en voert de tests daarop uit.",
		"**Innlevering.** Lever denne notatboken: retteprogrammet tar Go-deklarasjonene i kodecellene (ikke selvsjekkene, ikke celler med setninger) og kjører testene på dem.",
		"**Odevzdání.** Odevzdejte tento sešit: opravovač vezme deklarace Go z jeho kódových buněk (ne samokontroly, ne buňky s příkazy) a spustí na nich testy.",
		"**提交。** 提交这个笔记本：评分程序会取出其中代码单元格里的 Go 声明（不包括自测，也不包括含语句的单元格），并对它们运行测试。"},
	"**Given code**: run this cell, but do not change it (the grader uses its own copy).": {
		"**Gegeven code**: voer deze cel uit, maar verander haar niet (de nakijker gebruikt een eigen kopie).",
		"**Utdelt kode**: kjør denne cellen, men ikke endre den (retteprogrammet bruker sin egen kopi).",
		"**Daný kód**: tuto buňku spusťte, ale neměňte ji (opravovač používá vlastní kopii).",
		"**给定代码**：运行这个单元格，但不要修改它（评分程序使用它自己的副本）。"},
	"Self-checks": {"Zelftests", "Selvsjekker", "Samokontroly", "自测"},
	"Run the cells below after your code: each runs one visible test and prints %[1]s or %[2]s with the reason. They call your functions as `go test` would; when you submit, the grader also runs tests you have not seen.": {
		"Voer de cellen hieronder uit na je code: elke cel voert één zichtbare test uit en schrijft %[1]s, of %[2]s met de reden. Ze roepen je functies aan zoals `go test` dat zou doen; als je inlevert, voert de nakijker ook tests uit die je niet hebt gezien.",
		"Kjør cellene nedenfor etter koden din: hver kjører én synlig test og skriver %[1]s, eller %[2]s med grunnen. De kaller funksjonene dine slik `go test` ville gjort; når du leverer, kjører retteprogrammet også tester du ikke har sett.",
		"Buňky níže spusťte po svém kódu: každá spustí jeden viditelný test a vypíše %[1]s, nebo %[2]s s důvodem. Volají vaše funkce tak, jak by to udělal `go test`; po odevzdání opravovač spustí i testy, které jste neviděli.",
		"写完代码后运行下面的单元格：每个单元格运行一个可见的测试，并输出 %[1]s，或者 %[2]s 和原因。它们像 `go test` 那样调用你的函数；提交后，评分程序还会运行你没见过的测试。"},
	"Due: %s": {"Inleveren vóór: %s", "Frist: %s", "Termín: %s", "截止时间：%s"},
	"Write your code in these files, in place of each `panic(\"TODO…\")` and placeholder return:": {
		"Schrijf je code in deze bestanden, in plaats van elke `panic(\"TODO…\")` en elke voorlopige return:",
		"Skriv koden din i disse filene, i stedet for hver `panic(\"TODO…\")` og hver foreløpige return:",
		"Svůj kód pište do těchto souborů místo každého `panic(\"TODO…\")` a každého zástupného return:",
		"在这些文件里写你的代码，替换每一个 `panic(\"TODO…\")` 和占位的 return："},
	"The grader uses its own copy of the given files, so changes to them do not count:": {
		"De nakijker gebruikt een eigen kopie van de gegeven bestanden, dus wijzigingen daarin tellen niet:",
		"Retteprogrammet bruker sin egen kopi av de utdelte filene, så endringer i dem teller ikke:",
		"Opravovač používá vlastní kopii daných souborů, takže změny v nich se nepočítají:",
		"评分程序使用给定文件的自有副本，所以对它们的修改不算数："},
	"Or work in the notebook `%s.ipynb` (kernel \"Go (sudokit)\"): its self-check cells at the end run the visible tests. Submit your files, the folder or the notebook.": {
		"Of werk in het notebook `%s.ipynb` (kernel \"Go (sudokit)\"): de zelftestcellen aan het eind voeren de zichtbare tests uit. Lever je bestanden, de map of het notebook in.",
		"Eller jobb i notatboken `%s.ipynb` (kjerne \"Go (sudokit)\"): selvsjekkcellene til slutt kjører de synlige testene. Lever filene dine, mappen eller notatboken.",
		"Nebo pracujte v sešitu `%s.ipynb` (jádro \"Go (sudokit)\"): jeho samokontrolní buňky na konci spouštějí viditelné testy. Odevzdejte své soubory, složku nebo sešit.",
		"也可以在笔记本 `%s.ipynb`（内核 \"Go (sudokit)\"）里完成：末尾的自测单元格会运行可见的测试。提交你的文件、文件夹或笔记本均可。"},
	"Run the visible tests with `go test` (run `go mod tidy` first if the code imports github.com/sudokit/sudokit). Do not declare `init` functions or import `testing`, `unsafe`, `os/exec`, `syscall` or `embed` in your files: the grader refuses them.": {
		"Voer de zichtbare tests uit met `go test` (eerst `go mod tidy` als de code github.com/sudokit/sudokit importeert). Declareer geen `init`-functies en importeer geen `testing`, `unsafe`, `os/exec`, `syscall` of `embed` in je bestanden: de nakijker weigert ze.",
		"Kjør de synlige testene med `go test` (kjør `go mod tidy` først hvis koden importerer github.com/sudokit/sudokit). Ikke deklarer `init`-funksjoner og ikke importer `testing`, `unsafe`, `os/exec`, `syscall` eller `embed` i filene dine: retteprogrammet avviser dem.",
		"Viditelné testy spustíte příkazem `go test` (nejdřív `go mod tidy`, pokud kód importuje github.com/sudokit/sudokit). Ve svých souborech nedeklarujte funkce `init` a neimportujte `testing`, `unsafe`, `os/exec`, `syscall` ani `embed`: opravovač je odmítne.",
		"用 `go test` 运行可见的测试（如果代码导入了 github.com/sudokit/sudokit，先运行 `go mod tidy`）。不要在你的文件里声明 `init` 函数，也不要导入 `testing`、`unsafe`、`os/exec`、`syscall` 或 `embed`：评分程序会拒绝它们。"},
	"test":   {"test", "test", "test", "测试"},
	"points": {"punten", "poeng", "body", "分数"},
	"shown":  {"zichtbaar", "vises", "zobrazen", "公开"},
	"now":    {"nu", "nå", "hned", "现在"},
	"(%g more tests, run by the grader)": {
		"(nog %g tests, uitgevoerd door de nakijker)", "(%g tester til, kjørt av retteprogrammet)", "(dalších testů: %g, spouští je opravovač)", "（另有 %g 个测试，由评分程序运行）"},
	"after grading or the due date": {"na het nakijken of na de deadline", "etter rettingen eller fristen", "po opravení nebo po termínu", "批改后或截止后"},
	"Total: %g points.":             {"Totaal: %g punten.", "Totalt: %g poeng.", "Celkem: %g b.", "总分：%g 分。"},
}

func init() { lang.RegisterTable(releaseMessages) }
