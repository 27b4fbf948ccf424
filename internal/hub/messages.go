package hub

import "github.com/sudokit/sudokit/sudoku/lang"

// messages are what setting up and running the hub reports, keyed by their
// English text. ErrBadUsername keeps its English text for errors.Is.
var messages = map[string][4]string{ // nl, nb, cs, zh-Hans
	"%s": {"%s", "%s", "%s", "%s"},
	"cgroup v1 controller %[1]q is not mounted at %[2]s: %[3]v": {
		"cgroup-v1-controller %[1]q is niet aangekoppeld op %[2]s: %[3]v", "cgroup v1-kontrolleren %[1]q er ikke montert på %[2]s: %[3]v", "řadič cgroup v1 %[1]q není připojen v %[2]s: %[3]v", "cgroup v1 控制器 %[1]q 没有挂载在 %[2]s：%[3]v"},
	"cgroup: writing %[1]q to %[2]s: %[3]v": {
		"cgroup: %[1]q schrijven naar %[2]s: %[3]v", "cgroup: skriving av %[1]q til %[2]s: %[3]v", "cgroup: zápis %[1]q do %[2]s: %[3]v", "cgroup：把 %[1]q 写入 %[2]s：%[3]v"},
	"%[1]s has no %[2]q": {"%[1]s heeft geen %[2]q", "%[1]s har ingen %[2]q", "%[1]s nemá %[2]q", "%[1]s 中没有 %[2]q"},
	"processes %[1]v of %[2]s survived: %[3]v": {
		"processen %[1]v van %[2]s bleven over: %[3]v", "prosessene %[1]v til %[2]s overlevde: %[3]v", "procesy %[1]v uživatele %[2]s přežily: %[3]v", "%[2]s 的进程 %[1]v 没有结束：%[3]v"},
	"will not prepare a server for root": {
		"maakt geen server klaar voor root", "gjør ikke klar en server for root", "server pro roota se nepřipravuje", "不为 root 准备服务器"},
	"the course folder %q must be a relative path inside the home": {
		"de cursusmap %q moet een relatief pad binnen de thuismap zijn", "kursmappen %q må være en relativ sti inne i hjemmemappen", "složka kurzu %q musí být relativní cesta uvnitř domovské složky", "课程文件夹 %q 必须是主目录内的相对路径"},
	"home of %[1]s: %[2]v": {"thuismap van %[1]s: %[2]v", "hjemmemappen til %[1]s: %[2]v", "domovská složka %[1]s: %[2]v", "%[1]s 的主目录：%[2]v"},
	"home of %[1]s (%[2]s) is not a directory": {
		"thuismap van %[1]s (%[2]s) is geen map", "hjemmemappen til %[1]s (%[2]s) er ikke en mappe", "domovská složka %[1]s (%[2]s) není složka", "%[1]s 的主目录（%[2]s）不是文件夹"},
	"linking %[1]s: %[2]v": {"%[1]s koppelen: %[2]v", "lenking av %[1]s: %[2]v", "propojení %[1]s: %[2]v", "链接 %[1]s：%[2]v"},
	"no hub installed under %[1]s (run \"sudokit hub setup\" first): %[2]v": {
		"geen hub geïnstalleerd onder %[1]s (draai eerst \"sudokit hub setup\"): %[2]v", "ingen hub installert under %[1]s (kjør \"sudokit hub setup\" først): %[2]v", "pod %[1]s není nainstalovaný žádný hub (nejdřív spusťte \"sudokit hub setup\"): %[2]v", "%[1]s 下没有安装 hub（请先运行 \"sudokit hub setup\"）：%[2]v"},
	"no sudokit source tree to install": {"geen sudokit-broncode om te installeren", "ikke noe sudokit-kildetre å installere", "není zdrojový strom sudokitu k instalaci", "没有可安装的 sudokit 源码树"},
	"admin: %v":                         {"beheerder: %v", "administrator: %v", "správce: %v", "管理员：%v"},
	"group: %v":                         {"groep: %v", "gruppe: %v", "skupina: %v", "组：%v"},
	"hub setup must run as root (it creates users and a system-wide install)": {
		"hub setup moet als root draaien (het maakt gebruikers en een installatie voor het hele systeem)", "hub setup må kjøres som root (den oppretter brukere og en installasjon for hele systemet)", "hub setup musí běžet jako root (zakládá uživatele a instalaci pro celý systém)", "hub setup 必须以 root 运行（它要创建用户并做全系统安装）"},
	"%s is missing: apt-get install jupyterhub node-configurable-http-proxy": {
		"%s ontbreekt: apt-get install jupyterhub node-configurable-http-proxy", "%s mangler: apt-get install jupyterhub node-configurable-http-proxy", "chybí %s: apt-get install jupyterhub node-configurable-http-proxy", "缺少 %s：apt-get install jupyterhub node-configurable-http-proxy"},
	"copying the source tree: %v":  {"broncode kopiëren: %v", "kopiering av kildetreet: %v", "kopírování zdrojového stromu: %v", "复制源码树：%v"},
	"copying the notebooks: %v":    {"notebooks kopiëren: %v", "kopiering av notatbøkene: %v", "kopírování notebooků: %v", "复制笔记本：%v"},
	"filling the module cache: %v": {"modulecache vullen: %v", "fylling av modulhurtigbufferen: %v", "plnění mezipaměti modulů: %v", "填充模块缓存：%v"},
	"installing the kernel: %v":    {"kernel installeren: %v", "installering av kjernen: %v", "instalace jádra: %v", "安装内核：%v"},
	"installed sudokit and its source tree in %s": {
		"sudokit en zijn broncode geïnstalleerd in %s", "installerte sudokit og kildetreet i %s", "sudokit a jeho zdrojový strom nainstalovány do %s", "已把 sudokit 及其源码树安装到 %s"},
	"master notebooks in %s": {"hoofdnotebooks in %s", "hovednotatbøker i %s", "hlavní notebooky v %s", "主笔记本在 %s"},
	"module cache %[1]s filled in %[2]s": {
		"modulecache %[1]s gevuld in %[2]s", "modulhurtigbufferen %[1]s fylt på %[2]s", "mezipaměť modulů %[1]s naplněna za %[2]s", "模块缓存 %[1]s 填充完毕，用时 %[2]s"},
	"created the admin user %[1]s: give it a password with \"passwd %[1]s\"": {
		"beheerder %[1]s aangemaakt: geef hem een wachtwoord met \"passwd %[1]s\"", "opprettet administratoren %[1]s: gi den et passord med \"passwd %[1]s\"", "založen správce %[1]s: nastavte mu heslo příkazem \"passwd %[1]s\"", "已创建管理员用户 %[1]s：请用 \"passwd %[1]s\" 设置密码"},
	"wrote %[1]s; start the hub with \"sudokit hub run --prefix %[2]s\"": {
		"%[1]s geschreven; start de hub met \"sudokit hub run --prefix %[2]s\"", "skrev %[1]s; start huben med \"sudokit hub run --prefix %[2]s\"", "zapsán %[1]s; hub spusťte příkazem \"sudokit hub run --prefix %[2]s\"", "已写出 %[1]s；用 \"sudokit hub run --prefix %[2]s\" 启动 hub"},
	"%[1]s: %[2]v":             {"%[1]s: %[2]v", "%[1]s: %[2]v", "%[1]s: %[2]v", "%[1]s：%[2]v"},
	"%[1]s: line %[2]d: %[3]v": {"%[1]s: regel %[2]d: %[3]v", "%[1]s: linje %[2]d: %[3]v", "%[1]s: řádek %[2]d: %[3]v", "%[1]s：第%[2]d行：%[3]v"},
	"%[1]v %[2]q: use 1 to 32 lowercase letters, digits, '-' or '_', starting with a letter": {
		"ongeldige gebruikersnaam %[2]q: gebruik 1 tot 32 kleine letters, cijfers, '-' of '_', te beginnen met een letter",
		"ugyldig brukernavn %[2]q: bruk 1 til 32 små bokstaver, sifre, '-' eller '_', og begynn med en bokstav",
		"neplatné uživatelské jméno %[2]q: použijte 1 až 32 malých písmen, číslic, '-' nebo '_', na začátku písmeno",
		"无效的用户名 %[2]q：请用 1 到 32 个小写字母、数字、'-' 或 '_'，并以字母开头"},
	"%d fields; want username or username,password": {
		"%d velden; verwacht username of username,password", "%d felt; skal være username eller username,password", "polí: %d; má být username nebo username,password", "%d 个字段；应为 username 或 username,password"},
	"the password of %q contains ':' or a line break": {
		"het wachtwoord van %q bevat ':' of een regeleinde", "passordet til %q inneholder ':' eller et linjeskift", "heslo %q obsahuje ':' nebo konec řádku", "%q 的密码含有 ':' 或换行"},
	"username %[1]q is already on line %[2]d": {
		"gebruikersnaam %[1]q staat al op regel %[2]d", "brukernavnet %[1]q står allerede på linje %[2]d", "uživatelské jméno %[1]q už je na řádku %[2]d", "用户名 %[1]q 已在第%[2]d行出现"},
	"no students in the class list": {"geen studenten in de klassenlijst", "ingen elever på klasselisten", "v seznamu třídy nejsou žádní studenti", "班级名单里没有学生"},
	"%[1]q is a system account (uid %[2]d), not a student": {
		"%[1]q is een systeemaccount (uid %[2]d), geen student", "%[1]q er en systemkonto (uid %[2]d), ikke en elev", "%[1]q je systémový účet (uid %[2]d), ne student", "%[1]q 是系统账户（uid %[2]d），不是学生"},
	"adding %[1]s (line %[2]d) to %[3]s: %[4]v": {
		"%[1]s (regel %[2]d) toevoegen aan %[3]s: %[4]v", "legge %[1]s (linje %[2]d) til i %[3]s: %[4]v", "přidání %[1]s (řádek %[2]d) do %[3]s: %[4]v", "把 %[1]s（第%[2]d行）加入 %[3]s：%[4]v"},
	"creating %[1]s (line %[2]d): %[3]v": {
		"%[1]s aanmaken (regel %[2]d): %[3]v", "oppretting av %[1]s (linje %[2]d): %[3]v", "založení %[1]s (řádek %[2]d): %[3]v", "创建 %[1]s（第%[2]d行）：%[3]v"},
	"setting passwords: %v": {"wachtwoorden instellen: %v", "setting av passord: %v", "nastavení hesel: %v", "设置密码：%v"},
}

func init() { lang.RegisterTable(messages) }
