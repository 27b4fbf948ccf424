package cli

import "github.com/sudokit/sudokit/sudoku/lang"

// helpLong3 holds more long descriptions of the commands (see help.go).
var helpLong3 = map[string][4]string{ // nl, nb, cs, zh-Hans
	// sudokit assignment check
	"Check loads the folder (a malformed assignment is reported with file:line),\ngrades the reference solution (every test must pass) and the released stubs\n(every test must fail: a test the stubs pass gives points for nothing) in the\nsandbox, compiles the release's visible tests, and looks for hidden tests in\nthe release. It exits with status 1 when it finds a problem.": {
		`Check laadt de map (een misvormde opdracht wordt gemeld met bestand:regel),
kijkt in de zandbak de referentieoplossing na (elke test moet slagen) en de
uitgegeven geraamtes (elke test moet falen: een test waarvoor de geraamtes
slagen, geeft punten voor niets), compileert de zichtbare tests van de
uitgave en zoekt verborgen tests in de uitgave. Bij een probleem stopt hij
met afsluitstatus 1.`,
		`Check laster mappen (en feilformet oppgave meldes med fil:linje), retter
fasitløsningen (hver test må bestå) og de utdelte skjelettene (hver test må
feile: en test skjelettene består, gir poeng for ingenting) i sandkassen,
kompilerer utdelingens synlige tester og leter etter skjulte tester i
utdelingen. Den avslutter med status 1 når den finner et problem.`,
		`Check načte složku (chybně utvořené zadání ohlásí se soubor:řádek), v
izolovaném prostředí opraví vzorové řešení (každý test musí projít) i
vydané kostry (každý test musí selhat: test, kterým kostry projdou, dává
body za nic), přeloží viditelné testy vydané verze a hledá v ní skryté
testy. Když najde problém, skončí s návratovým kódem 1.`,
		`check 读入文件夹（格式有误的作业会报告 文件:行），在沙箱中批改参考答案
（每个测试都必须通过）和发布的框架代码（每个测试都必须失败：框架代码能通过
的测试等于白给分），编译发布版中的可见测试，并检查发布版里有没有隐藏测试。
发现问题时以退出码 1 结束。`,
	},
	// sudokit assignment gradebook
	"Gradebook reads the CSV files \"grade --batch DIR --gradebook FILE\" writes, one\nper assignment (the assignment is named after the file: a3.csv is a3), and\nwrites the class's gradebook: a row per student, a column per assignment and\nthe total (--csv), and an HTML page with the same table where a click on a\nscore shows its tests (--html). A student missing from an assignment scores 0\nthere. Without --csv or --html the CSV goes to standard output.": {
		`Gradebook leest de CSV-bestanden die "grade --batch DIR --gradebook FILE"
schrijft, één per opdracht (de opdracht heet naar het bestand: a3.csv is a3),
en schrijft de cijferlijst van de klas: een rij per student, een kolom per
opdracht en het totaal (--csv), en een HTML-pagina met dezelfde tabel waarin
een klik op een score de tests ervan toont (--html). Een student die bij een
opdracht ontbreekt, krijgt daar 0. Zonder --csv of --html gaat de CSV naar
standaarduitvoer.`,
		`Gradebook leser CSV-filene som "grade --batch DIR --gradebook FILE"
skriver, én per oppgave (oppgaven heter som filen: a3.csv er a3), og skriver
klassens karakterliste: en rad per elev, en kolonne per oppgave og summen
(--csv), og en HTML-side med samme tabell der et klikk på en poengsum viser
testene bak (--html). En elev som mangler i en oppgave, får 0 der. Uten
--csv eller --html går CSV-en til standard utdata.`,
		`Gradebook přečte soubory CSV, které zapisuje "grade --batch DIR
--gradebook FILE", jeden na zadání (zadání se jmenuje podle souboru: a3.csv
je a3), a zapíše přehled hodnocení třídy: řádek na studenta, sloupec na
zadání a součet (--csv), a stránku HTML se stejnou tabulkou, kde kliknutí na
počet bodů ukáže jeho testy (--html). Student, který v zadání chybí, tam má
0. Bez --csv a --html jde CSV na standardní výstup.`,
		`gradebook 读取 "grade --batch DIR --gradebook FILE" 写出的 CSV 文件，每份
作业一个（作业名取自文件名：a3.csv 即 a3），并写出班级成绩表：每个学生一行，
每份作业一列，外加总分（--csv），以及一个内容相同的 HTML 页面，点击分数可
查看各项测试（--html）。某份作业中没有的学生在该作业得 0 分。没有 --csv 和
--html 时，CSV 写到标准输出。`,
	},
	// sudokit assignment gradescope
	"Gradescope builds an image from the zip (setup.sh installs Go from the\ndistribution if needed and downloads nothing else) and runs run_autograder\nfor every submission, which calls \"sudokit grade ID /autograder/submission\n--results /autograder/results/results.json\". Gradescope then grades in\nparallel on its own machines.\n\nThe sudokit in the zip is built for linux/amd64 from the sudokit module found\nabove the working directory (or given with --source); --binary uses a\nprebuilt one instead.": {
		`Gradescope bouwt een image uit de zip (setup.sh installeert zo nodig Go uit
de distributie en downloadt verder niets) en draait run_autograder voor elke
inzending; dat roept "sudokit grade ID /autograder/submission
--results /autograder/results/results.json" aan. Gradescope kijkt daarna
parallel na op zijn eigen machines.

De sudokit in de zip wordt gebouwd voor linux/amd64 uit de sudokit-module
boven de werkmap (of die van --source); --binary gebruikt in plaats daarvan
een kant-en-klaar programma.`,
		`Gradescope bygger et image fra zip-filen (setup.sh installerer Go fra
distribusjonen ved behov og laster ikke ned noe annet) og kjører
run_autograder for hver innlevering, som kaller "sudokit grade ID
/autograder/submission --results /autograder/results/results.json".
Gradescope retter så parallelt på sine egne maskiner.

sudokit i zip-filen bygges for linux/amd64 fra sudokit-modulen over
arbeidsmappen (eller den --source gir); --binary bruker i stedet et
ferdigbygd program.`,
		`Gradescope sestaví ze zipu image (setup.sh podle potřeby nainstaluje Go z
distribuce a nic jiného nestahuje) a pro každé odevzdané řešení spustí
run_autograder, který volá "sudokit grade ID /autograder/submission
--results /autograder/results/results.json". Gradescope pak opravuje
souběžně na vlastních strojích.

sudokit v zipu se sestaví pro linux/amd64 z modulu sudokit nad pracovní
složkou (nebo z toho, který určí --source); --binary místo toho použije
předem sestavený program.`,
		`Gradescope 用这个 zip 包构建镜像（setup.sh 在需要时从发行版安装 Go，
不下载其他任何东西），并为每份提交运行 run_autograder，它会调用
"sudokit grade ID /autograder/submission --results /autograder/results/results.json"。
之后 Gradescope 在自己的机器上并行批改。

zip 包中的 sudokit 是为 linux/amd64 从工作目录上层的 sudokit 模块（或
--source 给出的模块）编译的；--binary 则改用预编译好的程序。`,
	},
	// sudokit assignment new
	"New writes an assignment folder: assignment.yaml, a reference solution with\n//solution:begin … //solution:end regions, given code, Go tests declared with\n//grade:points directives (visible, hidden, after-due), and testdata/. The\nformat is described in sudokit's assignments/README.md.": {
		`New schrijft een opdrachtmap: assignment.yaml, een referentieoplossing met
//solution:begin … //solution:end-gebieden, gegeven code, Go-tests die met
//grade:points-aanwijzingen gedeclareerd worden (visible, hidden, after-due)
en testdata/. Het formaat staat beschreven in assignments/README.md van
sudokit.`,
		`New skriver en oppgavemappe: assignment.yaml, en fasitløsning med
//solution:begin … //solution:end-områder, gitt kode, Go-tester deklarert
med //grade:points-direktiver (visible, hidden, after-due) og testdata/.
Formatet er beskrevet i sudokits assignments/README.md.`,
		`New zapíše složku se zadáním: assignment.yaml, vzorové řešení s oblastmi
//solution:begin … //solution:end, daný kód, testy Go deklarované
direktivami //grade:points (visible, hidden, after-due) a testdata/. Formát
popisuje assignments/README.md v sudokitu.`,
		`new 写出一个作业文件夹：assignment.yaml、带 //solution:begin …
//solution:end 区域的参考答案、给定的代码、用 //grade:points 指令声明的
Go 测试（visible、hidden、after-due）以及 testdata/。格式说明见 sudokit 的
assignments/README.md。`,
	},
	// sudokit assignment release
	"Release writes what students get (a built-in assignment by its id, or an\nassignment folder, see \"sudokit assignment new\"): the student files with\neach //solution:begin … //solution:end region replaced by its stub (or\npanic(\"TODO\")), the given files, the test files with only the visible tests\n(and what they use), testdata/ without testdata/hidden/, go.mod, README.md\nand a notebook for the \"Go (sudokit)\" kernel with the same parts and a\nself-check cell per visible test. Hidden and after-due tests are not\nreleased.": {
		`Release schrijft wat studenten krijgen (uit een ingebouwde opdracht, via haar
id, of uit een opdrachtmap, zie "sudokit assignment new"): de
studentenbestanden waarin elk //solution:begin … //solution:end-gebied
vervangen is door het geraamte (of panic("TODO")), de gegeven bestanden, de
testbestanden met alleen de zichtbare tests (en wat die gebruiken),
testdata/ zonder testdata/hidden/, go.mod, README.md en een notebook voor de
kernel "Go (sudokit)" met dezelfde delen en een zelftestcel per zichtbare
test. Verborgen tests en after-due-tests worden niet uitgegeven.`,
		`Release skriver det elevene får (fra en innebygd oppgave, via id-en, eller
fra en oppgavemappe, se "sudokit assignment new"): elevfilene der hvert
//solution:begin … //solution:end-område er byttet ut med skjelettet (eller
panic("TODO")), de gitte filene, testfilene med bare de synlige testene (og
det de bruker), testdata/ uten testdata/hidden/, go.mod, README.md og en
notatbok for kjernen "Go (sudokit)" med de samme delene og en
selvsjekkcelle per synlig test. Skjulte tester og after-due-tester deles
ikke ut.`,
		`Release zapíše, co dostanou studenti (z vestavěného zadání určeného jeho
id, nebo ze složky se zadáním, viz "sudokit assignment new"): soubory pro
studenty, v nichž je každá oblast //solution:begin … //solution:end
nahrazena kostrou (nebo panic("TODO")), dané soubory, testovací soubory jen
s viditelnými testy (a tím, co používají), testdata/ bez testdata/hidden/,
go.mod, README.md a notebook pro jádro "Go (sudokit)" se stejnými částmi a
s buňkou pro vlastní kontrolu ke každému viditelnému testu. Skryté testy a
testy after-due se nevydávají.`,
		`release 写出发给学生的内容（按 id 指定的内置作业，或作业文件夹，见
"sudokit assignment new"）：学生文件中每个 //solution:begin …
//solution:end 区域换成其框架代码（或 panic("TODO")），给定的文件，只含
可见测试（及其用到的内容）的测试文件，不含 testdata/hidden/ 的 testdata/，
go.mod、README.md，以及一个用于 "Go (sudokit)" 内核的笔记本：包含相同的
部分，并为每个可见测试配一个自检单元格。隐藏测试和 after-due 测试不发布。`,
	},
}

func init() { lang.RegisterTable(helpLong3) }
