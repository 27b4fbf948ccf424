package cli

import "github.com/sudokit/sudokit/sudoku/lang"

// helpLong2 holds more long descriptions of the commands (see help.go).
var helpLong2 = map[string][4]string{ // nl, nb, cs, zh-Hans
	// sudokit generate
	"Generate writes --count puzzles, each with exactly one solution. Puzzle k\n(counting from 0) is made from seed S+k, so the same flags give the same\npuzzles whatever -j is. A progress bar shows on stderr when it is a\nterminal; a summary (levels, clue counts, time per puzzle) ends the run.\n\nLevels (easy, medium, hard, unfair, extreme) are rated by the human-style\nsolver on boards up to 9×9, and from the share of empty cells on larger ones.\n\n--scheme picks the method of one of the programs the course grew from:\ntsinghua (Tsinghua University Sudoku: ten levels, each a fewest-givens and\nmost-empty-per-line limit), hasselt (Hasselt University Sudoku: five levels\nby how many ways the simplest technique finds in), czech (the Czech\nSudokuApp and QQWing: --remove clues taken while the solution stays\nunique) and ohidaoui (the ohidaoui Qt Sudoku: --clues givens left, with no\nuniqueness check). The default, sudokit, rates every puzzle with the\nhuman-style solver.\n\n--bank DIR rebuilds the embedded puzzle bank (sudoku/generate/bank) instead.\n\nExit status: 0 when every puzzle was made, 2 on bad flags, 3 when --timeout\nran out first (the puzzles made before it are written).": {
		`Generate schrijft --count puzzels, elk met precies één oplossing. Puzzel k
(geteld vanaf 0) wordt gemaakt met startwaarde S+k, dus dezelfde opties geven
dezelfde puzzels, wat -j ook is. Een voortgangsbalk staat op stderr als dat
een terminal is; een overzicht (niveaus, aantallen gegevens, tijd per puzzel)
sluit af.

Niveaus (easy, medium, hard, unfair, extreme) worden beoordeeld door de
oplosser die werkt zoals een mens, op borden tot 9×9, en op grotere borden
volgens het aandeel lege cellen.

--scheme kiest de methode van een van de programma's waaruit de cursus
gegroeid is: tsinghua (Tsinghua University Sudoku: tien niveaus, elk een
grens voor het minste aantal gegevens en het meeste aantal lege cellen per
rij), hasselt (Hasselt University Sudoku: vijf niveaus naar het aantal
manieren waarop de eenvoudigste techniek een cijfer vindt), czech (de
Tsjechische SudokuApp en QQWing: --remove gegevens weggenomen terwijl de
oplossing eenduidig blijft) en ohidaoui (de Qt-Sudoku van ohidaoui: --clues
gegevens blijven over, zonder controle op eenduidigheid). De standaard,
sudokit, beoordeelt elke puzzel met de oplosser die werkt zoals een mens.

--bank DIR bouwt in plaats daarvan de ingebouwde puzzelbank opnieuw op
(sudoku/generate/bank).

Afsluitstatus: 0 als elke puzzel gemaakt is, 2 bij foute opties, 3 als
--timeout eerst verstreek (de puzzels die al gemaakt waren, worden geschreven).`,
		`Generate skriver --count oppgaver, hver med nøyaktig én løsning. Oppgave k
(talt fra 0) lages med frøet S+k, så de samme flaggene gir de samme
oppgavene uansett -j. En fremdriftslinje vises på stderr når det er en
terminal; en oversikt (nivåer, antall gitte tall, tid per oppgave) avslutter.

Nivåene (easy, medium, hard, unfair, extreme) vurderes av løseren som løser
slik et menneske gjør, på brett opptil 9×9, og ut fra andelen tomme ruter på
større brett.

--scheme velger metoden til et av programmene kurset vokste ut av: tsinghua
(Tsinghua University Sudoku: ti nivåer, hvert med en grense for færrest gitte
tall og flest tomme ruter per linje), hasselt (Hasselt University Sudoku:
fem nivåer etter hvor mange måter den enkleste teknikken finner et tall på),
czech (den tsjekkiske SudokuApp og QQWing: --remove gitte tall tas bort mens
løsningen forblir entydig) og ohidaoui (ohidaouis Qt-Sudoku: --clues gitte
tall blir igjen, uten sjekk av entydighet). Standarden, sudokit, vurderer
hver oppgave med løseren som løser slik et menneske gjør.

--bank DIR bygger i stedet den innebygde oppgavebanken på nytt
(sudoku/generate/bank).

Avslutningsstatus: 0 når alle oppgavene ble laget, 2 ved feil i flaggene, 3
når --timeout gikk ut først (oppgavene som var laget, blir skrevet).`,
		`Generate zapíše --count úloh, každou s právě jedním řešením. Úloha k
(počítáno od 0) vzniká ze semínka S+k, takže stejné přepínače dají stejné
úlohy bez ohledu na -j. Je-li stderr terminál, ukazuje se na něm ukazatel
průběhu; na konci je přehled (úrovně, počty zadaných čísel, čas na úlohu).

Úrovně (easy, medium, hard, unfair, extreme) hodnotí řešitel, který postupuje
jako člověk, na plochách do 9×9; na větších podle podílu prázdných polí.

--scheme volí metodu jednoho z programů, ze kterých kurz vyrostl: tsinghua
(Tsinghua University Sudoku: deset úrovní, každá s hranicí pro nejmenší počet
zadaných čísel a nejvíc prázdných polí na řádek), hasselt (Hasselt University
Sudoku: pět úrovní podle toho, kolika způsoby najde číslo nejjednodušší
technika), czech (česká SudokuApp a QQWing: --remove zadaných čísel se odebere
tak, aby řešení zůstalo jednoznačné) a ohidaoui (Qt Sudoku od ohidaoui:
zůstane --clues zadaných čísel, bez kontroly jednoznačnosti). Výchozí sudokit
hodnotí každou úlohu řešitelem, který postupuje jako člověk.

--bank DIR místo toho znovu sestaví vestavěnou banku úloh
(sudoku/generate/bank).

Návratový kód: 0, když se vytvořily všechny úlohy, 2 při chybných
přepínačích, 3, když dřív vypršel --timeout (hotové úlohy se zapíšou).`,
		`generate 写出 --count 道题，每道题恰有一个解。第 k 道题（从 0 开始数）由
种子 S+k 生成，所以无论 -j 是多少，相同的选项都生成相同的题目。标准错误
输出是终端时显示进度条；最后输出汇总（等级、给定数个数、每题用时）。

等级（easy、medium、hard、unfair、extreme）在 9×9 及更小的盘面上由模仿
人类解法的求解器评定，更大的盘面按空格所占比例评定。

--scheme 选择课程所源自的某个程序的方法：tsinghua（清华大学数独：十个
等级，每级限定最少给定数和每行最多空格数）、hasselt（哈瑟尔特大学数独：
按最简单技巧能找到数字的方式数分五级）、czech（捷克 SudokuApp 和 QQWing：
在保持唯一解的前提下去掉 --remove 个给定数）和 ohidaoui（ohidaoui 的 Qt
数独：留下 --clues 个给定数，不检查唯一性）。默认的 sudokit 用模仿人类解法
的求解器为每道题评级。

--bank DIR 改为重建内置题库（sudoku/generate/bank）。

退出码：全部生成为 0，选项有误为 2，--timeout 先到为 3（已生成的题目会写出）。`,
	},
	// sudokit grade
	"Grade compiles the student's code with the assignment's tests into one test\nbinary and runs each test alone in its own sandboxed process (time, CPU,\nmemory, process and output limits; an unprivileged user and no network where\nthe system allows). A test counts only when the grader's own harness reports\nit passed, in a line the student's code cannot forge.\n\nID is a built-in assignment (a folder of the course compiled into sudokit),\nDIR an assignment folder a teacher wrote (see \"sudokit assignment new\"); both\nare in the same format.": {
		`Grade compileert de code van de student met de tests van de opdracht tot
één testprogramma en draait elke test alleen in een eigen proces in een
zandbak (limieten op tijd, CPU, geheugen, processen en uitvoer; een
onbevoorrechte gebruiker en geen netwerk waar het systeem dat toelaat). Een
test telt pas mee als de eigen testomgeving van de nakijker meldt dat hij
geslaagd is, in een regel die de code van de student niet kan vervalsen.

ID is een ingebouwde opdracht (een map van de cursus die in sudokit is
meegecompileerd), DIR een opdrachtmap die een docent schreef (zie "sudokit
assignment new"); beide hebben hetzelfde formaat.`,
		`Grade kompilerer elevens kode sammen med oppgavens tester til ett
testprogram og kjører hver test alene i sin egen prosess i en sandkasse
(grenser for tid, CPU, minne, prosesser og utdata; en uprivilegert bruker og
ikke noe nettverk der systemet tillater det). En test teller bare når
retteprogrammets eget testoppsett melder at den besto, i en linje elevens
kode ikke kan forfalske.

ID er en innebygd oppgave (en mappe fra kurset, kompilert inn i sudokit),
DIR en oppgavemappe en lærer har skrevet (se "sudokit assignment new");
begge har samme format.`,
		`Grade přeloží kód studenta s testy zadání do jednoho testovacího programu
a každý test spustí samostatně ve vlastním procesu v izolovaném prostředí
(omezení času, CPU, paměti, procesů a výstupu; neprivilegovaný uživatel a
žádná síť, kde to systém dovolí). Test se započítá, jen když vlastní
testovací obálka opravovače ohlásí, že prošel, a to řádkem, který kód
studenta nemůže podvrhnout.

ID je vestavěné zadání (složka kurzu přeložená do sudokitu), DIR složka se
zadáním, kterou napsal vyučující (viz "sudokit assignment new"); obě mají
stejný formát.`,
		`grade 把学生的代码与作业的测试一起编译成一个测试程序，并把每个测试单独
放在自己的沙箱进程里运行（限制时间、CPU、内存、进程数和输出；系统允许时
使用非特权用户并断网）。只有评分程序自己的测试框架报告测试通过时，它才
计分；这一报告所在的行是学生的代码无法伪造的。

ID 是内置作业（课程中编译进 sudokit 的文件夹），DIR 是教师编写的作业
文件夹（见 "sudokit assignment new"）；两者格式相同。`,
	},
	// sudokit kernel
	"Kernel runs the sudokit Go kernel for Jupyter. Jupyter starts it through the\nkernelspec written by \"sudokit kernel install\", passing the connection file.\n\nSettings (flags, SUDOKIT_KERNEL_* variables or the kernel section of\nsudokit.yaml): the go command, the output limit per cell in bytes (0: 1 MiB,\nnegative: no limit) and an optional cell timeout.": {
		`Kernel draait de Go-kernel van sudokit voor Jupyter. Jupyter start hem via
de kernelspec die "sudokit kernel install" schrijft, en geeft het
verbindingsbestand mee.

Instellingen (opties, SUDOKIT_KERNEL_*-variabelen of de sectie kernel van
sudokit.yaml): de go-opdracht, de uitvoerlimiet per cel in bytes (0: 1 MiB,
negatief: geen limiet) en een eventuele tijdslimiet per cel.`,
		`Kernel kjører sudokits Go-kjerne for Jupyter. Jupyter starter den gjennom
kernelspec-en som "sudokit kernel install" skriver, og sender med
tilkoblingsfilen.

Innstillinger (flagg, SUDOKIT_KERNEL_*-variabler eller kernel-delen av
sudokit.yaml): go-kommandoen, utdatagrensen per celle i byte (0: 1 MiB,
negativ: ingen grense) og en valgfri tidsgrense per celle.`,
		`Kernel spouští jádro Go sudokitu pro Jupyter. Jupyter ho spouští přes
kernelspec, který zapíše "sudokit kernel install", a předá mu soubor spojení.

Nastavení (přepínače, proměnné SUDOKIT_KERNEL_* nebo sekce kernel v
sudokit.yaml): příkaz go, limit výstupu na buňku v bajtech (0: 1 MiB,
záporné: bez omezení) a případný časový limit buňky.`,
		`kernel 运行 sudokit 的 Go 语言 Jupyter 内核。Jupyter 通过
"sudokit kernel install" 写出的 kernelspec 启动它，并传入连接文件。

设置（选项、SUDOKIT_KERNEL_* 环境变量或 sudokit.yaml 的 kernel 部分）：
go 命令、每个单元格的输出上限（字节；0：1 MiB，负数：不限）以及可选的单元格
超时。`,
	},
	// sudokit kernel install
	"Install writes the kernelspec (kernel.json and logos) pointing at this\nsudokit binary and warms the Go build cache so the first cell is fast.\nWithout --user or --prefix it installs to /usr/local/share/jupyter.\nWith --lang (or SUDOKIT_LANG, or lang: in sudokit.yaml) the kernelspec sets\nSUDOKIT_LANG, so the whole class's notebooks speak that language.": {
		`Install schrijft de kernelspec (kernel.json en logo's) die naar dit
sudokit-programma wijst, en warmt de buildcache van Go op zodat de eerste cel
snel is. Zonder --user of --prefix installeert hij in /usr/local/share/jupyter.
Met --lang (of SUDOKIT_LANG, of lang: in sudokit.yaml) zet de kernelspec
SUDOKIT_LANG, zodat alle notebooks van de klas die taal spreken.`,
		`Install skriver kernelspec-en (kernel.json og logoer) som peker på dette
sudokit-programmet, og forvarmer Gos byggehurtigbuffer slik at den første
cellen går raskt. Uten --user eller --prefix installeres den i
/usr/local/share/jupyter. Med --lang (eller SUDOKIT_LANG, eller lang: i
sudokit.yaml) setter kernelspec-en SUDOKIT_LANG, så alle klassens notatbøker
snakker det språket.`,
		`Install zapíše kernelspec (kernel.json a loga) ukazující na tento program
sudokit a předehřeje mezipaměť sestavení Go, aby první buňka běžela rychle.
Bez --user nebo --prefix instaluje do /usr/local/share/jupyter. S --lang
(nebo SUDOKIT_LANG, nebo lang: v sudokit.yaml) nastaví kernelspec
SUDOKIT_LANG, takže všechny notebooky třídy mluví tímto jazykem.`,
		`install 写出指向本 sudokit 程序的 kernelspec（kernel.json 和图标），并预热
Go 编译缓存，让第一个单元格运行得快。没有 --user 或 --prefix 时安装到
/usr/local/share/jupyter。给出 --lang（或 SUDOKIT_LANG，或 sudokit.yaml 中的
lang:）时，kernelspec 会设置 SUDOKIT_LANG，全班的笔记本都使用该语言。`,
	},
	// sudokit notebooks export
	"Export runs every course notebook (or the ones named) from top to bottom on\nthe \"Go (sudokit)\" kernel with \"jupyter nbconvert --execute --to html\" and\nwrites the HTML copies, pictures included, into the output folder.\n\nThe kernel must be installed first (\"sudokit kernel install --user\").\nNotebooks are looked up in --dir, by default the notebooks folder of the\nsudokit source tree this binary was built from (or ./notebooks).": {
		`Export voert elk cursusnotebook (of de genoemde) van boven naar beneden uit
op de kernel "Go (sudokit)" met "jupyter nbconvert --execute --to html" en
schrijft de HTML-kopieën, met afbeeldingen, in de uitvoermap.

De kernel moet eerst geïnstalleerd zijn ("sudokit kernel install --user").
Notebooks worden gezocht in --dir, standaard de map notebooks van de
sudokit-broncode waaruit dit programma gebouwd is (of ./notebooks).`,
		`Export kjører hver kursnotatbok (eller de som er nevnt) fra topp til bunn på
kjernen "Go (sudokit)" med "jupyter nbconvert --execute --to html" og
skriver HTML-kopiene, med bilder, til utdatamappen.

Kjernen må installeres først ("sudokit kernel install --user").
Notatbøkene letes etter i --dir, som standard notebooks-mappen i sudokits
kildetre som dette programmet ble bygd fra (eller ./notebooks).`,
		`Export spustí každý notebook kurzu (nebo ty uvedené) odshora dolů na jádře
"Go (sudokit)" pomocí "jupyter nbconvert --execute --to html" a zapíše
kopie v HTML i s obrázky do výstupní složky.

Jádro musí být nejdřív nainstalované ("sudokit kernel install --user").
Notebooky se hledají v --dir, výchozí je složka notebooks ve zdrojovém
stromu sudokitu, ze kterého byl tento program sestaven (nebo ./notebooks).`,
		`export 用 "jupyter nbconvert --execute --to html" 在 "Go (sudokit)" 内核上
从头到尾运行每个课程笔记本（或指定的笔记本），并把 HTML 副本（含图片）写入
输出文件夹。

必须先安装内核（"sudokit kernel install --user"）。笔记本在 --dir 中查找，
默认是编译本程序的 sudokit 源码树中的 notebooks 文件夹（或 ./notebooks）。`,
	},
	// sudokit render
	"Render draws the puzzle in FILE (standard input for \"-\" or no argument).\n\n  --out board.png      the board (with --candidates: its pencil marks) as PNG,\n                       or as a vector figure for reports: board.svg, board.pdf\n                       (the format follows the extension; --format overrides it)\n  --steps trace.gif    an animated GIF of the human-style solve, one frame per step;\n                       trace.pdf: one vector page per step; steps.png or\n                       steps.svg: every step on one contact sheet\n  --sheet sheet.pdf    an A4 print sheet of every puzzle in FILE (PDF in vectors,\n                       or PNG: sheet.png, sheet-2.png, … one file per page);\n                       --solutions adds the answer key; --title heads every\n                       page, with a Name/Date line; each puzzle is titled with\n                       its number and level; --columns/--rows set the layout\n  --sheet x.pdf --practice \"X-Wing\"\n                       a practice sheet of the technique (or family): the\n                       library's stored examples of it, each with its pencil\n                       marks at the moment it applies (--limit N of them);\n                       with --search, the puzzles of FILE whose solving path\n                       needs it instead\n\nA file name whose extension is not a supported format is refused.\n\nDrawing settings come from flags or the config keys render.theme,\nrender.cell_size, render.scale, render.colors.<name> (\"#rrggbb\").": {
		`Render tekent de puzzel in FILE (standaardinvoer bij "-" of zonder argument).

  --out board.png      het bord (met --candidates: met potloodnotities) als PNG,
                       of als vectorfiguur voor verslagen: board.svg, board.pdf
                       (het formaat volgt de extensie; --format gaat daarvoor)
  --steps trace.gif    een geanimeerde GIF van de oplossing zoals een mens die
                       vindt, één beeld per stap; trace.pdf: één vectorpagina
                       per stap; steps.png of steps.svg: alle stappen op één
                       overzichtsblad
  --sheet sheet.pdf    een A4-printblad met elke puzzel uit FILE (PDF in
                       vectoren, of PNG: sheet.png, sheet-2.png, … één bestand
                       per pagina); --solutions voegt de oplossingen toe;
                       --title staat boven elke pagina, met een regel
                       Naam/Datum; elke puzzel krijgt nummer en niveau;
                       --columns/--rows bepalen de indeling
  --sheet x.pdf --practice "X-Wing"
                       een oefenblad van de techniek (of familie): de
                       opgeslagen voorbeelden van de bibliotheek, elk met de
                       potloodnotities op het moment dat ze toepasbaar is
                       (--limit N ervan); met --search in plaats daarvan de
                       puzzels uit FILE waarvan het oplospad ze nodig heeft

Een bestandsnaam waarvan de extensie geen ondersteund formaat is, wordt
geweigerd.

Tekeninstellingen komen uit opties of uit de configuratiesleutels
render.theme, render.cell_size, render.scale, render.colors.<naam> ("#rrggbb").`,
		`Render tegner oppgaven i FILE (standard inndata ved "-" eller uten argument).

  --out board.png      brettet (med --candidates: med blyantnotater) som PNG,
                       eller som vektorfigur for rapporter: board.svg, board.pdf
                       (formatet følger filendelsen; --format overstyrer den)
  --steps trace.gif    en animert GIF av løsningen slik et menneske finner den,
                       ett bilde per steg; trace.pdf: én vektorside per steg;
                       steps.png eller steps.svg: alle stegene på ett
                       oversiktsark
  --sheet sheet.pdf    et A4-utskriftsark med hver oppgave i FILE (PDF i
                       vektorer, eller PNG: sheet.png, sheet-2.png, … én fil
                       per side); --solutions legger til fasiten; --title står
                       øverst på hver side, med en linje for navn/dato; hver
                       oppgave får nummer og nivå; --columns/--rows styrer
                       oppsettet
  --sheet x.pdf --practice "X-Wing"
                       et øvingsark for teknikken (eller familien):
                       bibliotekets lagrede eksempler på den, hver med
                       blyantnotatene i det øyeblikket den kan brukes
                       (--limit N av dem); med --search i stedet oppgavene
                       i FILE der løsningsveien trenger den

Et filnavn med en filendelse som ikke er et støttet format, avvises.

Tegneinnstillinger kommer fra flagg eller konfigurasjonsnøklene
render.theme, render.cell_size, render.scale, render.colors.<navn> ("#rrggbb").`,
		`Render nakreslí úlohu ze souboru FILE (standardní vstup pro "-" nebo bez
argumentu).

  --out board.png      hrací plocha (s --candidates: s tužkovými poznámkami)
                       jako PNG, nebo jako vektorový obrázek do zpráv:
                       board.svg, board.pdf (formát určí přípona; --format
                       ji přebije)
  --steps trace.gif    animovaný GIF řešení, jak by ho našel člověk, jeden
                       snímek na krok; trace.pdf: jedna vektorová stránka na
                       krok; steps.png nebo steps.svg: všechny kroky na jednom
                       přehledovém archu
  --sheet sheet.pdf    arch A4 k tisku se všemi úlohami z FILE (PDF ve
                       vektorech, nebo PNG: sheet.png, sheet-2.png, … soubor
                       na stránku); --solutions přidá řešení; --title je
                       nahoře na každé stránce, s řádkem Jméno/Datum; každá
                       úloha má číslo a úroveň; --columns/--rows určí
                       rozvržení
  --sheet x.pdf --practice "X-Wing"
                       cvičný arch dané techniky (nebo rodiny): uložené
                       příklady z knihovny, každý s tužkovými poznámkami ve
                       chvíli, kdy ji lze použít (--limit N z nich); s
                       --search místo toho úlohy z FILE, jejichž postup
                       řešení ji potřebuje

Název souboru, jehož přípona není podporovaný formát, se odmítne.

Nastavení kreslení pochází z přepínačů nebo z konfiguračních klíčů
render.theme, render.cell_size, render.scale, render.colors.<název> ("#rrggbb").`,
		`render 画出 FILE 中的题目（参数为 "-" 或没有参数时读标准输入）。

  --out board.png      盘面（配合 --candidates：带候选数笔记）存为 PNG，
                       或存为用于报告的矢量图：board.svg、board.pdf
                       （格式由扩展名决定；--format 可以覆盖）
  --steps trace.gif    模仿人类解法的逐步动画 GIF，每步一帧；trace.pdf：
                       每步一页矢量图；steps.png 或 steps.svg：所有步骤
                       画在一张缩略图总览上
  --sheet sheet.pdf    把 FILE 中每道题排成 A4 打印题单（矢量 PDF，或 PNG：
                       sheet.png、sheet-2.png……每页一个文件）；--solutions
                       附上答案；--title 印在每页顶部，并带一行姓名/日期；
                       每道题标上序号和等级；--columns/--rows 设置版面
  --sheet x.pdf --practice "X-Wing"
                       该技巧（或该类技巧）的练习单：取自库中存好的例子，
                       每个都印出该技巧可用时的候选数笔记（--limit 限定
                       N 个）；加 --search 则改为 FILE 中解题路径需要它的
                       题目

扩展名不是支持格式的文件名会被拒绝。

绘图设置来自选项或配置键 render.theme、render.cell_size、render.scale、
render.colors.<名称>（"#rrggbb"）。`,
	},
}

func init() { lang.RegisterTable(helpLong2) }
