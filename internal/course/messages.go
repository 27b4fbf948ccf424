package course

import "github.com/sudokit/sudokit/sudoku/lang"

// messages are the service's pages and errors, keyed by their English
// text: page texts ({{T "…"}} in templates/), q.T in the handlers and
// lang.Errorf in the store.
var messages = map[string][4]string{ // nl, nb, cs, zh-Hans
	"%[1]s may submit until %[2]s.": {"%[1]s mag inleveren tot %[2]s.", "%[1]s kan levere til %[2]s.", "%[1]s může odevzdat do %[2]s.", "%[1]s 可以提交到 %[2]s。"},
	"%[1]s: not a date: %[2]v":      {"%[1]s: geen datum: %[2]v", "%[1]s: ikke en dato: %[2]v", "%[1]s: není datum: %[2]v", "%[1]s：不是日期：%[2]v"},
	"%d submissions queued for grading.": {
		"%d inzendingen in de wachtrij voor beoordeling.", "%d innleveringer står i kø for retting.", "Počet odevzdání zařazených k hodnocení: %d.", "%d 份提交已排队等待评分。"},
	"%q is not a valid name: use 1 to 40 lowercase letters, digits, '-' or '_'": {
		"%q is geen geldige naam: gebruik 1 tot 40 kleine letters, cijfers, '-' of '_'", "%q er ikke et gyldig navn: bruk 1 til 40 små bokstaver, sifre, '-' eller '_'", "%q není platný název: použijte 1 až 40 malých písmen, číslic, '-' nebo '_'", "%q 不是有效的名称：请用 1 到 40 个小写字母、数字、'-' 或 '_'"},
	"%q: only Go files (not tests) and notebooks, without folders, can be submitted": {
		"%q: alleen Go-bestanden (geen tests) en notebooks, zonder mappen, kunnen worden ingeleverd", "%q: bare Go-filer (ikke tester) og notatbøker, uten mapper, kan leveres", "%q: odevzdat lze jen soubory Go (ne testy) a notebooky, bez složek", "%q：只能提交 Go 文件（不含测试）和笔记本，不能带文件夹"},
	"%s is not a folder in your home": {"%s is geen map in je thuismap", "%s er ikke en mappe i hjemmemappen din", "%s není složka ve vaší domovské složce", "%s 不是你主目录中的文件夹"},
	"%s is not a folder":              {"%s is geen map", "%s er ikke en mappe", "%s není složka", "%s 不是文件夹"},
	"%s is not there":                 {"%s is er niet", "%s finnes ikke", "%s neexistuje", "%s 不存在"},
	"Add an assignment":               {"Een opdracht toevoegen", "Legg til en oppgave", "Přidat úlohu", "添加作业"},
	"Added %[1]s (version %[2]d): the check passed.": {
		"%[1]s toegevoegd (versie %[2]d): de controle is geslaagd.", "La til %[1]s (versjon %[2]d): kontrollen gikk bra.", "Přidáno %[1]s (verze %[2]d): kontrola prošla.", "已添加 %[1]s（版本 %[2]d）：检查通过。"},
	"Adjust":                   {"Aanpassen", "Juster", "Upravit", "调整"},
	"Adjusted by %+g.":         {"Aangepast met %+g.", "Justert med %+g.", "Upraveno o %+g.", "已调整 %+g。"},
	"Adjusted by the teacher:": {"Aangepast door de docent:", "Justert av læreren:", "Upraveno učitelem:", "教师调整："},
	"Assignment":               {"Opdracht", "Oppgave", "Úloha", "作业"},
	"Attempt":                  {"Poging", "Forsøk", "Pokus", "第几次"},
	"Attempts":                 {"Pogingen", "Forsøk", "Pokusy", "提交次数"},
	"Autograde":                {"Automatisch beoordelen", "Rett automatisk", "Automaticky ohodnotit", "自动评分"},
	"Back":                     {"Terug", "Tilbake", "Zpět", "返回"},
	"Change":                   {"Wijzigen", "Endre", "Změnit", "修改"},
	"Check and add":            {"Controleren en toevoegen", "Kontroller og legg til", "Zkontrolovat a přidat", "检查并添加"},
	"Check":                    {"Controleren", "Kontroller", "Zkontrolovat", "检查"},
	"Checked: %[1]g of %[2]g points in the visible tests.": {
		"Gecontroleerd: %[1]g van %[2]g punten in de zichtbare tests.", "Kontrollert: %[1]g av %[2]g poeng i de synlige testene.", "Zkontrolováno: %[1]g z %[2]g bodů ve viditelných testech.", "已检查：可见测试得 %[1]g 分，共 %[2]g 分。"},
	"Closes":        {"Sluit", "Stenger", "Uzavírá se", "截止关闭"},
	"Comment":       {"Opmerking", "Kommentar", "Komentář", "评语"},
	"Course":        {"Cursus", "Kurs", "Kurz", "课程"},
	"Due":           {"Inleverdatum", "Frist", "Termín", "截止日期"},
	"Extend":        {"Verlengen", "Forleng", "Prodloužit", "延期"},
	"Extension for": {"Verlenging voor", "Forlengelse for", "Prodloužení pro", "延期给"},
	"Feedback returned to %d students.": {
		"Feedback teruggegeven aan %d studenten.", "Tilbakemelding gitt tilbake til %d elever.", "Zpětná vazba vrácena studentům: %d.", "已向 %d 名学生返回反馈。"},
	"Feedback saved as ~/%s.": {"Feedback bewaard als ~/%s.", "Tilbakemeldingen er lagret som ~/%s.", "Zpětná vazba uložena jako ~/%s.", "反馈已保存为 ~/%s。"},
	"Feedback":                {"Feedback", "Tilbakemelding", "Zpětná vazba", "反馈"},
	"Fetch":                   {"Ophalen", "Hent", "Stáhnout", "获取"},
	"Fetched into ~/%[1]s: %[2]d files written, %[3]d of yours kept as they were.": {
		"Opgehaald in ~/%[1]s: %[2]d bestanden geschreven, %[3]d van jou gelaten zoals ze waren.", "Hentet til ~/%[1]s: %[2]d filer skrevet, %[3]d av dine beholdt som de var.", "Staženo do ~/%[1]s: zapsáno souborů: %[2]d, vašich ponecháno beze změny: %[3]d.", "已获取到 ~/%[1]s：写入 %[2]d 个文件，保留你原有的 %[3]d 个文件不变。"},
	"Fetched": {"Opgehaald", "Hentet", "Staženo", "已获取"},
	"Final":   {"Eindcijfer", "Endelig", "Výsledek", "最终得分"},
	"Folder in your home (our authored format; it is checked first)": {
		"Map in je thuismap (ons opdrachtformaat; eerst gecontroleerd)", "Mappe i hjemmemappen din (vårt oppgaveformat; den kontrolleres først)", "Složka ve vaší domovské složce (náš formát úloh; nejdřív se zkontroluje)", "你主目录中的文件夹（我们的作业格式；会先检查）"},
	"Folder":                       {"Map", "Mappe", "Složka", "文件夹"},
	"Full feedback":                {"Volledige feedback", "Full tilbakemelding", "Celá zpětná vazba", "完整反馈"},
	"Grade":                        {"Beoordeling", "Karakter", "Hodnocení", "评分"},
	"Gradebook":                    {"Cijferlijst", "Karakterbok", "Klasifikace", "成绩册"},
	"Grading queue":                {"Beoordelingswachtrij", "Rettekø", "Fronta hodnocení", "评分队列"},
	"Hard close":                   {"Harde sluiting", "Endelig stenging", "Pevná uzávěrka", "最终关闭"},
	"Hub":                          {"Hub", "Hub", "Hub", "Hub"},
	"Last check":                   {"Laatste controle", "Siste kontroll", "Poslední kontrola", "最近一次检查"},
	"Last submitted":               {"Laatst ingeleverd", "Sist levert", "Naposledy odevzdáno", "最近提交"},
	"Late by %[1]s: %[2]g%% off.":  {"%[1]s te laat: %[2]g%% eraf.", "%[1]s for sent: %[2]g%% trekk.", "Pozdě o %[1]s: srážka %[2]g%%.", "迟交 %[1]s：扣 %[2]g%%。"},
	"Late penalty":                 {"Boete voor te laat", "Trekk for sen levering", "Srážka za pozdní odevzdání", "迟交扣分"},
	"Late penalty (percent a day)": {"Boete voor te laat (procent per dag)", "Trekk for sen levering (prosent per dag)", "Srážka za pozdní odevzdání (procent za den)", "迟交扣分（每天百分比）"},
	"Late":                         {"Te laat", "For sent", "Pozdě", "迟交"},
	"My courses":                   {"Mijn cursussen", "Mine kurs", "Moje kurzy", "我的课程"},
	"No assignment has been released yet.": {
		"Er is nog geen opdracht vrijgegeven.", "Ingen oppgave er lagt ut ennå.", "Zatím nebyla zveřejněna žádná úloha.", "还没有发布作业。"},
	"Not fetched":     {"Niet opgehaald", "Ikke hentet", "Nestaženo", "未获取"},
	"Not graded yet.": {"Nog niet beoordeeld.", "Ikke rettet ennå.", "Zatím neohodnoceno.", "尚未评分。"},
	"Points (+/−)":    {"Punten (+/−)", "Poeng (+/−)", "Body (+/−)", "分数（+/−）"},
	"Points":          {"Punten", "Poeng", "Body", "分数"},
	"Receipt":         {"Ontvangstbewijs", "Kvittering", "Potvrzení", "回执"},
	"Receipts":        {"Ontvangstbewijzen", "Kvitteringer", "Potvrzení", "回执"},
	"Release":         {"Vrijgeven", "Legg ut", "Zveřejnit", "发布"},
	"Released":        {"Vrijgegeven", "Lagt ut", "Zveřejněno", "已发布"},
	"Released.":       {"Vrijgegeven.", "Lagt ut.", "Zveřejněno.", "已发布。"},
	"Return feedback": {"Feedback teruggeven", "Gi tilbakemelding", "Vrátit zpětnou vazbu", "返回反馈"},
	"Return":          {"Teruggeven", "Gi tilbake", "Vrátit", "返回"},
	"Returned":        {"Teruggegeven", "Gitt tilbake", "Vráceno", "已返回"},
	"Save feedback to my folder": {
		"Feedback in mijn map bewaren", "Lagre tilbakemeldingen i mappen min", "Uložit zpětnou vazbu do mé složky", "把反馈保存到我的文件夹"},
	"Score":                 {"Score", "Poeng", "Body", "得分"},
	"Score: %[1]g of %[2]g": {"Score: %[1]g van %[2]g", "Poeng: %[1]g av %[2]g", "Body: %[1]g z %[2]g", "得分：%[1]g / %[2]g"},
	"Student":               {"Student", "Elev", "Student", "学生"},
	"Submit":                {"Inleveren", "Lever", "Odevzdat", "提交"},
	"Submitted":             {"Ingeleverd", "Levert", "Odevzdáno", "已提交"},
	"Submitted: attempt %[1]d at %[2]s, receipt %[3]s.": {
		"Ingeleverd: poging %[1]d om %[2]s, ontvangstbewijs %[3]s.", "Levert: forsøk %[1]d kl. %[2]s, kvittering %[3]s.", "Odevzdáno: pokus %[1]d v %[2]s, potvrzení %[3]s.", "已提交：第 %[1]d 次，时间 %[2]s，回执 %[3]s。"},
	"Teach":                        {"Lesgeven", "Undervis", "Výuka", "教学"},
	"Teaching":                     {"Lesgeven", "Undervisning", "Výuka", "教学"},
	"The assignment was not added": {"De opdracht is niet toegevoegd", "Oppgaven ble ikke lagt til", "Úloha nebyla přidána", "作业没有添加"},
	"Time":                         {"Tijd", "Tid", "Čas", "时间"},
	"Total":                        {"Totaal", "Totalt", "Celkem", "总分"},
	"Version":                      {"Versie", "Versjon", "Verze", "版本"},
	"Visible tests":                {"Zichtbare tests", "Synlige tester", "Viditelné testy", "可见测试"},
	"You are in no course: your teacher adds you to the hub group course-ID-students.": {
		"Je zit in geen enkele cursus: je docent voegt je toe aan de hubgroep course-ID-students.", "Du er ikke med i noe kurs: læreren din legger deg til i hub-gruppen course-ID-students.", "Nejste v žádném kurzu: učitel vás přidá do skupiny hubu course-ID-students.", "你不在任何课程中：请老师把你加入 hub 组 course-ID-students。"},
	"a day": {"per dag", "per dag", "za den", "每天"},
	"an adjustment needs a comment saying why": {"een aanpassing heeft een opmerking nodig die zegt waarom", "en justering trenger en kommentar som sier hvorfor", "úprava potřebuje komentář s důvodem", "调整需要写明原因的评语"},
	"an extension needs a due date":            {"een verlenging heeft een inleverdatum nodig", "en forlengelse trenger en frist", "prodloužení potřebuje termín", "延期需要一个截止日期"},
	"attempt":                                  {"poging", "forsøk", "pokus", "第几次"},
	"does not compile:":                        {"compileert niet:", "kompilerer ikke:", "nejde přeložit:", "无法编译："},
	"due":                                      {"inleveren", "frist", "termín", "截止"},
	"extended":                                 {"verlengd", "forlenget", "prodlouženo", "已延期"},
	"grade each submission as it arrives":      {"elke inzending beoordelen zodra ze binnenkomt", "rett hver innlevering når den kommer", "hodnotit každé odevzdání hned po přijetí", "每份提交一到就评分"},
	"log in through the hub first":             {"meld je eerst aan via de hub", "logg inn gjennom huben først", "nejdřív se přihlaste přes hub", "请先通过 hub 登录"},
	"name a folder in your home":               {"noem een map in je thuismap", "oppgi en mappe i hjemmemappen din", "zadejte složku ve své domovské složce", "请指定你主目录中的文件夹"},
	"no feedback has been returned yet":        {"er is nog geen feedback teruggegeven", "ingen tilbakemelding er gitt tilbake ennå", "zatím nebyla vrácena žádná zpětná vazba", "还没有返回反馈"},
	"no student named %q":                      {"geen student met de naam %q", "ingen elev som heter %q", "žádný student jménem %q", "没有名为 %q 的学生"},
	"no such course":                           {"die cursus bestaat niet", "det kurset finnes ikke", "takový kurz neexistuje", "没有这个课程"},
	"not a course export: %v":                  {"geen cursusexport: %v", "ikke en kurseksport: %v", "není export kurzu: %v", "不是课程导出文件：%v"},
	"not a course export: no course.json":      {"geen cursusexport: geen course.json", "ikke en kurseksport: ingen course.json", "není export kurzu: chybí course.json", "不是课程导出文件：没有 course.json"},
	"not found":                                {"niet gevonden", "ikke funnet", "nenalezeno", "未找到"},
	"only the course's teachers may open this page": {
		"alleen de docenten van de cursus mogen deze pagina openen", "bare kursets lærere kan åpne denne siden", "tuto stránku smějí otevřít jen učitelé kurzu", "只有本课程的教师可以打开此页面"},
	"penalty: %q is not a number": {"boete: %q is geen getal", "trekk: %q er ikke et tall", "srážka: %q není číslo", "扣分：%q 不是数字"},
	"points: not a number":        {"punten: geen getal", "poeng: ikke et tall", "body: není číslo", "分数：不是数字"},
	"something went wrong on the server; its log says what": {
		"er ging iets mis op de server; het logboek zegt wat", "noe gikk galt på serveren; loggen sier hva", "na serveru se něco pokazilo; co, to říká jeho log", "服务器出错了；详情见服务器日志"},
	"the assignment folder is too large: at most %[1]d files and %[2]d MiB": {
		"de opdrachtmap is te groot: hoogstens %[1]d bestanden en %[2]d MiB", "oppgavemappen er for stor: høyst %[1]d filer og %[2]d MiB", "složka úlohy je příliš velká: nejvýš %[1]d souborů a %[2]d MiB", "作业文件夹太大：最多 %[1]d 个文件、%[2]d MiB"},
	"the course database has schema version %[1]d; this sudokit knows up to %[2]d": {
		"de cursusdatabase heeft schemaversie %[1]d; deze sudokit kent er tot %[2]d", "kursdatabasen har skjemaversjon %[1]d; denne sudokit kjenner opp til %[2]d", "databáze kurzu má verzi schématu %[1]d; tento sudokit zná nejvýš %[2]d", "课程数据库的模式版本是 %[1]d；此 sudokit 最多支持到 %[2]d"},
	"the export's file %[1]s is damaged (its content hashes to %[2]s)": {
		"het bestand %[1]s van de export is beschadigd (de inhoud hasht naar %[2]s)", "eksportens fil %[1]s er skadet (innholdet har hash %[2]s)", "soubor exportu %[1]s je poškozený (obsah má hash %[2]s)", "导出中的文件 %[1]s 已损坏（内容的哈希是 %[2]s）"},
	"the form's security token is missing or wrong: reload the page and try again": {
		"het beveiligingstoken van het formulier ontbreekt of klopt niet: laad de pagina opnieuw en probeer het nog eens", "skjemaets sikkerhetstoken mangler eller er feil: last inn siden på nytt og prøv igjen", "bezpečnostní token formuláře chybí nebo je špatný: načtěte stránku znovu a zkuste to znovu", "表单的安全令牌缺失或错误：请重新加载页面后再试"},
	"the hard close is before the due date": {"de harde sluiting ligt voor de inleverdatum", "den endelige stengingen er før fristen", "pevná uzávěrka je před termínem", "最终关闭时间早于截止日期"},
	"the late penalty must be between 0%% and 100%% a day": {
		"de boete voor te laat moet tussen 0%% en 100%% per dag liggen", "trekket for sen levering må være mellom 0%% og 100%% per dag", "srážka za pozdní odevzdání musí být mezi 0%% a 100%% za den", "迟交扣分必须在每天 0%% 到 100%% 之间"},
	"the request is not a JSON object with files: %v": {
		"het verzoek is geen JSON-object met bestanden: %v", "forespørselen er ikke et JSON-objekt med filer: %v", "požadavek není objekt JSON se soubory: %v", "请求不是带文件的 JSON 对象：%v"},
	"the submission holds no file": {"de inzending bevat geen bestand", "innleveringen har ingen fil", "odevzdání neobsahuje žádný soubor", "提交中没有文件"},
	"the submission is too large: more than %d bytes": {
		"de inzending is te groot: meer dan %d bytes", "innleveringen er for stor: mer enn %d byte", "odevzdání je příliš velké: víc než %d bajtů", "提交太大：超过 %d 字节"},
	"this assignment is closed: no more submissions": {
		"deze opdracht is gesloten: er kan niet meer worden ingeleverd", "denne oppgaven er stengt: ingen flere innleveringer", "tato úloha je uzavřená: další odevzdání nejsou možná", "此作业已关闭：不能再提交"},
	"too many files to submit: %[1]d, at most %[2]d": {
		"te veel bestanden om in te leveren: %[1]d, hoogstens %[2]d", "for mange filer å levere: %[1]d, høyst %[2]d", "příliš mnoho souborů k odevzdání: %[1]d, nejvýš %[2]d", "要提交的文件太多：%[1]d 个，最多 %[2]d 个"},
	"until":                          {"tot", "til", "do", "直到"},
	"you are not in this course":     {"je zit niet in deze cursus", "du er ikke med i dette kurset", "nejste v tomto kurzu", "你不在这个课程中"},
	"you may see only your own work": {"je mag alleen je eigen werk zien", "du kan bare se ditt eget arbeid", "smíte vidět jen svou vlastní práci", "你只能查看自己的作业"},
	"your Jupyter server is not running: start it from the hub's home page, then try again": {
		"je Jupyter-server draait niet: start hem vanaf de startpagina van de hub en probeer het opnieuw", "Jupyter-serveren din kjører ikke: start den fra hubens hjemmeside og prøv igjen", "váš server Jupyter neběží: spusťte ho z domovské stránky hubu a zkuste to znovu", "你的 Jupyter 服务器没有运行：请在 hub 主页启动它，然后再试"},
	"~/%s holds no Go file or notebook to submit": {
		"~/%s bevat geen Go-bestand of notebook om in te leveren", "~/%s har ingen Go-fil eller notatbok å levere", "~/%s neobsahuje žádný soubor Go ani notebook k odevzdání", "~/%s 中没有可提交的 Go 文件或笔记本"},
	"~/%s is not there: fetch the assignment first": {
		"~/%s is er niet: haal de opdracht eerst op", "~/%s finnes ikke: hent oppgaven først", "~/%s neexistuje: nejdřív si úlohu stáhněte", "~/%s 不存在：请先获取作业"},
}

func init() { lang.RegisterTable(messages) }
