package cli

import "github.com/sudokit/sudokit/sudoku/lang"

// cmdMessages are the lines the commands print and the errors they return
// (msg, errorf, newError and tr look them up). Counts that English writes
// "puzzle(s)" are written in each language so that no plural form is
// needed.
var cmdMessages = map[string][4]string{ // nl, nb, cs, zh-Hans
	"ok":          {"in orde", "i orden", "v pořádku", "通过"},
	"no solution": {"geen oplossing", "ingen løsning", "žádné řešení", "无解"},
	"problem: %v": {"probleem: %v", "problem: %v", "problém: %v", "问题：%v"},
	"note: %s":    {"opmerking: %s", "merknad: %s", "poznámka: %s", "注意：%s"},
	"sandbox: %v": {"zandbak: %v", "sandkasse: %v", "izolované prostředí: %v", "沙箱：%v"},
	"WARNING: weak sandbox: %v": {
		"WAARSCHUWING: zwakke zandbak: %v", "ADVARSEL: svak sandkasse: %v", "VAROVÁNÍ: slabé izolované prostředí: %v", "警告：沙箱不够严密：%v"},
	"exit status %d":      {"afsluitstatus %d", "avslutningsstatus %d", "návratový kód %d", "退出码 %d"},
	"%d bytes":            {"%d bytes", "%d byte", "%d bajtů", "%d 字节"},
	"%s: no puzzle found": {"%s: geen puzzel gevonden", "%s: fant ingen oppgave", "%s: nenalezena žádná úloha", "%s：没有找到题目"},
	"%d puzzle(s) not solved": {
		"niet opgeloste puzzels: %d", "oppgaver som ikke ble løst: %d", "nevyřešené úlohy: %d", "%d 道题没有解出"},
	"puzzle %[1]d: %[2]v": {"puzzel %[1]d: %[2]v", "oppgave %[1]d: %[2]v", "úloha %[1]d: %[2]v", "第 %[1]d 题：%[2]v"},
	"gave up at the time limit (--timeout %[1]v): %[2]v": {
		"opgegeven bij de tijdslimiet (--timeout %[1]v): %[2]v", "ga opp ved tidsgrensen (--timeout %[1]v): %[2]v", "vzdáno při časovém limitu (--timeout %[1]v): %[2]v", "到达时间上限，已放弃（--timeout %[1]v）：%[2]v"},
	"%[1]s: input longer than %[2]d bytes (%[3]s); raise --max-input to read more": {
		"%[1]s: invoer langer dan %[2]d bytes (%[3]s); verhoog --max-input om meer te lezen",
		"%[1]s: inndata lengre enn %[2]d byte (%[3]s); øk --max-input for å lese mer",
		"%[1]s: vstup delší než %[2]d bajtů (%[3]s); pro delší vstup zvyšte --max-input",
		"%[1]s：输入超过 %[2]d 字节（%[3]s）；要读更多请调大 --max-input"},
	"%[1]s: line %[2]d: read as one-line puzzles, but its %[3]d character(s) are too few for a board of %[4]d×%[4]d or more; pass --in line to read a smaller board": {
		"%[1]s: regel %[2]d: gelezen als puzzels van één regel, maar het aantal tekens (%[3]d) is te klein voor een bord van %[4]d×%[4]d of groter; geef --in line om een kleiner bord te lezen",
		"%[1]s: linje %[2]d: lest som oppgaver på én linje, men antall tegn (%[3]d) er for lite for et brett på %[4]d×%[4]d eller større; bruk --in line for å lese et mindre brett",
		"%[1]s: řádek %[2]d: čteno jako jednořádkové úlohy, ale počet znaků (%[3]d) nestačí na hrací plochu %[4]d×%[4]d nebo větší; menší plochu přečte --in line",
		"%[1]s：第%[2]d行：按单行题目读取，但 %[3]d 个字符不够 %[4]d×%[4]d 或更大的盘面；要读更小的盘面请用 --in line"},

	// assignment
	"%[1]s points  %[2]s tests (%[3]d visible)  %[4]s": {
		"%[1]s punten  %[2]s tests (%[3]d zichtbaar)  %[4]s", "%[1]s poeng  %[2]s tester (%[3]d synlige)  %[4]s", "%[1]s b.  testů: %[2]s (viditelných: %[3]d)  %[4]s", "%[1]s 分  %[2]s 个测试（%[3]d 个可见）  %[4]s"},
	"release: give --out DIR": {"release: geef --out DIR", "release: oppgi --out DIR", "release: zadejte --out DIR", "release：请给出 --out DIR"},
	"gradescope: give --out autograder.zip": {
		"gradescope: geef --out autograder.zip", "gradescope: oppgi --out autograder.zip", "gradescope: zadejte --out autograder.zip", "gradescope：请给出 --out autograder.zip"},
	"%[1]s: setup.sh, run_autograder, sudokit (%[2]d bytes)": {
		"%[1]s: setup.sh, run_autograder, sudokit (%[2]d bytes)", "%[1]s: setup.sh, run_autograder, sudokit (%[2]d byte)", "%[1]s: setup.sh, run_autograder, sudokit (%[2]d bajtů)", "%[1]s：setup.sh、run_autograder、sudokit（%[2]d 字节）"},
	"building sudokit for linux/amd64 in %[1]s: %[2]v\n%[3]s": {
		"sudokit bouwen voor linux/amd64 in %[1]s: %[2]v\n%[3]s", "bygging av sudokit for linux/amd64 i %[1]s: %[2]v\n%[3]s", "sestavení sudokitu pro linux/amd64 v %[1]s: %[2]v\n%[3]s", "在 %[1]s 编译 linux/amd64 版 sudokit：%[2]v\n%[3]s"},
	"no sudokit module above the working directory: give --source DIR or --binary FILE": {
		"geen sudokit-module boven de werkmap: geef --source DIR of --binary FILE",
		"ingen sudokit-modul over arbeidsmappen: oppgi --source DIR eller --binary FILE",
		"nad pracovní složkou není modul sudokit: zadejte --source DIR nebo --binary FILE",
		"工作目录上层没有 sudokit 模块：请给出 --source DIR 或 --binary FILE"},
	"%[1]s: %[2]d tests, %[3]g points; reference %[4]g, release %[5]g": {
		"%[1]s: %[2]d tests, %[3]g punten; referentie %[4]g, uitgave %[5]g",
		"%[1]s: %[2]d tester, %[3]g poeng; fasit %[4]g, utdeling %[5]g",
		"%[1]s: testů %[2]d, bodů %[3]g; vzorové řešení %[4]g, vydaná verze %[5]g",
		"%[1]s：%[2]d 个测试，%[3]g 分；参考答案 %[4]g，发布版 %[5]g"},
	"check: %[1]d problem(s) in %[2]s": {
		"check: problemen in %[2]s: %[1]d", "check: problemer i %[2]s: %[1]d", "check: problémy v %[2]s: %[1]d", "check：%[2]s 中有 %[1]d 个问题"},
	"%[1]s: %[2]d students, %[3]d assignments": {
		"%[1]s: studenten: %[2]d, opdrachten: %[3]d", "%[1]s: elever: %[2]d, oppgaver: %[3]d", "%[1]s: studentů: %[2]d, zadání: %[3]d", "%[1]s：%[2]d 名学生，%[3]d 份作业"},

	// generate
	"--size %[1]d does not match --box %[2]s (N = %[3]d)": {
		"--size %[1]d past niet bij --box %[2]s (N = %[3]d)", "--size %[1]d passer ikke med --box %[2]s (N = %[3]d)", "--size %[1]d neodpovídá --box %[2]s (N = %[3]d)", "--size %[1]d 与 --box %[2]s 不符（N = %[3]d）"},
	"--count %d: want at least 1": {"--count %d: minstens 1 nodig", "--count %d: må være minst 1", "--count %d: musí být aspoň 1", "--count %d：至少要 1"},
	"generated %d puzzle(s)":      {"gegenereerde puzzels: %d", "oppgaver laget: %d", "vytvořené úlohy: %d", "已生成 %d 道题"},
	"  clues: min %[1]d, median %[2]d, mean %[3]s, max %[4]d": {
		"  gegevens: min %[1]d, mediaan %[2]d, gemiddeld %[3]s, max %[4]d", "  gitte tall: min %[1]d, median %[2]d, snitt %[3]s, maks %[4]d", "  zadaná čísla: min %[1]d, medián %[2]d, průměr %[3]s, max %[4]d", "  给定数：最少 %[1]d，中位数 %[2]d，平均 %[3]s，最多 %[4]d"},
	"  time per puzzle: mean %[1]v, slowest %[2]v": {
		"  tijd per puzzel: gemiddeld %[1]v, traagste %[2]v", "  tid per oppgave: snitt %[1]v, tregeste %[2]v", "  čas na úlohu: průměr %[1]v, nejpomalejší %[2]v", "  每题用时：平均 %[1]v，最慢 %[2]v"},
	"generating": {"genereren", "lager", "vytváření", "生成中"},
	"unique":     {"eenduidig", "entydig", "jednoznačné", "唯一解"},
	"not unique": {"niet eenduidig", "ikke entydig", "nejednoznačné", "非唯一解"},
	"--scheme %[1]s needs --level 1–%[2]d": {
		"--scheme %[1]s heeft --level 1–%[2]d nodig", "--scheme %[1]s trenger --level 1–%[2]d", "--scheme %[1]s potřebuje --level 1–%[2]d", "--scheme %[1]s 需要 --level 1–%[2]d"},
	"--level %[1]q: --scheme %[2]s has levels 1–%[3]d": {
		"--level %[1]q: --scheme %[2]s heeft niveaus 1–%[3]d", "--level %[1]q: --scheme %[2]s har nivåene 1–%[3]d", "--level %[1]q: --scheme %[2]s má úrovně 1–%[3]d", "--level %[1]q：--scheme %[2]s 的等级是 1–%[3]d"},
	"--scheme %[1]q: want one of %[2]s": {
		"--scheme %[1]q: kies uit %[2]s", "--scheme %[1]q: velg en av %[2]s", "--scheme %[1]q: zvolte jedno z %[2]s", "--scheme %[1]q：应为 %[2]s 之一"},

	// grade
	"Built-in assignments: %s": {"Ingebouwde opdrachten: %s", "Innebygde oppgaver: %s", "Vestavěná zadání: %s", "内置作业：%s"},
	"grading %s":               {"%s nakijken", "retter %s", "opravování %s", "批改 %s"},
	"grade: give a SUBMISSION or --batch DIR": {
		"grade: geef een SUBMISSION of --batch DIR", "grade: oppgi en SUBMISSION eller --batch DIR", "grade: zadejte SUBMISSION nebo --batch DIR", "grade：请给出 SUBMISSION 或 --batch DIR"},
	"graded %[1]d submission(s) of %[2]s in %[3]v": {
		"%[2]s: nagekeken inzendingen: %[1]d, in %[3]v", "%[2]s: innleveringer rettet: %[1]d, på %[3]v", "%[2]s: opravená řešení: %[1]d, za %[3]v", "已批改 %[2]s 的 %[1]d 份提交，用时 %[3]v"},
	"grading cancelled by a signal: every sandboxed process was killed and no results were written": {
		"nakijken afgebroken door een signaal: elk proces in de zandbak is gestopt en er zijn geen resultaten geschreven",
		"rettingen avbrutt av et signal: alle prosesser i sandkassen ble drept og ingen resultater ble skrevet",
		"opravování přerušil signál: všechny procesy v izolovaném prostředí byly ukončeny a žádné výsledky se nezapsaly",
		"批改被信号中断：沙箱中的进程全部被终止，没有写出任何结果"},

	// hub
	"--memory: %v":           {"--memory: %v", "--memory: %v", "--memory: %v", "--memory：%v"},
	"--cpus: %g is negative": {"--cpus: %g is negatief", "--cpus: %g er negativ", "--cpus: %g je záporné", "--cpus：%g 是负数"},
	"--pids: %d is negative": {"--pids: %d is negatief", "--pids: %d er negativ", "--pids: %d je záporné", "--pids：%d 是负数"},
	"invalid size %q: want a number of bytes with an optional K, M, G or T suffix": {
		"ongeldige grootte %q: geef een aantal bytes, eventueel met achtervoegsel K, M, G of T",
		"ugyldig størrelse %q: oppgi et antall byte, eventuelt med endelsen K, M, G eller T",
		"neplatná velikost %q: zadejte počet bajtů, případně s příponou K, M, G nebo T",
		"无效的大小 %q：应为字节数，可带 K、M、G 或 T 后缀"},
	"add-students must run as root (it creates users)": {
		"add-students moet als root draaien (het maakt gebruikers aan)", "add-students må kjøres som root (den oppretter brukere)", "add-students musí běžet jako root (zakládá uživatele)", "add-students 必须以 root 运行（它要创建用户）"},
	"%[1]d student(s): %[2]d created, %[3]d existed": {
		"studenten: %[1]d; aangemaakt: %[2]d, bestonden al: %[3]d", "elever: %[1]d; opprettet: %[2]d, fantes fra før: %[3]d", "studentů: %[1]d; založeno: %[2]d, už existovalo: %[3]d", "%[1]d 名学生：新建 %[2]d 个，已存在 %[3]d 个"},
	"user\tmemory\tpeak\tCPU time\tprocesses+threads\t": {
		"gebruiker\tgeheugen\thoogtepunt\tCPU-tijd\tprocessen+threads\t", "bruker\tminne\ttopp\tCPU-tid\tprosesser+tråder\t", "uživatel\tpaměť\tšpička\tčas CPU\tprocesy+vlákna\t", "用户\t内存\t峰值\tCPU 时间\t进程+线程\t"},
	"%[1]s: %[2]d notebook(s) copied, %[3]d cache entries linked": {
		"%[1]s: gekopieerde notebooks: %[2]d, gekoppelde cache-items: %[3]d", "%[1]s: notatbøker kopiert: %[2]d, hurtigbufferoppføringer lenket: %[3]d", "%[1]s: zkopírované notebooky: %[2]d, propojené položky mezipaměti: %[3]d", "%[1]s：复制了 %[2]d 个笔记本，链接了 %[3]d 个缓存条目"},
	"invalid process id %q": {"ongeldig proces-id %q", "ugyldig prosess-ID %q", "neplatné číslo procesu %q", "无效的进程号 %q"},
	"%[1]s: ended %[2]d process(es) left after the server stopped": {
		"%[1]s: beëindigde processen die na het stoppen van de server over waren: %[2]d", "%[1]s: prosesser som var igjen etter at serveren stoppet, avsluttet: %[2]d", "%[1]s: ukončené procesy, které zůstaly po zastavení serveru: %[2]d", "%[1]s：结束了服务器停止后留下的 %[2]d 个进程"},
	"--class is required": {"--class is verplicht", "--class er påkrevd", "--class je povinný", "必须给出 --class"},
	"%[1]s: line %[2]d: the load test needs a password for %[3]s": {
		"%[1]s: regel %[2]d: de belastingstest heeft een wachtwoord nodig voor %[3]s", "%[1]s: linje %[2]d: belastningstesten trenger et passord for %[3]s", "%[1]s: řádek %[2]d: zátěžový test potřebuje heslo pro %[3]s", "%[1]s：第%[2]d行：负载测试需要 %[3]s 的密码"},
	"-n %[1]d: the class list has %[2]d students": {
		"-n %[1]d: de klassenlijst heeft %[2]d studenten", "-n %[1]d: klasselisten har %[2]d elever", "-n %[1]d: seznam třídy má studentů: %[2]d", "-n %[1]d：班级名单只有 %[2]d 名学生"},
	"%[1]d cells of %[2]s per student, %[3]v between cells": {
		"%[1]d cellen van %[2]s per student, %[3]v tussen de cellen", "%[1]d celler fra %[2]s per elev, %[3]v mellom cellene", "%[2]s: buněk na studenta: %[1]d, %[3]v mezi buňkami", "每个学生运行 %[2]s 的 %[1]d 个单元格，单元格间隔 %[3]v"},
	"| N | cell p50 | cell p95 | cell max | first cell p50/p95 | server start p50/p95 | peak MiB/student (mean, max) | held MiB/student | CPU s/student | wall | load before | failed | cell errors |": {
		"| N | cel p50 | cel p95 | cel max | eerste cel p50/p95 | serverstart p50/p95 | piek MiB/student (gem., max) | vastgehouden MiB/student | CPU s/student | wandklok | belasting vooraf | mislukt | celfouten |",
		"| N | celle p50 | celle p95 | celle maks | første celle p50/p95 | serverstart p50/p95 | topp MiB/elev (snitt, maks) | holdt MiB/elev | CPU s/elev | veggtid | last før | feilet | cellefeil |",
		"| N | buňka p50 | buňka p95 | buňka max | první buňka p50/p95 | start serveru p50/p95 | špička MiB/student (průměr, max) | držené MiB/student | CPU s/student | celkový čas | zátěž předem | selhalo | chyby buněk |",
		"| N | 单元格 p50 | 单元格 p95 | 单元格最大 | 首个单元格 p50/p95 | 服务器启动 p50/p95 | 峰值 MiB/学生（平均，最大） | 占用 MiB/学生 | CPU 秒/学生 | 总时长 | 之前负载 | 失败 | 单元格错误 |"},

	// kernel, notebooks
	"kernel: the connection file is required (-f FILE)": {
		"kernel: het verbindingsbestand is verplicht (-f FILE)", "kernel: tilkoblingsfilen er påkrevd (-f FILE)", "kernel: soubor spojení je povinný (-f FILE)", "kernel：必须给出连接文件（-f FILE）"},
	"install the kernel first: sudokit kernel install --user": {
		"installeer eerst de kernel: sudokit kernel install --user", "installer kjernen først: sudokit kernel install --user", "nejdřív nainstalujte jádro: sudokit kernel install --user", "请先安装内核：sudokit kernel install --user"},
	"notebooks export: --timeout must be positive, not %v": {
		"notebooks export: --timeout moet positief zijn, niet %v", "notebooks export: --timeout må være positiv, ikke %v", "notebooks export: --timeout musí být kladný, ne %v", "notebooks export：--timeout 必须为正，而不是 %v"},
	"notebooks export: %v (give the folder with --dir)": {
		"notebooks export: %v (geef de map met --dir)", "notebooks export: %v (oppgi mappen med --dir)", "notebooks export: %v (zadejte složku pomocí --dir)", "notebooks export：%v（请用 --dir 给出文件夹）"},
	"notebooks export: %s is not a folder": {
		"notebooks export: %s is geen map", "notebooks export: %s er ikke en mappe", "notebooks export: %s není složka", "notebooks export：%s 不是文件夹"},
	"notebooks export: no .ipynb files in %s": {
		"notebooks export: geen .ipynb-bestanden in %s", "notebooks export: ingen .ipynb-filer i %s", "notebooks export: v %s nejsou žádné soubory .ipynb", "notebooks export：%s 中没有 .ipynb 文件"},
	"notebooks export: no notebook %[1]s in %[2]s": {
		"notebooks export: geen notebook %[1]s in %[2]s", "notebooks export: ingen notatbok %[1]s i %[2]s", "notebooks export: v %[2]s není notebook %[1]s", "notebooks export：%[2]s 中没有笔记本 %[1]s"},

	// render
	"render settings: %v": {"render-instellingen: %v", "render-innstillinger: %v", "nastavení render: %v", "render 设置：%v"},
	"render: say what to draw with --out FILE.png|.svg|.pdf, --steps FILE.gif|.pdf|.png|.svg or --sheet FILE.pdf|.png": {
		"render: zeg wat er getekend moet worden met --out FILE.png|.svg|.pdf, --steps FILE.gif|.pdf|.png|.svg of --sheet FILE.pdf|.png",
		"render: si hva som skal tegnes med --out FILE.png|.svg|.pdf, --steps FILE.gif|.pdf|.png|.svg eller --sheet FILE.pdf|.png",
		"render: řekněte, co kreslit: --out FILE.png|.svg|.pdf, --steps FILE.gif|.pdf|.png|.svg nebo --sheet FILE.pdf|.png",
		"render：请用 --out FILE.png|.svg|.pdf、--steps FILE.gif|.pdf|.png|.svg 或 --sheet FILE.pdf|.png 说明要画什么"},
	"render: --format chooses the format of --out; give --out too": {
		"render: --format kiest het formaat van --out; geef ook --out", "render: --format velger formatet til --out; oppgi --out også", "render: --format volí formát pro --out; zadejte i --out", "render：--format 选择 --out 的格式；请同时给出 --out"},
	"render: --format %[1]q is not supported for --%[2]s; supported formats: %[3]s": {
		"render: --format %[1]q wordt niet ondersteund voor --%[2]s; ondersteunde formaten: %[3]s",
		"render: --format %[1]q støttes ikke for --%[2]s; støttede formater: %[3]s",
		"render: --format %[1]q není pro --%[2]s podporován; podporované formáty: %[3]s",
		"render：--%[2]s 不支持 --format %[1]q；支持的格式：%[3]s"},
	"extension %q":                   {"extensie %q", "filendelse %q", "přípona %q", "扩展名 %q"},
	"no extension":                   {"geen extensie", "ingen filendelse", "žádná přípona", "没有扩展名"},
	" (or choose one with --format)": {" (of kies er een met --format)", " (eller velg et med --format)", " (nebo jeden zvolte pomocí --format)", "（或用 --format 选择一种）"},
	"render: --%[1]s %[2]s: %[3]s is not a supported format; supported formats: %[4]s%[5]s": {
		"render: --%[1]s %[2]s: %[3]s is geen ondersteund formaat; ondersteunde formaten: %[4]s%[5]s",
		"render: --%[1]s %[2]s: %[3]s er ikke et støttet format; støttede formater: %[4]s%[5]s",
		"render: --%[1]s %[2]s: %[3]s není podporovaný formát; podporované formáty: %[4]s%[5]s",
		"render：--%[1]s %[2]s：%[3]s 不是支持的格式；支持的格式：%[4]s%[5]s"},
	"render: --limit %d: want 0 (all) or more": {
		"render: --limit %d: geef 0 (alle) of meer", "render: --limit %d: må være 0 (alle) eller mer", "render: --limit %d: zadejte 0 (všechny) nebo víc", "render：--limit %d：应为 0（全部）或更大"},
	"render: --practice %[1]q: none of the %[2]d puzzles needs it on the solver's path; try harder puzzles (sudokit generate --level hard) or another technique": {
		"render: --practice %[1]q: geen van de %[2]d puzzels heeft die nodig op het pad van de oplosser; probeer moeilijkere puzzels (sudokit generate --level hard) of een andere techniek",
		"render: --practice %[1]q: ingen av de %[2]d oppgavene trenger den på løserens vei; prøv vanskeligere oppgaver (sudokit generate --level hard) eller en annen teknikk",
		"render: --practice %[1]q: žádná z %[2]d úloh ji na cestě řešitele nepotřebuje; zkuste těžší úlohy (sudokit generate --level hard) nebo jinou techniku",
		"render：--practice %[1]q：%[2]d 道题的求解路径都用不到它；请试试更难的题（sudokit generate --level hard）或别的技巧"},
	"practice sheet: %[1]d stored examples of %[2]s from the library (--search looks in the puzzles of FILE instead)": {
		"oefenblad: %[1]d opgeslagen voorbeelden van %[2]s uit de bibliotheek (--search zoekt in plaats daarvan in de puzzels uit FILE)",
		"øvingsark: %[1]d lagrede eksempler på %[2]s fra biblioteket (--search leter i stedet i oppgavene i FILE)",
		"cvičný arch: uložené příklady %[2]s z knihovny: %[1]d (--search místo toho hledá v úlohách z FILE)",
		"练习单：库中存好的 %[2]s 例子 %[1]d 个（加 --search 则改在 FILE 的题目中找）"},
	"practice sheet: %[1]d of the first %[2]d puzzles (of %[3]d) need %[4]s": {
		"oefenblad: %[1]d van de eerste %[2]d puzzels (van %[3]d) hebben %[4]s nodig",
		"øvingsark: %[1]d av de første %[2]d oppgavene (av %[3]d) trenger %[4]s",
		"cvičný arch: %[4]s potřebuje %[1]d z prvních %[2]d úloh (z %[3]d)",
		"练习单：前 %[2]d 道题（共 %[3]d 道）中有 %[1]d 道需要 %[4]s"},
	"render: --practice %[1]q: no technique or family has that name; give a technique such as \"X-Wing\" or \"Naked Pair\", or a family: %[2]s": {
		"render: --practice %[1]q: geen techniek of familie heet zo; geef een techniek zoals \"X-Wing\" of \"Naked Pair\", of een familie: %[2]s",
		"render: --practice %[1]q: ingen teknikk eller familie heter det; oppgi en teknikk som \"X-Wing\" eller \"Naked Pair\", eller en familie: %[2]s",
		"render: --practice %[1]q: žádná technika ani rodina se tak nejmenuje; zadejte techniku jako \"X-Wing\" nebo \"Naked Pair\", nebo rodinu: %[2]s",
		"render：--practice %[1]q：没有这个名字的技巧或技巧类别；请给出像 \"X-Wing\" 或 \"Naked Pair\" 这样的技巧，或类别：%[2]s"},
}

func init() { lang.RegisterTable(cmdMessages) }
