package cli

import "github.com/sudokit/sudokit/sudoku/lang"

// courseMessages are the help texts and lines of "sudokit course" and the
// hub setup's course flags.
var courseMessages = map[string][4]string{ // nl, nb, cs, zh-Hans
	"%[1]s: version %[2]d added": {"%[1]s: versie %[2]d toegevoegd", "%[1]s: versjon %[2]d lagt til", "%[1]s: přidána verze %[2]d", "%[1]s：已添加版本 %[2]d"},
	"%d submissions queued for grading": {
		"%d inzendingen in de wachtrij voor beoordeling", "%d innleveringer står i kø for retting", "počet odevzdání zařazených k hodnocení: %d", "%d 份提交已排队等待评分"},
	"course %[1]s created; add its teachers to the hub group %[2]s and its students to %[3]s": {
		"cursus %[1]s aangemaakt; voeg de docenten toe aan de hubgroep %[2]s en de studenten aan %[3]s", "kurset %[1]s er opprettet; legg lærerne til i hub-gruppen %[2]s og elevene i %[3]s", "kurz %[1]s založen; učitele přidejte do skupiny hubu %[2]s a studenty do %[3]s", "已创建课程 %[1]s；请把教师加入 hub 组 %[2]s，把学生加入 %[3]s"},
	"course %s imported": {"cursus %s geïmporteerd", "kurset %s er importert", "kurz %s importován", "已导入课程 %s"},
	"course service on %[1]s%[2]s, %[3]d grading jobs, sandbox: %[4]v": {
		"cursusdienst op %[1]s%[2]s, %[3]d beoordelingstaken tegelijk, zandbak: %[4]v", "kurstjeneste på %[1]s%[2]s, %[3]d rettejobber samtidig, sandkasse: %[4]v", "služba kurzu na %[1]s%[2]s, úloh hodnocení současně: %[3]d, izolované prostředí: %[4]v", "课程服务位于 %[1]s%[2]s，同时评分 %[3]d 份，沙箱：%[4]v"},
	"feedback returned to %d students": {"feedback teruggegeven aan %d studenten", "tilbakemelding gitt tilbake til %d elever", "zpětná vazba vrácena studentům: %d", "已向 %d 名学生返回反馈"},
	"graded: %[1]d, failed: %[2]d":     {"beoordeeld: %[1]d, mislukt: %[2]d", "rettet: %[1]d, feilet: %[2]d", "ohodnoceno: %[1]d, selhalo: %[2]d", "已评分：%[1]d，失败：%[2]d"},
	"no address to listen on: set --listen or run from JupyterHub": {
		"geen adres om op te luisteren: geef --listen of start vanuit JupyterHub", "ingen adresse å lytte på: oppgi --listen eller start fra JupyterHub", "žádná adresa k naslouchání: zadejte --listen nebo spusťte z JupyterHubu", "没有监听地址：请设置 --listen，或由 JupyterHub 启动"},
	"not a date: %v":              {"geen datum: %v", "ikke en dato: %v", "není datum: %v", "不是日期：%v"},
	"not a number of points: %q":  {"geen aantal punten: %q", "ikke et antall poeng: %q", "není počet bodů: %q", "不是分数：%q"},
	"not a submission number: %q": {"geen inzendingsnummer: %q", "ikke et innleveringsnummer: %q", "není číslo odevzdání: %q", "不是提交编号：%q"},
	"released":                    {"vrijgegeven", "lagt ut", "zveřejněno", "已发布"},
	"submission\tstudent\tattempt\ttime\tlate\tgrade\tscore\tfinal": {
		"inzending\tstudent\tpoging\ttijd\tte laat\tbeoordeling\tscore\teindcijfer", "innlevering\telev\tforsøk\ttid\tfor sent\tretting\tpoeng\tendelig", "odevzdání\tstudent\tpokus\tčas\tpozdě\thodnocení\tbody\tvýsledek", "提交\t学生\t次数\t时间\t迟交\t评分\t得分\t最终"},
	"the course database's folder (default: PREFIX/state/course)": {
		"de map van de cursusdatabase (standaard: PREFIX/state/course)", "mappen til kursdatabasen (standard: PREFIX/state/course)", "složka databáze kurzu (výchozí: PREFIX/state/course)", "课程数据库所在文件夹（默认：PREFIX/state/course）"},
	"Check an assignment folder and add it to a course (a new version when it is there)": {
		"Een opdrachtmap controleren en aan een cursus toevoegen (een nieuwe versie als ze er al is)", "Kontroller en oppgavemappe og legg den til i et kurs (en ny versjon hvis den finnes)", "Zkontrolovat složku úlohy a přidat ji do kurzu (novou verzi, pokud už tam je)", "检查作业文件夹并加入课程（已存在时作为新版本）"},
	"Add or take off points of a submission, with a comment": {
		"Punten van een inzending erbij doen of aftrekken, met een opmerking", "Legg til eller trekk fra poeng på en innlevering, med en kommentar", "Přidat nebo ubrat body odevzdání, s komentářem", "为提交加分或扣分，并写评语"},
	"who adds it (kept with the version)": {"wie het toevoegt (bewaard bij de versie)", "hvem som legger den til (lagres med versjonen)", "kdo ji přidává (uloží se k verzi)", "添加者（随版本保存）"},
	"the course's title":                  {"de titel van de cursus", "kursets tittel", "název kurzu", "课程名称"},
	"Add a course (its hub groups are course-ID-teachers and course-ID-students)": {
		"Een cursus toevoegen (de hubgroepen zijn course-ID-teachers en course-ID-students)", "Legg til et kurs (hub-gruppene er course-ID-teachers og course-ID-students)", "Přidat kurz (jeho skupiny v hubu jsou course-ID-teachers a course-ID-students)", "添加课程（其 hub 组为 course-ID-teachers 和 course-ID-students）"},
	"Write a whole course (database rows and files) to one file": {
		"Een hele cursus (databaserijen en bestanden) naar één bestand schrijven", "Skriv et helt kurs (databaserader og filer) til én fil", "Zapsat celý kurz (řádky databáze a soubory) do jednoho souboru", "把整个课程（数据库记录和文件）写入一个文件"},
	"Give one student a later due date": {"Eén student een latere inleverdatum geven", "Gi én elev en senere frist", "Dát jednomu studentovi pozdější termín", "给某个学生更晚的截止日期"},
	"submissions graded at once":        {"inzendingen die tegelijk worden beoordeeld", "innleveringer som rettes samtidig", "odevzdání hodnocená současně", "同时评分的提交数"},
	"grade here instead of leaving it to the service": {
		"hier beoordelen in plaats van het aan de dienst over te laten", "rett her i stedet for å overlate det til tjenesten", "hodnotit zde místo ve službě", "在这里评分，而不是交给服务"},
	"only this student": {"alleen deze student", "bare denne eleven", "jen tento student", "仅此学生"},
	"Queue the newest submissions for grading (--run: grade the queue here until it is empty)": {
		"De nieuwste inzendingen in de beoordelingswachtrij zetten (--run: hier beoordelen tot de wachtrij leeg is)", "Sett de nyeste innleveringene i kø for retting (--run: rett køen her til den er tom)", "Zařadit nejnovější odevzdání k hodnocení (--run: hodnotit frontu zde, dokud není prázdná)", "把最新的提交加入评分队列（--run：在这里评分直到队列清空）"},
	"Write the course's gradebook as CSV": {"De cijferlijst van de cursus als CSV schrijven", "Skriv kursets karakterbok som CSV", "Zapsat klasifikaci kurzu jako CSV", "把课程成绩册写成 CSV"},
	"Read a course written by export":     {"Een cursus inlezen die export schreef", "Les et kurs skrevet av export", "Načíst kurz zapsaný příkazem export", "读取由 export 写出的课程"},
	"hard close: no submission after it":  {"harde sluiting: daarna geen inzendingen meer", "endelig stenging: ingen innleveringer etter den", "pevná uzávěrka: potom už žádné odevzdání", "最终关闭：之后不能再提交"},
	"due date (2026-12-15, 2026-12-15 23:59 or RFC 3339)": {
		"inleverdatum (2026-12-15, 2026-12-15 23:59 of RFC 3339)", "frist (2026-12-15, 2026-12-15 23:59 eller RFC 3339)", "termín (2026-12-15, 2026-12-15 23:59 nebo RFC 3339)", "截止日期（2026-12-15、2026-12-15 23:59 或 RFC 3339）"},
	"percent of the score taken off per started day late": {
		"procent van de score dat eraf gaat per begonnen dag te laat", "prosent av poengene som trekkes per påbegynte dag for sent", "procento bodů stržené za každý započatý den zpoždění", "每迟交一天（不足一天按一天）扣除的得分百分比"},
	"Release an assignment to the course's students (again: change its dates)": {
		"Een opdracht vrijgeven aan de studenten van de cursus (opnieuw: de datums wijzigen)", "Legg ut en oppgave til kursets elever (på nytt: endre datoene)", "Zveřejnit úlohu studentům kurzu (znovu: změnit termíny)", "向课程学生发布作业（再次发布：修改日期）"},
	"Return the graded feedback to the students": {"De beoordeelde feedback aan de studenten teruggeven", "Gi den rettede tilbakemeldingen tilbake til elevene", "Vrátit studentům ohodnocenou zpětnou vazbu", "把评分反馈返回给学生"},
	"the hub's proxy as the service reaches it (students' servers are behind it)": {
		"de proxy van de hub zoals de dienst hem bereikt (de servers van de studenten zitten erachter)", "hubens proxy slik tjenesten når den (elevenes servere ligger bak den)", "proxy hubu, jak ji služba dosáhne (servery studentů jsou za ní)", "服务访问 hub 代理的地址（学生的服务器在它后面）"},
	"address to listen on (default: from JUPYTERHUB_SERVICE_URL)": {
		"adres om op te luisteren (standaard: uit JUPYTERHUB_SERVICE_URL)", "adresse å lytte på (standard: fra JUPYTERHUB_SERVICE_URL)", "adresa k naslouchání (výchozí: z JUPYTERHUB_SERVICE_URL)", "监听地址（默认取自 JUPYTERHUB_SERVICE_URL）"},
	"bytes a submission may hold": {"bytes die een inzending mag bevatten", "byte en innlevering kan ha", "bajty, které smí odevzdání obsahovat", "一份提交最多的字节数"},
	"files a submission may hold": {"bestanden die een inzending mag bevatten", "filer en innlevering kan ha", "soubory, které smí odevzdání obsahovat", "一份提交最多的文件数"},
	"Serve the course pages as a JupyterHub managed service": {
		"De cursuspagina's aanbieden als beheerde dienst van JupyterHub", "Server kurssidene som en administrert tjeneste i JupyterHub", "Poskytovat stránky kurzu jako spravovanou službu JupyterHubu", "作为 JupyterHub 托管服务提供课程页面"},
	"Who submitted when, how late, how many attempts, and the grades": {
		"Wie wanneer inleverde, hoe laat, hoeveel pogingen, en de beoordelingen", "Hvem som leverte når, hvor sent, hvor mange forsøk, og karakterene", "Kdo kdy odevzdal, s jakým zpožděním, kolik pokusů, a hodnocení", "谁在何时提交、迟交多久、提交几次，以及评分"},
	"Run the course loop on the hub: release, fetch, submit, grade, return": {
		"De cursuscyclus op de hub: vrijgeven, ophalen, inleveren, beoordelen, teruggeven", "Kursløkken på huben: legg ut, hent, lever, rett, gi tilbake", "Koloběh kurzu na hubu: zveřejnit, stáhnout, odevzdat, ohodnotit, vrátit", "在 hub 上运行课程流程：发布、获取、提交、评分、返回"},
	"submissions the course service grades at once": {
		"inzendingen die de cursusdienst tegelijk beoordeelt", "innleveringer kurstjenesten retter samtidig", "odevzdání, která služba kurzu hodnotí současně", "课程服务同时评分的提交数"},
	"the course service's port (localhost)": {"de poort van de cursusdienst (localhost)", "kurstjenestens port (localhost)", "port služby kurzu (localhost)", "课程服务的端口（localhost）"},
}

func init() { lang.RegisterTable(courseMessages) }
