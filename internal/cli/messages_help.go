package cli

import "github.com/sudokit/sudokit/sudoku/lang"

// The words of cobra's usage text and sudokit's command descriptions, keyed
// by their English text (see help.go: tr translates them when help is
// shown). Placeholders such as FILE, DIR and the formats' names stay as the
// command line spells them.
var helpHeadings = map[string][4]string{ // nl, nb, cs, zh-Hans
	"Usage:":              {"Gebruik:", "Bruk:", "Použití:", "用法："},
	"[flags]":             {"[opties]", "[flagg]", "[přepínače]", "[选项]"},
	"[command]":           {"[opdracht]", "[kommando]", "[příkaz]", "[命令]"},
	"Aliases:":            {"Aliassen:", "Aliaser:", "Aliasy:", "别名："},
	"Examples:":           {"Voorbeelden:", "Eksempler:", "Příklady:", "示例："},
	"Available Commands:": {"Opdrachten:", "Kommandoer:", "Příkazy:", "可用命令："},
	"Flags:":              {"Opties:", "Flagg:", "Přepínače:", "选项："},
	"Global Flags:":       {"Algemene opties:", "Felles flagg:", "Společné přepínače:", "全局选项："},
	"(default ":           {"(standaard ", "(standard ", "(výchozí ", "(默认 "},
	"help for %s":         {"hulp bij %s", "hjelp for %s", "nápověda k %s", "%s 的帮助"},
	"Use \"%s [command] --help\" for more information about a command.": {
		"Gebruik \"%s [opdracht] --help\" voor meer informatie over een opdracht.",
		"Bruk \"%s [kommando] --help\" for mer informasjon om en kommando.",
		"Více o příkazu řekne \"%s [příkaz] --help\".",
		"使用 \"%s [命令] --help\" 查看命令的详细说明。"},
}

// helpShort holds the one-line descriptions of the commands and the usages
// of their flags.
var helpShort = map[string][4]string{ // nl, nb, cs, zh-Hans
	// root
	"Sudoku for teaching: solve, explain, rate, generate, draw, grade — and a Go Jupyter kernel": {
		"Sudoku voor het onderwijs: oplossen, uitleggen, beoordelen, genereren, tekenen, nakijken — en een Go-kernel voor Jupyter",
		"Sudoku for undervisning: løse, forklare, vurdere, lage, tegne, rette — og en Go-kjerne for Jupyter",
		"Sudoku pro výuku: řešit, vysvětlovat, hodnotit, vytvářet, kreslit, opravovat — a jádro Go pro Jupyter",
		"用于教学的数独：求解、讲解、评级、生成、绘制、批改——以及一个 Go 语言的 Jupyter 内核"},
	"config file (default: ./sudokit.yaml, then $XDG_CONFIG_HOME/sudokit/sudokit.yaml)": {
		"configuratiebestand (standaard: ./sudokit.yaml, daarna $XDG_CONFIG_HOME/sudokit/sudokit.yaml)",
		"konfigurasjonsfil (standard: ./sudokit.yaml, deretter $XDG_CONFIG_HOME/sudokit/sudokit.yaml)",
		"konfigurační soubor (výchozí: ./sudokit.yaml, potom $XDG_CONFIG_HOME/sudokit/sudokit.yaml)",
		"配置文件（默认：./sudokit.yaml，其次 $XDG_CONFIG_HOME/sudokit/sudokit.yaml）"},
	"language of explanations, hints and messages: en, nl, nb, cs or zh-Hans (default: $SUDOKIT_LANG, lang: in sudokit.yaml, then $LC_ALL, $LC_MESSAGES, $LANG)": {
		"taal van uitleg, hints en meldingen: en, nl, nb, cs of zh-Hans (standaard: $SUDOKIT_LANG, lang: in sudokit.yaml, daarna $LC_ALL, $LC_MESSAGES, $LANG)",
		"språk for forklaringer, hint og meldinger: en, nl, nb, cs eller zh-Hans (standard: $SUDOKIT_LANG, lang: i sudokit.yaml, deretter $LC_ALL, $LC_MESSAGES, $LANG)",
		"jazyk vysvětlení, nápověd a hlášení: en, nl, nb, cs nebo zh-Hans (výchozí: $SUDOKIT_LANG, lang: v sudokit.yaml, potom $LC_ALL, $LC_MESSAGES, $LANG)",
		"讲解、提示和消息的语言：en、nl、nb、cs 或 zh-Hans（默认：$SUDOKIT_LANG、sudokit.yaml 中的 lang:，其次 $LC_ALL、$LC_MESSAGES、$LANG）"},
	"read at most this much of a puzzle file or stdin (\"64MB\", \"1GB\"; units of 1024)": {
		"lees hoogstens zoveel van een puzzelbestand of stdin (\"64MB\", \"1GB\"; eenheden van 1024)",
		"les høyst så mye av en oppgavefil eller stdin (\"64MB\", \"1GB\"; enheter på 1024)",
		"přečíst nejvýše tolik ze souboru s úlohami nebo ze stdin (\"64MB\", \"1GB\"; jednotky po 1024)",
		"从题目文件或标准输入最多读取这么多（\"64MB\"、\"1GB\"；以 1024 为单位）"},

	// assignment
	"Write, check and release assignments, list the built-in ones, build a Gradescope autograder": {
		"Opdrachten schrijven, controleren en uitgeven, de ingebouwde opsommen, een Gradescope-autograder bouwen",
		"Skrive, sjekke og dele ut oppgaver, liste de innebygde, bygge en Gradescope-autoretter",
		"Psát, kontrolovat a vydávat zadání, vypsat vestavěná, sestavit automatické hodnocení pro Gradescope",
		"编写、检查和发布作业，列出内置作业，构建 Gradescope 自动评分包"},
	"Check an assignment (a folder, or a built-in one): the reference scores full marks, the release less, every test can fail, nothing hidden leaks": {
		"Een opdracht controleren (een map of een ingebouwde): de referentie haalt alle punten, de uitgave minder, elke test kan falen, niets verborgens lekt uit",
		"Sjekke en oppgave (en mappe eller en innebygd): fasiten får full pott, utdelingen mindre, hver test kan feile, ingenting skjult lekker ut",
		"Zkontrolovat zadání (složku nebo vestavěné): vzorové řešení dostane plný počet bodů, vydaná verze méně, každý test může selhat, nic skrytého neunikne",
		"检查作业（文件夹或内置作业）：参考答案得满分，发布版得分较低，每个测试都可能失败，隐藏内容不会泄露"},
	"Join the gradebooks of several assignments into one class gradebook (CSV and an HTML page)": {
		"De cijferlijsten van meerdere opdrachten samenvoegen tot één klassenlijst (CSV en een HTML-pagina)",
		"Slå sammen karakterlistene for flere oppgaver til én klasseliste (CSV og en HTML-side)",
		"Spojit hodnocení několika zadání do jednoho přehledu třídy (CSV a stránka HTML)",
		"把几份作业的成绩表合并成一份班级成绩表（CSV 和一个 HTML 页面）"},
	"write the class gradebook as CSV here":          {"schrijf de klassenlijst hierheen als CSV", "skriv klasselisten hit som CSV", "zapsat přehled třídy sem jako CSV", "把班级成绩表以 CSV 写到这里"},
	"write the class gradebook as an HTML page here": {"schrijf de klassenlijst hierheen als HTML-pagina", "skriv klasselisten hit som HTML-side", "zapsat přehled třídy sem jako stránku HTML", "把班级成绩表以 HTML 页面写到这里"},
	"Build a Gradescope autograder zip (setup.sh, run_autograder, a linux/amd64 sudokit)": {
		"Een Gradescope-autograderzip bouwen (setup.sh, run_autograder, een sudokit voor linux/amd64)",
		"Bygge en Gradescope-autoretter-zip (setup.sh, run_autograder, en sudokit for linux/amd64)",
		"Sestavit zip s automatickým hodnocením pro Gradescope (setup.sh, run_autograder, sudokit pro linux/amd64)",
		"构建 Gradescope 自动评分 zip 包（setup.sh、run_autograder、一个 linux/amd64 版 sudokit）"},
	"a prebuilt linux/amd64 sudokit to put in the zip (default: build one)": {
		"een kant-en-klare sudokit voor linux/amd64 voor in de zip (standaard: er een bouwen)",
		"en ferdigbygd sudokit for linux/amd64 å legge i zip-filen (standard: bygg en)",
		"předem sestavený sudokit pro linux/amd64, který se vloží do zipu (výchozí: sestavit nový)",
		"放入 zip 包的预编译 linux/amd64 版 sudokit（默认：现场编译一个）"},
	"the zip to write": {"de zip die geschreven wordt", "zip-filen som skal skrives", "zip, který se zapíše", "要写出的 zip 文件"},
	"the sudokit module to build (default: found above the working directory)": {
		"de sudokit-module die gebouwd wordt (standaard: gevonden boven de werkmap)",
		"sudokit-modulen som skal bygges (standard: funnet over arbeidsmappen)",
		"modul sudokit k sestavení (výchozí: nalezený nad pracovní složkou)",
		"要编译的 sudokit 模块（默认：在工作目录的上层查找）"},
	"List the assignments: id, points, tests, title": {
		"De opdrachten opsommen: id, punten, tests, titel", "Liste oppgavene: id, poeng, tester, tittel", "Vypsat zadání: id, body, testy, název", "列出作业：编号、分数、测试、标题"},
	"Write a working example assignment to start from (check it with \"assignment check DIR\")": {
		"Een werkende voorbeeldopdracht schrijven om mee te beginnen (controleer met \"assignment check DIR\")",
		"Skrive en fungerende eksempeloppgave å begynne med (sjekk den med \"assignment check DIR\")",
		"Napsat funkční ukázkové zadání, od kterého se dá začít (zkontrolujte je příkazem \"assignment check DIR\")",
		"写出一个可用的示例作业作为起点（用 \"assignment check DIR\" 检查）"},
	"Write the student version: stubbed files, given files, visible tests, notebook, README and data": {
		"De studentenversie schrijven: bestanden met geraamtes, gegeven bestanden, zichtbare tests, notebook, README en gegevens",
		"Skrive elevversjonen: filer med skjeletter, gitte filer, synlige tester, notatbok, README og data",
		"Napsat verzi pro studenty: soubory s kostrami, dané soubory, viditelné testy, notebook, README a data",
		"写出学生版本：换成框架代码的文件、给定的文件、可见测试、笔记本、README 和数据"},
	"folder to write the release into": {"map waarin de uitgave geschreven wordt", "mappen utdelingen skrives til", "složka, do které se vydání zapíše", "发布版写入的文件夹"},

	// cobra's completion and help commands
	"Generate the autocompletion script for the specified shell": {
		"Het script voor automatisch aanvullen genereren voor de gegeven shell", "Lage skriptet for autofullføring for det gitte skallet", "Vytvořit skript automatického doplňování pro zadaný shell", "为指定的 shell 生成自动补全脚本"},
	"Generate the autocompletion script for bash": {
		"Het script voor automatisch aanvullen genereren voor bash", "Lage skriptet for autofullføring for bash", "Vytvořit skript automatického doplňování pro bash", "为 bash 生成自动补全脚本"},
	"Generate the autocompletion script for fish": {
		"Het script voor automatisch aanvullen genereren voor fish", "Lage skriptet for autofullføring for fish", "Vytvořit skript automatického doplňování pro fish", "为 fish 生成自动补全脚本"},
	"Generate the autocompletion script for powershell": {
		"Het script voor automatisch aanvullen genereren voor powershell", "Lage skriptet for autofullføring for powershell", "Vytvořit skript automatického doplňování pro powershell", "为 powershell 生成自动补全脚本"},
	"Generate the autocompletion script for zsh": {
		"Het script voor automatisch aanvullen genereren voor zsh", "Lage skriptet for autofullføring for zsh", "Vytvořit skript automatického doplňování pro zsh", "为 zsh 生成自动补全脚本"},
	"disable completion descriptions": {"beschrijvingen bij het aanvullen uitzetten", "slå av beskrivelser ved fullføring", "vypnout popisy při doplňování", "关闭补全说明"},
	"Help about any command":          {"Hulp bij elke opdracht", "Hjelp om alle kommandoer", "Nápověda ke kterémukoli příkazu", "任意命令的帮助"},

	// generate
	"Generate unique puzzles of a chosen size, symmetry and difficulty": {
		"Puzzels met één oplossing genereren, van gekozen grootte, symmetrie en moeilijkheid",
		"Lage oppgaver med én løsning, av valgt størrelse, symmetri og vanskelighetsgrad",
		"Vytvářet úlohy s jediným řešením zvolené velikosti, symetrie a obtížnosti",
		"生成唯一解的题目，可选大小、对称和难度"},
	"rebuild the embedded puzzle bank into this directory": {
		"de ingebouwde puzzelbank opnieuw opbouwen in deze map", "bygge den innebygde oppgavebanken på nytt i denne mappen", "znovu sestavit vestavěnou banku úloh do této složky", "在此目录重建内置题库"},
	"box shape RxC (default: square boxes, or the most square shape for N)": {
		"blokvorm RxC (standaard: vierkante blokken, of de meest vierkante vorm voor N)",
		"boksform RxC (standard: kvadratiske bokser, eller den mest kvadratiske formen for N)",
		"tvar čtverce RxC (výchozí: čtvercové, nebo nejčtvercovější tvar pro N)",
		"宫的形状 RxC（默认：正方形宫，或最接近正方形的形状）"},
	"with --scheme ohidaoui: givens left (uniqueness is not checked: that is the lesson)": {
		"met --scheme ohidaoui: aantal overgebleven gegevens (eenduidigheid wordt niet gecontroleerd: dat is de les)",
		"med --scheme ohidaoui: antall gitte tall igjen (entydighet sjekkes ikke: det er poenget med timen)",
		"s --scheme ohidaoui: počet ponechaných zadaných čísel (jednoznačnost se nekontroluje: o tom je lekce)",
		"配合 --scheme ohidaoui：保留的给定数个数（不检查唯一性：这正是本课的内容）"},
	"how many puzzles": {"hoeveel puzzels", "hvor mange oppgaver", "kolik úloh", "题目数量"},
	"output format: line|inf1010|grid|csv|index|pretty": {
		"uitvoerformaat: line|inf1010|grid|csv|index|pretty", "utdataformat: line|inf1010|grid|csv|index|pretty", "výstupní formát: line|inf1010|grid|csv|index|pretty", "输出格式：line|inf1010|grid|csv|index|pretty"},
	"puzzles generated in parallel": {"puzzels die tegelijk gegenereerd worden", "oppgaver som lages samtidig", "úlohy vytvářené souběžně", "并行生成的题目数"},
	"difficulty: easy|medium|hard|unfair|extreme (default: any); with --scheme tsinghua 1–10, hasselt 1–5": {
		"moeilijkheid: easy|medium|hard|unfair|extreme (standaard: elke); met --scheme tsinghua 1–10, hasselt 1–5",
		"vanskelighetsgrad: easy|medium|hard|unfair|extreme (standard: hvilken som helst); med --scheme tsinghua 1–10, hasselt 1–5",
		"obtížnost: easy|medium|hard|unfair|extreme (výchozí: jakákoli); s --scheme tsinghua 1–10, hasselt 1–5",
		"难度：easy|medium|hard|unfair|extreme（默认：任意）；配合 --scheme tsinghua 为 1–10，hasselt 为 1–5"},
	"at most this many givens":  {"hoogstens zoveel gegevens", "høyst så mange gitte tall", "nejvýše tolik zadaných čísel", "给定数最多这么多"},
	"at least this many givens": {"minstens zoveel gegevens", "minst så mange gitte tall", "nejméně tolik zadaných čísel", "给定数至少这么多"},
	"no clue can be removed without losing uniqueness": {
		"geen gegeven kan weg zonder de eenduidigheid te verliezen", "ingen gitt tall kan fjernes uten at entydigheten går tapt", "žádné zadané číslo nelze odebrat, aniž by se ztratila jednoznačnost", "去掉任何一个给定数都会失去唯一解"},
	"write the puzzles to this file (default: stdout)": {
		"schrijf de puzzels naar dit bestand (standaard: stdout)", "skriv oppgavene til denne filen (standard: stdout)", "zapsat úlohy do tohoto souboru (výchozí: stdout)", "把题目写入此文件（默认：标准输出）"},
	"with --scheme czech: clues taken away while the solution stays unique (0: as many as possible)": {
		"met --scheme czech: gegevens die weggenomen worden terwijl de oplossing eenduidig blijft (0: zoveel mogelijk)",
		"med --scheme czech: gitte tall som tas bort mens løsningen forblir entydig (0: så mange som mulig)",
		"s --scheme czech: zadaná čísla odebraná tak, aby řešení zůstalo jednoznačné (0: co nejvíc)",
		"配合 --scheme czech：在保持唯一解的前提下去掉的给定数（0：尽可能多）"},
	"generator: sudokit (rated levels) or one of the course's sources: tsinghua (10 levels), hasselt (5 levels), czech (--remove), ohidaoui (--clues)": {
		"generator: sudokit (beoordeelde niveaus) of een van de bronnen van de cursus: tsinghua (10 niveaus), hasselt (5 niveaus), czech (--remove), ohidaoui (--clues)",
		"generator: sudokit (vurderte nivåer) eller en av kursets kilder: tsinghua (10 nivåer), hasselt (5 nivåer), czech (--remove), ohidaoui (--clues)",
		"generátor: sudokit (hodnocené úrovně) nebo jeden ze zdrojů kurzu: tsinghua (10 úrovní), hasselt (5 úrovní), czech (--remove), ohidaoui (--clues)",
		"生成器：sudokit（评级难度）或课程的来源之一：tsinghua（10 级）、hasselt（5 级）、czech（--remove）、ohidaoui（--clues）"},
	"highest Sudoku Explainer rating (9×9 and smaller)": {
		"hoogste Sudoku Explainer-waardering (9×9 en kleiner)", "høyeste Sudoku Explainer-vurdering (9×9 og mindre)", "nejvyšší hodnocení Sudoku Explainer (9×9 a menší)", "Sudoku Explainer 评分上限（9×9 及更小）"},
	"lowest Sudoku Explainer rating (9×9 and smaller)": {
		"laagste Sudoku Explainer-waardering (9×9 en kleiner)", "laveste Sudoku Explainer-vurdering (9×9 og mindre)", "nejnižší hodnocení Sudoku Explainer (9×9 a menší)", "Sudoku Explainer 评分下限（9×9 及更小）"},
	"seed: the same flags and seed give the same puzzles": {
		"startwaarde: dezelfde opties en startwaarde geven dezelfde puzzels", "frø: samme flagg og frø gir samme oppgaver", "semínko: stejné přepínače a semínko dají stejné úlohy", "随机种子：相同的选项和种子生成相同的题目"},
	"board side N": {"zijde N van het bord", "brettets side N", "strana hrací plochy N", "盘面边长 N"},
	"clue symmetry: none|rotate180|rotate90|mirror|flip|diagonal": {
		"symmetrie van de gegevens: none|rotate180|rotate90|mirror|flip|diagonal", "symmetri for de gitte tallene: none|rotate180|rotate90|mirror|flip|diagonal", "symetrie zadání: none|rotate180|rotate90|mirror|flip|diagonal", "给定数的对称：none|rotate180|rotate90|mirror|flip|diagonal"},
	"give up after this long (0: no limit); exit status 3 when it runs out": {
		"opgeven na zo lang (0: geen limiet); afsluitstatus 3 als de tijd op is", "gi opp etter så lang tid (0: ingen grense); avslutningsstatus 3 når tiden er ute", "vzdát to po takové době (0: bez omezení); návratový kód 3, když čas vyprší", "超过这么长时间就放弃（0：不限）；超时退出码为 3"},

	// grade
	"Grade a submission (.go file, folder or notebook) in a sandbox, or a folder of them with --batch": {
		"Een inzending (.go-bestand, map of notebook) nakijken in een zandbak, of een map vol met --batch",
		"Rette en innlevering (.go-fil, mappe eller notatbok) i en sandkasse, eller en mappe med dem med --batch",
		"Opravit odevzdané řešení (soubor .go, složku nebo notebook) v izolovaném prostředí, nebo celou složku s --batch",
		"在沙箱中批改一份提交（.go 文件、文件夹或笔记本），或用 --batch 批改整个文件夹"},
	"show after_due_date tests in the feedback": {
		"toon after_due_date-tests in de feedback", "vis after_due_date-tester i tilbakemeldingen", "ukázat ve zpětné vazbě testy after_due_date", "在反馈中显示 after_due_date 测试"},
	"grade every submission in this folder": {"kijk elke inzending in deze map na", "rett hver innlevering i denne mappen", "opravit všechna řešení v této složce", "批改此文件夹中的每份提交"},
	"write feedback.md and board pictures of wrong answers into this folder (with --batch: one sub-folder per student)": {
		"schrijf feedback.md en bordafbeeldingen van foute antwoorden in deze map (met --batch: één submap per student)",
		"skriv feedback.md og brettbilder av gale svar i denne mappen (med --batch: én undermappe per student)",
		"zapsat feedback.md a obrázky hrací plochy u chybných odpovědí do této složky (s --batch: jedna podsložka na studenta)",
		"把 feedback.md 和错误答案的盘面图片写入此文件夹（配合 --batch：每个学生一个子文件夹）"},
	"with --batch: write a CSV with one row per student, one column per test": {
		"met --batch: schrijf een CSV met één rij per student en één kolom per test", "med --batch: skriv en CSV med én rad per student og én kolonne per test", "s --batch: zapsat CSV s jedním řádkem na studenta a jedním sloupcem na test", "配合 --batch：写出 CSV，每个学生一行，每个测试一列"},
	"grade hidden tests even without a private filesystem (not root, or no namespaces): the code could read the solution": {
		"kijk verborgen tests ook na zonder eigen bestandssysteem (geen root, of geen namespaces): de code zou de oplossing kunnen lezen",
		"rett skjulte tester også uten eget filsystem (ikke root, eller ingen navnerom): koden kan lese fasiten",
		"opravovat skryté testy i bez vlastního souborového systému (ne root nebo bez jmenných prostorů): kód by mohl číst řešení",
		"即使没有私有文件系统（非 root 或没有命名空间）也批改隐藏测试：代码可能读到答案"},
	"show every test in the feedback, hidden ones included": {
		"toon elke test in de feedback, ook de verborgen", "vis hver test i tilbakemeldingen, også de skjulte", "ukázat ve zpětné vazbě všechny testy včetně skrytých", "在反馈中显示所有测试，包括隐藏的"},
	"submissions graded at once in --batch": {"inzendingen die tegelijk nagekeken worden met --batch", "innleveringer som rettes samtidig med --batch", "řešení opravovaná souběžně s --batch", "--batch 时同时批改的提交数"},
	"write Gradescope results.json here":    {"schrijf Gradescopes results.json hierheen", "skriv Gradescopes results.json hit", "zapsat sem results.json pro Gradescope", "把 Gradescope 的 results.json 写到这里"},

	// hint
	"Show the next move, revealed a little at a time": {
		"De volgende zet tonen, beetje bij beetje onthuld", "Vise neste trekk, avslørt litt om gangen", "Ukázat další tah, odhalovaný postupně", "显示下一步，一点一点地揭示"},
	"input format for boards: auto|inf1010|line|grid|csv|index": {
		"invoerformaat voor borden: auto|inf1010|line|grid|csv|index", "inndataformat for brett: auto|inf1010|line|grid|csv|index", "vstupní formát hracích ploch: auto|inf1010|line|grid|csv|index", "盘面的输入格式：auto|inf1010|line|grid|csv|index"},
	"write the hint as JSON (text, step, wrong cells)": {
		"schrijf de hint als JSON (tekst, stap, foute cellen)", "skriv hintet som JSON (tekst, steg, gale ruter)", "zapsat nápovědu jako JSON (text, krok, chybná pole)", "以 JSON 写出提示（文字、步骤、错误的格）"},
	"how much to reveal: 1, 2 or 3": {"hoeveel er onthuld wordt: 1, 2 of 3", "hvor mye som avsløres: 1, 2 eller 3", "kolik prozradit: 1, 2 nebo 3", "揭示多少：1、2 或 3"},

	// hub
	"Run the course for a whole class on one server (JupyterHub)": {
		"De cursus voor een hele klas op één server draaien (JupyterHub)", "Kjøre kurset for en hel klasse på én server (JupyterHub)", "Provozovat kurz pro celou třídu na jednom serveru (JupyterHub)", "在一台服务器上为全班运行课程（JupyterHub）"},
	"folder the hub is installed in": {"map waarin de hub geïnstalleerd is", "mappen huben er installert i", "složka, do které je hub nainstalován", "hub 的安装文件夹"},
	"Create a system account for every student of a class list": {
		"Een systeemaccount aanmaken voor elke student van een klassenlijst", "Opprette en systemkonto for hver elev på en klasseliste", "Vytvořit systémový účet pro každého studenta ze seznamu třídy", "为班级名单上的每个学生创建系统账户"},
	"login group the students join": {"aanmeldgroep waar de studenten bij komen", "innloggingsgruppen elevene blir med i", "přihlašovací skupina, do které studenti patří", "学生加入的登录组"},
	"write generated passwords to this CSV (mode 0600) instead of standard output": {
		"schrijf gegenereerde wachtwoorden naar deze CSV (modus 0600) in plaats van naar standaarduitvoer",
		"skriv genererte passord til denne CSV-filen (modus 0600) i stedet for standard utdata",
		"zapsat vytvořená hesla do tohoto CSV (režim 0600) místo na standardní výstup",
		"把生成的密码写入此 CSV（权限 0600），而不是标准输出"},
	"End every process left in a student's cgroup (run by the hub after stopping a server)": {
		"Elk proces beëindigen dat in de cgroup van een student achterbleef (door de hub gestart na het stoppen van een server)",
		"Avslutte hver prosess som er igjen i en elevs cgroup (kjøres av huben etter at en server stopper)",
		"Ukončit všechny procesy, které zůstaly v cgroup studenta (spouští hub po zastavení serveru)",
		"结束学生 cgroup 中剩下的所有进程（由 hub 在停止服务器后运行）"},
	"Put a process into a student's cgroup (run by the hub after starting a server)": {
		"Een proces in de cgroup van een student plaatsen (door de hub gestart na het starten van een server)",
		"Legge en prosess i en elevs cgroup (kjøres av huben etter at en server starter)",
		"Přesunout proces do cgroup studenta (spouští hub po spuštění serveru)",
		"把一个进程放进学生的 cgroup（由 hub 在启动服务器后运行）"},
	"CPU cores (0: no limit)":             {"CPU-kernen (0: geen limiet)", "CPU-kjerner (0: ingen grense)", "jádra CPU (0: bez omezení)", "CPU 核数（0：不限）"},
	"memory (0: no limit)":                {"geheugen (0: geen limiet)", "minne (0: ingen grense)", "paměť (0: bez omezení)", "内存（0：不限）"},
	"processes and threads (0: no limit)": {"processen en threads (0: geen limiet)", "prosesser og tråder (0: ingen grense)", "procesy a vlákna (0: bez omezení)", "进程和线程（0：不限）"},
	"Measure the hub with N students running a notebook at the same time": {
		"De hub meten terwijl N studenten tegelijk een notebook draaien", "Måle huben med N elever som kjører en notatbok samtidig", "Změřit hub, když N studentů současně spouští notebook", "测量 N 个学生同时运行笔记本时的 hub"},
	"class list with passwords (username,password)": {"klassenlijst met wachtwoorden (username,password)", "klasseliste med passord (username,password)", "seznam třídy s hesly (username,password)", "带密码的班级名单（username,password）"},
	"notebook whose code cells each student runs (default: the hub's 01-board-basics)": {
		"notebook waarvan elke student de codecellen draait (standaard: 01-board-basics van de hub)",
		"notatbok der hver elev kjører kodecellene (standard: hubens 01-board-basics)",
		"notebook, jehož buňky s kódem spustí každý student (výchozí: 01-board-basics z hubu)",
		"每个学生运行其代码单元格的笔记本（默认：hub 的 01-board-basics）"},
	"numbers of students, one run each": {"aantallen studenten, elk één run", "antall elever, én kjøring hver", "počty studentů, pro každý jeden běh", "学生人数，每个人数运行一次"},
	"pause between a student's cells":   {"pauze tussen de cellen van een student", "pause mellom en elevs celler", "pauza mezi buňkami jednoho studenta", "学生两个单元格之间的停顿"},
	"longest time one run may take":     {"langste tijd die één run mag duren", "lengste tid én kjøring kan ta", "nejdelší doba jednoho běhu", "一次运行的最长时间"},
	"the hub (this machine only)":       {"de hub (alleen deze machine)", "huben (bare denne maskinen)", "hub (jen tento počítač)", "hub（仅限本机）"},
	"Get a student's home ready (run by the hub before each server starts)": {
		"De thuismap van een student klaarzetten (door de hub gestart voordat elke server start)",
		"Gjøre en elevs hjemmemappe klar (kjøres av huben før hver server starter)",
		"Připravit domovskou složku studenta (spouští hub před startem každého serveru)",
		"准备好学生的主目录（由 hub 在每个服务器启动前运行）"},
	"folder in the home that receives the notebooks": {"map in de thuismap die de notebooks krijgt", "mappe i hjemmemappen som får notatbøkene", "složka v domovské složce, do které přijdou notebooky", "主目录中接收笔记本的文件夹"},
	"Run the hub installed by setup (in the foreground)": {
		"De door setup geïnstalleerde hub draaien (op de voorgrond)", "Kjøre huben som setup installerte (i forgrunnen)", "Spustit hub nainstalovaný příkazem setup (v popředí)", "运行 setup 安装的 hub（在前台）"},
	"Install the course server: kernel, notebooks, warmed cache, jupyterhub_config.py": {
		"De cursusserver installeren: kernel, notebooks, opgewarmde cache, jupyterhub_config.py",
		"Installere kursserveren: kjerne, notatbøker, forvarmet hurtigbuffer, jupyterhub_config.py",
		"Nainstalovat server kurzu: jádro, notebooky, předehřátou mezipaměť, jupyterhub_config.py",
		"安装课程服务器：内核、笔记本、预热的缓存、jupyterhub_config.py"},
	"admin user (repeat or comma-separate)":           {"beheerder (herhaal of scheid met komma's)", "administrator (gjenta eller skill med komma)", "správce (opakujte nebo oddělte čárkami)", "管理员用户（可重复或用逗号分隔）"},
	"folder in each home that receives the notebooks": {"map in elke thuismap die de notebooks krijgt", "mappe i hver hjemmemappe som får notatbøkene", "složka v každé domovské složce, do které přijdou notebooky", "每个主目录中接收笔记本的文件夹"},
	"CPU cores per student (0: no limit)":             {"CPU-kernen per student (0: geen limiet)", "CPU-kjerner per elev (0: ingen grense)", "jádra CPU na studenta (0: bez omezení)", "每个学生的 CPU 核数（0：不限）"},
	"stop servers idle this long (0: never)":          {"stop servers die zo lang niets doen (0: nooit)", "stopp servere som har vært uvirksomme så lenge (0: aldri)", "zastavit servery nečinné takovou dobu (0: nikdy)", "空闲这么久就停止服务器（0：从不）"},
	"go command (its folder goes on the students' PATH)": {
		"go-opdracht (de map ervan komt in het PATH van de studenten)", "go-kommando (mappen legges i elevenes PATH)", "příkaz go (jeho složka přijde do PATH studentů)", "go 命令（其所在文件夹加入学生的 PATH）"},
	"group whose members may log in":            {"groep waarvan de leden mogen aanmelden", "gruppe der medlemmene kan logge inn", "skupina, jejíž členové se smějí přihlásit", "其成员可以登录的组"},
	"the hub's internal port (localhost)":       {"interne poort van de hub (localhost)", "hubens interne port (localhost)", "vnitřní port hubu (localhost)", "hub 的内部端口（localhost）"},
	"address the hub listens on (default: all)": {"adres waarop de hub luistert (standaard: alle)", "adressen huben lytter på (standard: alle)", "adresa, na které hub naslouchá (výchozí: všechny)", "hub 监听的地址（默认：全部）"},
	"memory per student (K, M, G suffixes; 0: no limit)": {
		"geheugen per student (achtervoegsels K, M, G; 0: geen limiet)", "minne per elev (endelser K, M, G; 0: ingen grense)", "paměť na studenta (přípony K, M, G; 0: bez omezení)", "每个学生的内存（后缀 K、M、G；0：不限）"},
	"do not warm the build cache": {"de buildcache niet opwarmen", "ikke forvarm byggehurtigbufferen", "nepředehřívat mezipaměť sestavení", "不预热编译缓存"},
	"course notebooks to give students (default: the source tree's notebooks folder)": {
		"cursusnotebooks voor de studenten (standaard: de map notebooks van de broncode)", "kursnotatbøker elevene får (standard: kildetreets notebooks-mappe)", "notebooky kurzu pro studenty (výchozí: složka notebooks ve zdrojovém stromu)", "发给学生的课程笔记本（默认：源码树中的 notebooks 文件夹）"},
	"processes and threads per student (0: no limit)": {"processen en threads per student (0: geen limiet)", "prosesser og tråder per elev (0: ingen grense)", "procesy a vlákna na studenta (0: bez omezení)", "每个学生的进程和线程数（0：不限）"},
	"port browsers connect to":                        {"poort waarmee browsers verbinden", "porten nettlesere kobler til", "port, ke kterému se připojují prohlížeče", "浏览器连接的端口"},
	"the proxy's API port (localhost)":                {"API-poort van de proxy (localhost)", "proxyens API-port (localhost)", "port API proxy (localhost)", "代理的 API 端口（localhost）"},
	"sudokit source tree to install (default: the tree this binary was built from, or $SUDOKIT_ROOT)": {
		"te installeren sudokit-broncode (standaard: de broncode waaruit dit programma gebouwd is, of $SUDOKIT_ROOT)",
		"sudokit-kildetre som skal installeres (standard: treet dette programmet ble bygd fra, eller $SUDOKIT_ROOT)",
		"zdrojový strom sudokit k instalaci (výchozí: strom, ze kterého byl tento program sestaven, nebo $SUDOKIT_ROOT)",
		"要安装的 sudokit 源码树（默认：编译本程序的源码树，或 $SUDOKIT_ROOT）"},
	"how long a student's server may take to start": {"hoe lang het starten van de server van een student mag duren", "hvor lang tid en elevs server kan bruke på å starte", "jak dlouho smí trvat start serveru studenta", "学生服务器启动的最长时间"},
	"Show each student's cgroup: memory now and at peak, CPU time, processes": {
		"De cgroup van elke student tonen: geheugen nu en op het hoogtepunt, CPU-tijd, processen", "Vise hver elevs cgroup: minne nå og på topp, CPU-tid, prosesser", "Ukázat cgroup každého studenta: paměť teď a ve špičce, čas CPU, procesy", "显示每个学生的 cgroup：当前和峰值内存、CPU 时间、进程"},

	// kernel
	"Run the Go Jupyter kernel (started by Jupyter), or install it": {
		"De Go-kernel voor Jupyter draaien (gestart door Jupyter), of hem installeren", "Kjøre Go-kjernen for Jupyter (startes av Jupyter), eller installere den", "Spustit jádro Go pro Jupyter (spouští ho Jupyter), nebo ho nainstalovat", "运行 Go 语言的 Jupyter 内核（由 Jupyter 启动），或安装它"},
	"Jupyter connection file":          {"verbindingsbestand van Jupyter", "Jupyters tilkoblingsfil", "soubor spojení od Jupyteru", "Jupyter 连接文件"},
	"go command used to compile cells": {"go-opdracht waarmee cellen gecompileerd worden", "go-kommando som kompilerer cellene", "příkaz go, kterým se překládají buňky", "用来编译单元格的 go 命令"},
	"bytes of output per cell before truncation (0: 1 MiB, negative: no limit)": {
		"bytes uitvoer per cel voordat afgekapt wordt (0: 1 MiB, negatief: geen limiet)", "byte utdata per celle før den kuttes (0: 1 MiB, negativ: ingen grense)", "bajty výstupu na buňku před oříznutím (0: 1 MiB, záporné: bez omezení)", "每个单元格输出截断前的字节数（0：1 MiB，负数：不限）"},
	"stop cells running longer than this (0: no limit)": {
		"stop cellen die langer dan dit draaien (0: geen limiet)", "stopp celler som kjører lenger enn dette (0: ingen grense)", "zastavit buňky běžící déle (0: bez omezení)", "停止运行超过这么久的单元格（0：不限）"},
	"Install the kernelspec so Jupyter lists \"Go (sudokit)\"": {
		"De kernelspec installeren zodat Jupyter \"Go (sudokit)\" toont", "Installere kernelspec slik at Jupyter viser \"Go (sudokit)\"", "Nainstalovat kernelspec, aby Jupyter nabízel \"Go (sudokit)\"", "安装 kernelspec，让 Jupyter 列出 \"Go (sudokit)\""},
	"do not warm the Go build cache":  {"de buildcache van Go niet opwarmen", "ikke forvarm Gos byggehurtigbuffer", "nepředehřívat mezipaměť sestavení Go", "不预热 Go 编译缓存"},
	"install under DIR/share/jupyter": {"installeren onder DIR/share/jupyter", "installer under DIR/share/jupyter", "nainstalovat pod DIR/share/jupyter", "安装到 DIR/share/jupyter 下"},
	"install for the current user":    {"installeren voor de huidige gebruiker", "installer for gjeldende bruker", "nainstalovat pro aktuálního uživatele", "为当前用户安装"},

	// notebooks
	"Work with the course notebooks (export executed HTML copies)": {
		"Werken met de cursusnotebooks (uitgevoerde HTML-kopieën exporteren)", "Arbeide med kursnotatbøkene (eksportere kjørte HTML-kopier)", "Práce s notebooky kurzu (export spuštěných kopií v HTML)", "处理课程笔记本（导出运行过的 HTML 副本）"},
	"Run the course notebooks and write executed HTML copies": {
		"De cursusnotebooks uitvoeren en uitgevoerde HTML-kopieën schrijven", "Kjøre kursnotatbøkene og skrive kjørte HTML-kopier", "Spustit notebooky kurzu a zapsat spuštěné kopie v HTML", "运行课程笔记本并写出运行过的 HTML 副本"},
	"folder holding the notebooks (default: the source tree's notebooks folder, else ./notebooks)": {
		"map met de notebooks (standaard: de map notebooks van de broncode, anders ./notebooks)", "mappe med notatbøkene (standard: kildetreets notebooks-mappe, ellers ./notebooks)", "složka s notebooky (výchozí: složka notebooks ve zdrojovém stromu, jinak ./notebooks)", "存放笔记本的文件夹（默认：源码树中的 notebooks 文件夹，否则 ./notebooks）"},
	"jupyter command":               {"jupyter-opdracht", "jupyter-kommando", "příkaz jupyter", "jupyter 命令"},
	"folder for the HTML copies":    {"map voor de HTML-kopieën", "mappe for HTML-kopiene", "složka pro kopie v HTML", "HTML 副本的文件夹"},
	"longest time one cell may run": {"langste tijd die één cel mag draaien", "lengste tid én celle kan kjøre", "nejdelší doba běhu jedné buňky", "一个单元格的最长运行时间"},

	// rate
	"Rate puzzles: Sudoku Explainer number, level, score and hardest technique": {
		"Puzzels beoordelen: Sudoku Explainer-getal, niveau, score en moeilijkste techniek",
		"Vurdere oppgaver: Sudoku Explainer-tall, nivå, poeng og vanskeligste teknikk",
		"Hodnotit úlohy: číslo Sudoku Explainer, úroveň, skóre a nejtěžší technika",
		"给题目评级：Sudoku Explainer 分值、等级、分数和最难的技巧"},
	"write CSV: puzzle,se,level,score,hardest": {
		"schrijf CSV: puzzle,se,level,score,hardest", "skriv CSV: puzzle,se,level,score,hardest", "zapsat CSV: puzzle,se,level,score,hardest", "写出 CSV：puzzle,se,level,score,hardest"},
	"input format: auto|inf1010|line|grid|csv|index": {
		"invoerformaat: auto|inf1010|line|grid|csv|index", "inndataformat: auto|inf1010|line|grid|csv|index", "vstupní formát: auto|inf1010|line|grid|csv|index", "输入格式：auto|inf1010|line|grid|csv|index"},
	"puzzles rated in parallel": {"puzzels die tegelijk beoordeeld worden", "oppgaver som vurderes samtidig", "úlohy hodnocené souběžně", "并行评级的题目数"},
	"write JSON":                {"schrijf JSON", "skriv JSON", "zapsat JSON", "写出 JSON"},

	// render
	"Draw puzzles as PNG, SVG or PDF pictures, animated step-by-step GIFs and print sheets (PDF or PNG)": {
		"Puzzels tekenen als PNG-, SVG- of PDF-afbeeldingen, geanimeerde GIF's stap voor stap en printbladen (PDF of PNG)",
		"Tegne oppgaver som PNG-, SVG- eller PDF-bilder, animerte GIF-er steg for steg og utskriftsark (PDF eller PNG)",
		"Kreslit úlohy jako obrázky PNG, SVG nebo PDF, animované GIFy krok za krokem a archy k tisku (PDF nebo PNG)",
		"把题目画成 PNG、SVG 或 PDF 图片、逐步动画 GIF 和打印用的题单（PDF 或 PNG）"},
	"draw the pencil marks of empty cells": {"teken de potloodnotities van lege cellen", "tegn blyantnotatene i tomme ruter", "kreslit tužkové poznámky v prázdných polích", "画出空格里的候选数笔记"},
	"pixels per cell before scaling (0 chooses by board size)": {
		"pixels per cel vóór het schalen (0 kiest naar de grootte van het bord)", "piksler per rute før skalering (0 velger etter brettets størrelse)", "pixely na pole před změnou měřítka (0 vybere podle velikosti plochy)", "缩放前每格的像素（0 按盘面大小选择）"},
	"with --sheet: puzzles across a page (default 2; 1 above 16×16)": {
		"met --sheet: puzzels naast elkaar op een pagina (standaard 2; 1 boven 16×16)", "med --sheet: oppgaver i bredden på en side (standard 2; 1 over 16×16)", "s --sheet: úloh vedle sebe na stránce (výchozí 2; 1 nad 16×16)", "配合 --sheet：每页横向的题目数（默认 2；大于 16×16 时为 1）"},
	"with --steps .gif: how long every frame shows, up to 1m (default: a class's pace — a 100-step solve plays in about a minute, long explanations longer, and the solved board ends it)": {
		"met --steps .gif: hoe lang elk beeld getoond wordt, tot 1m (standaard: het tempo van een klas — een oplossing van 100 stappen duurt ongeveer een minuut, lange uitleg langer, en het opgeloste bord sluit af)",
		"med --steps .gif: hvor lenge hvert bilde vises, opptil 1m (standard: en klasses tempo — en løsning på 100 steg tar omtrent ett minutt, lange forklaringer lenger, og det løste brettet avslutter)",
		"s --steps .gif: jak dlouho se ukazuje každý snímek, nejvýš 1m (výchozí: tempo třídy — řešení o 100 krocích trvá asi minutu, dlouhá vysvětlení déle, a končí vyřešená plocha)",
		"配合 --steps .gif：每帧显示多久，最多 1m（默认：课堂节奏——100 步的解题约一分钟放完，讲解长的帧更久，最后是解完的盘面）"},
	"with --sheet .png: resolution (default 150; 300 for sharp print)": {
		"met --sheet .png: resolutie (standaard 150; 300 voor scherpe afdrukken)", "med --sheet .png: oppløsning (standard 150; 300 for skarp utskrift)", "s --sheet .png: rozlišení (výchozí 150; 300 pro ostrý tisk)", "配合 --sheet .png：分辨率（默认 150；300 用于清晰打印）"},
	"format of --out: png, svg or pdf (default: from the file's extension)": {
		"formaat van --out: png, svg of pdf (standaard: volgens de extensie van het bestand)", "formatet til --out: png, svg eller pdf (standard: fra filendelsen)", "formát --out: png, svg nebo pdf (výchozí: podle přípony souboru)", "--out 的格式：png、svg 或 pdf（默认：按文件扩展名）"},
	"with --sheet: printed at the top of every page (default: --title)": {
		"met --sheet: bovenaan elke pagina gedrukt (standaard: --title)", "med --sheet: skrives øverst på hver side (standard: --title)", "s --sheet: tiskne se nahoře na každé stránce (výchozí: --title)", "配合 --sheet：印在每页顶部（默认：--title）"},
	"with --sheet: title each puzzle with its number and level (boards up to 9×9)": {
		"met --sheet: zet boven elke puzzel het nummer en niveau (borden tot 9×9)", "med --sheet: gi hver oppgave nummer og nivå som tittel (brett opptil 9×9)", "s --sheet: nadepsat každou úlohu číslem a úrovní (plochy do 9×9)", "配合 --sheet：每道题标上序号和等级（最大 9×9 盘面）"},
	"with --sheet: at most this many puzzles (0: all)": {
		"met --sheet: hoogstens zoveel puzzels (0: alle)", "med --sheet: høyst så mange oppgaver (0: alle)", "s --sheet: nejvýše tolik úloh (0: všechny)", "配合 --sheet：最多这么多道题（0：全部）"},
	"with --sheet: a Name/Date line under the heading": {
		"met --sheet: een regel Naam/Datum onder de kop", "med --sheet: en linje for navn/dato under overskriften", "s --sheet: řádek Jméno/Datum pod nadpisem", "配合 --sheet：标题下加一行姓名/日期"},
	"write values above 9 as numbers instead of INF1010 letters": {
		"schrijf waarden boven 9 als getallen in plaats van INF1010-letters", "skriv verdier over 9 som tall i stedet for INF1010-bokstaver", "psát hodnoty nad 9 jako čísla místo písmen INF1010", "大于 9 的数写成数字而不是 INF1010 字母"},
	"write the board to this .png, .svg or .pdf file": {
		"schrijf het bord naar dit .png-, .svg- of .pdf-bestand", "skriv brettet til denne .png-, .svg- eller .pdf-filen", "zapsat hrací plochu do tohoto souboru .png, .svg nebo .pdf", "把盘面写入这个 .png、.svg 或 .pdf 文件"},
	"with --sheet: a practice sheet for one technique or family (\"X-Wing\", \"Basic Fish\"): positions where it applies, printed with their pencil marks: the library's stored examples, or with --search the puzzles of FILE that need it": {
		"met --sheet: een oefenblad voor één techniek of familie (\"X-Wing\", \"Basic Fish\"): posities waar ze toepasbaar is, gedrukt met hun potloodnotities: de opgeslagen voorbeelden van de bibliotheek, of met --search de puzzels uit FILE die ze nodig hebben",
		"med --sheet: et øvingsark for én teknikk eller familie (\"X-Wing\", \"Basic Fish\"): posisjoner der den kan brukes, skrevet ut med blyantnotatene: bibliotekets lagrede eksempler, eller med --search oppgavene i FILE som trenger den",
		"s --sheet: cvičný arch pro jednu techniku nebo rodinu (\"X-Wing\", \"Basic Fish\"): pozice, kde ji lze použít, vytištěné s tužkovými poznámkami: uložené příklady z knihovny, nebo s --search úlohy z FILE, které ji potřebují",
		"配合 --sheet：针对一种技巧或一类技巧的练习单（\"X-Wing\"、\"Basic Fish\"）：该技巧可用的局面，连同候选数笔记印出：取自库中存好的例子，或加 --search 取 FILE 中需要它的题目"},
	"with --practice: look for the technique in the puzzles of FILE instead of taking the library's stored examples": {
		"met --practice: zoek de techniek in de puzzels uit FILE in plaats van de opgeslagen voorbeelden van de bibliotheek te nemen",
		"med --practice: let etter teknikken i oppgavene i FILE i stedet for å ta bibliotekets lagrede eksempler",
		"s --practice: hledat techniku v úlohách z FILE místo uložených příkladů z knihovny",
		"配合 --practice：在 FILE 的题目中找该技巧，而不用库中存好的例子"},
	"with --sheet: puzzles down a page (default 3; 2 above 16×16)": {
		"met --sheet: puzzels onder elkaar op een pagina (standaard 3; 2 boven 16×16)", "med --sheet: oppgaver nedover en side (standard 3; 2 over 16×16)", "s --sheet: úloh pod sebou na stránce (výchozí 3; 2 nad 16×16)", "配合 --sheet：每页纵向的题目数（默认 3；大于 16×16 时为 2）"},
	"multiply every length (2 for high-DPI screens)": {
		"vermenigvuldig elke lengte (2 voor schermen met hoge DPI)", "gang hver lengde (2 for skjermer med høy DPI)", "vynásobit každou délku (2 pro obrazovky s vysokým DPI)", "所有长度乘以此数（高 DPI 屏幕用 2）"},
	"write a print sheet of every puzzle to this .pdf or .png file": {
		"schrijf een printblad met elke puzzel naar dit .pdf- of .png-bestand", "skriv et utskriftsark med hver oppgave til denne .pdf- eller .png-filen", "zapsat arch k tisku se všemi úlohami do tohoto souboru .pdf nebo .png", "把所有题目的打印题单写入这个 .pdf 或 .png 文件"},
	"with --sheet: add pages with the solutions": {
		"met --sheet: voeg pagina's met de oplossingen toe", "med --sheet: legg til sider med løsningene", "s --sheet: přidat stránky s řešeními", "配合 --sheet：附上答案页"},
	"write the step-by-step solve to this file: .gif (animated), .pdf (a page per step), .png or .svg (a contact sheet)": {
		"schrijf de oplossing stap voor stap naar dit bestand: .gif (geanimeerd), .pdf (een pagina per stap), .png of .svg (een overzichtsblad)",
		"skriv løsningen steg for steg til denne filen: .gif (animert), .pdf (én side per steg), .png eller .svg (et oversiktsark)",
		"zapsat řešení krok za krokem do tohoto souboru: .gif (animace), .pdf (stránka na krok), .png nebo .svg (přehledový arch)",
		"把逐步解题写入此文件：.gif（动画）、.pdf（每步一页）、.png 或 .svg（缩略图总览）"},
	"colour theme: colorblind, dark, light, print": {
		"kleurenthema: colorblind, dark, light, print", "fargetema: colorblind, dark, light, print", "barevný motiv: colorblind, dark, light, print", "配色主题：colorblind、dark、light、print"},
	"title above the board":            {"titel boven het bord", "tittel over brettet", "nadpis nad hrací plochou", "盘面上方的标题"},
	"leave the background transparent": {"laat de achtergrond doorzichtig", "la bakgrunnen være gjennomsiktig", "nechat pozadí průhledné", "背景保持透明"},

	// solve
	"Solve puzzles: first solution, all solutions, or the number of solutions": {
		"Puzzels oplossen: eerste oplossing, alle oplossingen of het aantal oplossingen", "Løse oppgaver: første løsning, alle løsninger eller antall løsninger", "Řešit úlohy: první řešení, všechna řešení nebo jejich počet", "求解题目：第一个解、所有解或解的个数"},
	"list every solution in INF1010's listing (the first 3500), then a line \"total: N\"": {
		"som elke oplossing op in de lijstvorm van INF1010 (de eerste 3500), dan een regel \"total: N\"",
		"list opp hver løsning i INF1010s listeform (de første 3500), så en linje \"total: N\"",
		"vypsat každé řešení ve výpisu INF1010 (prvních 3500), potom řádek \"total: N\"",
		"以 INF1010 的列表格式列出每个解（前 3500 个），最后一行 \"total: N\""},
	"print the number of solutions of each puzzle": {"druk het aantal oplossingen van elke puzzel af", "skriv ut antall løsninger for hver oppgave", "vypsat počet řešení každé úlohy", "输出每道题的解的个数"},
	"puzzles hinted in parallel (a file of several puzzles; output order is kept)": {
		"puzzels die tegelijk een hint krijgen (een bestand met meerdere puzzels; de volgorde blijft behouden)",
		"oppgaver som får hint samtidig (en fil med flere oppgaver; rekkefølgen beholdes)",
		"úlohy s nápovědou počítanou souběžně (soubor s více úlohami; pořadí výstupu se zachová)",
		"并行给出提示的题目数（含多道题目的文件；输出顺序不变）"},
	"puzzles solved in parallel (one-line puzzle files; output order is kept)": {
		"puzzels die tegelijk opgelost worden (bestanden met puzzels van één regel; de volgorde blijft behouden)",
		"oppgaver som løses samtidig (filer med énlinjesoppgaver; rekkefølgen beholdes)",
		"úlohy řešené souběžně (soubory s jednořádkovými úlohami; pořadí výstupu se zachová)",
		"并行求解的题目数（单行题目文件；输出顺序不变）"},
	"with --steps: write the trace as JSON": {"met --steps: schrijf het verloop als JSON", "med --steps: skriv forløpet som JSON", "s --steps: zapsat průběh jako JSON", "配合 --steps：以 JSON 写出解题过程"},
	"with --count: stop counting at this many solutions (2 decides uniqueness; 0 = no limit)": {
		"met --count: stop met tellen bij zoveel oplossingen (2 beslist over eenduidigheid; 0 = geen limiet)",
		"med --count: slutt å telle ved så mange løsninger (2 avgjør entydighet; 0 = ingen grense)",
		"s --count: přestat počítat při tolika řešeních (2 rozhodne o jednoznačnosti; 0 = bez omezení)",
		"配合 --count：数到这么多个解就停止（2 可判定唯一解；0 = 不限）"},
	"output format: pretty|line|grid|csv|inf1010|index (default: line for one-line input, else pretty)": {
		"uitvoerformaat: pretty|line|grid|csv|inf1010|index (standaard: line voor invoer van één regel, anders pretty)",
		"utdataformat: pretty|line|grid|csv|inf1010|index (standard: line for inndata på én linje, ellers pretty)",
		"výstupní formát: pretty|line|grid|csv|inf1010|index (výchozí: line pro jednořádkový vstup, jinak pretty)",
		"输出格式：pretty|line|grid|csv|inf1010|index（默认：单行输入用 line，否则 pretty）"},
	"solve like a person: the numbered steps, one explanation per line": {
		"los op zoals een mens: de genummerde stappen, één uitleg per regel", "løs som et menneske: de nummererte stegene, én forklaring per linje", "řešit jako člověk: očíslované kroky, jedno vysvětlení na řádek", "像人一样解题：带编号的步骤，每行一条讲解"},
}

func init() {
	lang.RegisterTable(helpHeadings)
	lang.RegisterTable(helpShort)
}
