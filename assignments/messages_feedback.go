package assignments

import "github.com/sudokit/sudokit/sudoku/lang"

// feedbackMessages are the words of the feedback the grader writes
// (feedback.md, Gradescope's results.json) and of its own verdicts, keyed
// by their English text. What a test checks and why a case failed come
// from the assignment.
var feedbackMessages = map[string][4]string{ // nl, nb, cs, zh-Hans
	"Score: **%[1]g / %[2]g**": {"Score: **%[1]g / %[2]g**", "Poeng: **%[1]g / %[2]g**", "Body: **%[1]g / %[2]g**", "得分：**%[1]g / %[2]g**"},
	"Your code does not compile, so no test could run:": {
		"Je code compileert niet, dus er kon geen test draaien:", "Koden din kompilerer ikke, så ingen test kunne kjøre:", "Váš kód nejde přeložit, takže se nemohl spustit žádný test:", "你的代码无法编译，所以没有任何测试能运行："},
	"Your code does not compile:": {"Je code compileert niet:", "Koden din kompilerer ikke:", "Váš kód nejde přeložit:", "你的代码无法编译："},
	"Hidden tests":                {"Verborgen tests", "Skjulte tester", "Skryté testy", "隐藏测试"},
	"%[1]d hidden test(s): %[2]g / %[3]g points.": {
		"Verborgen tests: %[1]d, samen %[2]g / %[3]g punten.", "Skjulte tester: %[1]d, til sammen %[2]g / %[3]g poeng.", "Skryté testy: %[1]d, celkem %[2]g / %[3]g b.", "%[1]d 个隐藏测试：%[2]g / %[3]g 分。"},
	"Input: %s":          {"Invoer: %s", "Inndata: %s", "Vstup: %s", "输入：%s"},
	"yours":              {"jouw bord", "ditt brett", "vaše", "你的"},
	"expected":           {"verwacht", "forventet", "očekávané", "正确答案"},
	"Your code printed:": {"Je code schreef:", "Koden din skrev ut:", "Váš kód vypsal:", "你的代码输出了："},
	"Standard error:":    {"Standaardfout:", "Standard feil:", "Standardní chybový výstup:", "标准错误输出："},
	"Passed.":            {"Geslaagd.", "Bestått.", "Splněno.", "通过。"},
	"Passed (%d input(s)).": {
		"Geslaagd (invoer: %d).", "Bestått (inndata: %d).", "Splněno (vstupů: %d).", "通过（%d 个输入）。"},
	"(no board)":                {"(geen bord)", "(ikke noe brett)", "(žádná hrací plocha)", "（没有盘面）"},
	"(no picture)":              {"(geen afbeelding)", "(ikke noe bilde)", "(žádný obrázek)", "（没有图片）"},
	"Graded in a sandbox (%s).": {"Nagekeken in een zandbak (%s).", "Rettet i en sandkasse (%s).", "Opraveno v izolovaném prostředí (%s).", "在沙箱中批改（%s）。"},
	"the grader's sandbox failed: %v": {
		"de zandbak van de nakijker faalde: %v", "sandkassen til retteprogrammet feilet: %v", "izolované prostředí opravovače selhalo: %v", "评分程序的沙箱出错：%v"},
	"the test did not finish (%s): did your code call os.Exit, panic in a goroutine, or crash?": {
		"de test liep niet af (%s): riep je code os.Exit aan, raakte een goroutine in paniek (panic), of crashte het?",
		"testen ble ikke ferdig (%s): kalte koden din os.Exit, fikk en goroutine panikk (panic), eller krasjet den?",
		"test nedoběhl (%s): volal váš kód os.Exit, zpanikařila (panic) gorutina, nebo program spadl?",
		"测试没有运行完（%s）：代码是否调用了 os.Exit、在 goroutine 中发生了 panic，或者崩溃了？"},
	"does not parse: %v": {"laat zich niet ontleden: %v", "kan ikke tolkes: %v", "nelze rozebrat (chyba syntaxe): %v", "无法解析：%v"},
	"the test failed":    {"de test faalde", "testen feilet", "test neprošel", "测试未通过"},
	"import %q is not allowed: use the standard library (not unsafe, syscall, os/exec, runtime/debug, testing, embed) and sudokit's sudoku and render": {
		"import %q is niet toegestaan: gebruik de standaardbibliotheek (niet unsafe, syscall, os/exec, runtime/debug, testing, embed) en sudoku en render van sudokit",
		"import %q er ikke tillatt: bruk standardbiblioteket (ikke unsafe, syscall, os/exec, runtime/debug, testing, embed) og sudokits sudoku og render",
		"import %q není povolen: použijte standardní knihovnu (ne unsafe, syscall, os/exec, runtime/debug, testing, embed) a balíčky sudoku a render ze sudokitu",
		"不允许 import %q：请使用标准库（不含 unsafe、syscall、os/exec、runtime/debug、testing、embed）以及 sudokit 的 sudoku 和 render"},
	"func %s is not allowed in your files: the grader's tests set everything up": {
		"func %s is niet toegestaan in je bestanden: de tests van de nakijker zetten alles klaar",
		"func %s er ikke tillatt i filene dine: retteprogrammets tester setter opp alt",
		"func %s ve vašich souborech není povolena: všechno připraví testy opravovače",
		"你的文件中不允许 func %s：一切都由评分程序的测试准备"},
	"compiler directives (%s) are not allowed": {
		"compileraanwijzingen (%s) zijn niet toegestaan", "kompilatordirektiver (%s) er ikke tillatt", "direktivy překladače (%s) nejsou povoleny", "不允许编译器指令（%s）"},
	"no Go file of yours: submit %s": {
		"geen Go-bestand van jou: lever %s in", "ingen Go-fil fra deg: lever %s", "žádný váš soubor Go: odevzdejte %s", "没有你的 Go 文件：请提交 %s"},
	"%[1]s is graded as student %[2]q: %[3]s has the name %[4]q": {
		"%[1]s wordt nagekeken als student %[2]q: %[3]s heeft de naam %[4]q al", "%[1]s rettes som student %[2]q: %[3]s har allerede navnet %[4]q",
		"%[1]s se opravuje jako student %[2]q: jméno %[4]q už má %[3]s", "%[1]s 按学生 %[2]q 批改：%[3]s 已经使用了名字 %[4]q"},
}

func init() { lang.RegisterTable(feedbackMessages) }
