package cli

import "github.com/sudokit/sudokit/sudoku/lang"

// helpLongHub holds more long descriptions of the commands (see help.go).
var helpLongHub = map[string][4]string{ // nl, nb, cs, zh-Hans
	// sudokit hub
	"Hub sets up and runs a course server on one machine from Debian's packages\n(apt-get install jupyterhub node-configurable-http-proxy): JupyterHub with\nstudents' system accounts (PAM logins), the Go kernel, every student's own\ncopy of the course notebooks, a warmed read-only build cache shared by all,\nand per-student limits on memory, CPU and processes. Everything lives under\n--prefix (default /opt/sudokit-hub); it needs root.": {
		`Hub zet een cursusserver op één machine op en draait hem, met de pakketten
van Debian (apt-get install jupyterhub node-configurable-http-proxy):
JupyterHub met systeemaccounts voor de studenten (aanmelden via PAM), de
Go-kernel, een eigen kopie van de cursusnotebooks voor elke student, een
opgewarmde, alleen-lezen buildcache die iedereen deelt, en per student
limieten op geheugen, CPU en processen. Alles staat onder --prefix
(standaard /opt/sudokit-hub); het vraagt root.`,
		`Hub setter opp og kjører en kursserver på én maskin med pakkene fra Debian
(apt-get install jupyterhub node-configurable-http-proxy): JupyterHub med
systemkontoer for elevene (innlogging via PAM), Go-kjernen, hver elevs egen
kopi av kursnotatbøkene, en forvarmet, skrivebeskyttet byggehurtigbuffer som
alle deler, og grenser per elev for minne, CPU og prosesser. Alt ligger under
--prefix (standard /opt/sudokit-hub); det krever root.`,
		`Hub připraví a provozuje server kurzu na jednom počítači z balíčků Debianu
(apt-get install jupyterhub node-configurable-http-proxy): JupyterHub se
systémovými účty studentů (přihlášení přes PAM), jádro Go, vlastní kopii
notebooků kurzu pro každého studenta, předehřátou mezipaměť sestavení jen
pro čtení, sdílenou všemi, a omezení paměti, CPU a procesů pro každého
studenta. Vše leží pod --prefix (výchozí /opt/sudokit-hub); potřebuje root.`,
		`hub 用 Debian 的软件包（apt-get install jupyterhub
node-configurable-http-proxy）在一台机器上搭建并运行课程服务器：使用学生
系统账户（PAM 登录）的 JupyterHub、Go 内核、每个学生自己的一份课程笔记本、
所有人共享的预热只读编译缓存，以及按学生限制的内存、CPU 和进程数。所有内容
都放在 --prefix 下（默认 /opt/sudokit-hub）；需要 root 权限。`,
	},
	// sudokit hub add-students
	"Add-students reads a class list — one student per line, \"username\" or\n\"username,password\", an optional header line \"username,password\", '#'\ncomments — and creates each student who does not exist yet as a system user\nwith a home, in the login group. Students without a password in the list get\na generated one; they are written to --passwords (a CSV only root can read),\nso you can hand them out. Existing users keep their password and files.\n\nA bad line stops everything before any account is made, with the line named:\n  class.csv: line 4: invalid username \"Bob Smith\": use 1 to 32 lowercase\n  letters, digits, '-' or '_', starting with a letter": {
		`Add-students leest een klassenlijst — één student per regel, "username" of
"username,password", een eventuele kopregel "username,password", '#'
voor commentaar — en maakt elke student die nog niet bestaat aan als
systeemgebruiker met een thuismap, in de aanmeldgroep. Studenten zonder
wachtwoord in de lijst krijgen een gegenereerd wachtwoord; die worden
geschreven naar --passwords (een CSV die alleen root kan lezen), zodat je ze
kunt uitdelen. Bestaande gebruikers houden hun wachtwoord en bestanden.

Een foute regel stopt alles voordat er een account gemaakt is, met de regel
erbij genoemd:
  class.csv: regel 4: ongeldige gebruikersnaam "Bob Smith": gebruik 1 tot 32
  kleine letters, cijfers, '-' of '_', te beginnen met een letter`,
		`Add-students leser en klasseliste — én elev per linje, "username" eller
"username,password", en valgfri overskriftslinje "username,password", '#'
for kommentarer — og oppretter hver elev som ikke finnes ennå, som
systembruker med hjemmemappe, i innloggingsgruppen. Elever uten passord i
listen får et generert passord; de skrives til --passwords (en CSV bare root
kan lese), så du kan dele dem ut. Eksisterende brukere beholder passord og
filer.

En feil linje stopper alt før noen konto opprettes, og linjen nevnes:
  class.csv: linje 4: ugyldig brukernavn "Bob Smith": bruk 1 til 32 små
  bokstaver, sifre, '-' eller '_', og begynn med en bokstav`,
		`Add-students přečte seznam třídy — jeden student na řádek, "username" nebo
"username,password", případně záhlaví "username,password", '#' pro
komentáře — a každého studenta, který ještě neexistuje, založí jako
systémového uživatele s domovskou složkou v přihlašovací skupině. Studenti
bez hesla v seznamu dostanou vygenerované heslo; to se zapíše do
--passwords (CSV, které může číst jen root), abyste je mohli rozdat.
Existující uživatelé si ponechají heslo i soubory.

Chybný řádek zastaví vše dřív, než se založí jakýkoli účet, a řádek se uvede:
  class.csv: řádek 4: neplatné uživatelské jméno "Bob Smith": použijte 1 až 32
  malých písmen, číslic, '-' nebo '_', na začátku písmeno`,
		`add-students 读取班级名单——每行一个学生，格式为 "username" 或
"username,password"，可有一行表头 "username,password"，'#' 开头为注释——
并把每个尚不存在的学生创建为带主目录的系统用户，加入登录组。名单中没有密码
的学生会得到生成的密码；这些密码写入 --passwords（只有 root 能读的 CSV），
方便你分发。已有的用户保留原来的密码和文件。

有一行出错就会在创建任何账户之前全部停止，并指出该行：
  class.csv：第4行：无效的用户名 "Bob Smith"：请用 1 到 32 个小写字母、
  数字、'-' 或 '_'，并以字母开头`,
	},
	// sudokit hub loadtest
	"Loadtest logs the first N students of the class list (which must give\npasswords) into the hub on this machine — the login form, then a token from\nthe REST API — starts all their servers at once and has each run the code\ncells of --notebook through a kernel websocket, as a browser does, pausing\n--think between cells. It prints a line per N: cell latency p50/p95/max over\nall cells, the first cell (which includes the kernel's start-up work), the\nservers' start time, and memory per student (the peak of each student's\ncgroup, page cache included, and the memory the processes held at the end).\nThe servers are stopped after each N.": {
		`Loadtest meldt de eerste N studenten van de klassenlijst (die wachtwoorden
moet bevatten) aan bij de hub op deze machine — het aanmeldformulier, dan
een token van de REST-API — start al hun servers tegelijk en laat elk de
codecellen van --notebook draaien via een websocket van de kernel, zoals een
browser doet, met --think pauze tussen de cellen. Per N drukt hij een regel
af: de latentie van de cellen p50/p95/max over alle cellen, de eerste cel
(met het opstartwerk van de kernel), de starttijd van de servers en het
geheugen per student (het hoogtepunt van de cgroup van elke student, met
paginacache, en het geheugen dat de processen aan het eind vasthielden). Na
elke N worden de servers gestopt.`,
		`Loadtest logger de første N elevene på klasselisten (som må ha passord)
inn på huben på denne maskinen — innloggingsskjemaet, så et token fra
REST-API-et — starter alle serverne deres samtidig og lar hver kjøre
kodecellene i --notebook gjennom en websocket til kjernen, slik en nettleser
gjør, med --think pause mellom cellene. Den skriver en linje per N:
cellenes latens p50/p95/maks over alle celler, den første cellen (som tar med
kjernens oppstartsarbeid), serverens starttid og minne per elev (toppen av
hver elevs cgroup, sidehurtigbuffer medregnet, og minnet prosessene holdt
på slutten). Serverne stoppes etter hver N.`,
		`Loadtest přihlásí prvních N studentů ze seznamu třídy (ten musí obsahovat
hesla) k hubu na tomto počítači — přihlašovací formulář, pak token z REST
API — spustí všechny jejich servery najednou a nechá každý spustit buňky s
kódem z --notebook přes websocket jádra, jako to dělá prohlížeč, s pauzou
--think mezi buňkami. Pro každé N vypíše řádek: latenci buněk p50/p95/max
přes všechny buňky, první buňku (včetně práce jádra při startu), dobu startu
serverů a paměť na studenta (špičku cgroup každého studenta včetně
mezipaměti stránek a paměť, kterou procesy držely na konci). Po každém N se
servery zastaví.`,
		`loadtest 让班级名单（必须含密码）上的前 N 个学生登录本机的 hub——先用登录
表单，再从 REST API 取得令牌——同时启动他们的所有服务器，并让每个服务器像
浏览器那样通过内核的 websocket 运行 --notebook 的代码单元格，单元格之间停顿
--think。每个 N 输出一行：所有单元格的延迟 p50/p95/最大值、第一个单元格
（包含内核启动的工作）、服务器启动时间以及每个学生的内存（每个学生 cgroup
的峰值，含页缓存，以及进程在结束时占用的内存）。每个 N 之后停止服务器。`,
	},
	// sudokit hub prepare-user
	"Prepare-user makes the student's home private, copies in the course\nnotebooks the student does not have yet (never touching existing files) and\nlinks the warmed build cache into the student's Go build cache. The hub runs\nit as root before starting a student's server.": {
		`Prepare-user maakt de thuismap van de student privé, kopieert de
cursusnotebooks erin die de student nog niet heeft (bestaande bestanden
blijven onaangeroerd) en koppelt de opgewarmde buildcache aan de
Go-buildcache van de student. De hub draait het als root voordat de server
van een student start.`,
		`Prepare-user gjør elevens hjemmemappe privat, kopierer inn kursnotatbøkene
eleven ikke har ennå (eksisterende filer røres aldri) og lenker den
forvarmede byggehurtigbufferen inn i elevens Go-byggehurtigbuffer. Huben
kjører det som root før en elevs server starter.`,
		`Prepare-user udělá domovskou složku studenta soukromou, nakopíruje do ní
notebooky kurzu, které student ještě nemá (existujících souborů se nikdy
nedotkne), a připojí předehřátou mezipaměť sestavení do studentovy
mezipaměti sestavení Go. Hub to spouští jako root před startem serveru
studenta.`,
		`prepare-user 把学生的主目录设为私有，复制进学生还没有的课程笔记本（绝不
改动已有文件），并把预热的编译缓存链接到学生的 Go 编译缓存中。hub 在启动
学生的服务器之前以 root 身份运行它。`,
	},
	// sudokit hub run
	"Run starts Debian's jupyterhub with the generated configuration, in the\nforeground (stop it with Ctrl-C). To run it as a service, point a systemd\nunit or supervisor at \"sudokit hub run --prefix DIR\".": {
		`Run start de jupyterhub van Debian met de gegenereerde configuratie, op de
voorgrond (stop hem met Ctrl-C). Om hem als dienst te draaien, laat je een
systemd-unit of supervisor "sudokit hub run --prefix DIR" starten.`,
		`Run starter Debians jupyterhub med den genererte konfigurasjonen, i
forgrunnen (stopp den med Ctrl-C). For å kjøre den som tjeneste, la en
systemd-enhet eller supervisor starte "sudokit hub run --prefix DIR".`,
		`Run spustí jupyterhub z Debianu s vytvořenou konfigurací, v popředí
(zastavíte ho Ctrl-C). Chcete-li ho provozovat jako službu, nechte ho
spouštět jednotku systemd nebo supervisor: "sudokit hub run --prefix DIR".`,
		`run 在前台用生成的配置启动 Debian 的 jupyterhub（按 Ctrl-C 停止）。要作为
服务运行，请让 systemd 单元或 supervisor 执行 "sudokit hub run --prefix DIR"。`,
	},
	// sudokit hub setup
	"Setup installs everything the hub needs under --prefix: this sudokit binary,\na copy of its source tree (cells compile against it), the master notebooks,\na module cache and a warmed build cache, the \"Go (sudokit)\" kernelspec, the\nlogin group (--group; students and admins are its members), the admin users\n(created when missing: then give them a password with passwd), and\njupyterhub_config.py. Running it again refreshes the installation; students'\nhomes and the hub's database are kept.\n\nEach student's server, with every kernel and cell it starts, gets at most\n--memory, --cpus cores and --pids processes and threads (a cgroup per\nstudent, v1 or v2).": {
		`Setup installeert alles wat de hub nodig heeft onder --prefix: dit
sudokit-programma, een kopie van zijn broncode (cellen compileren ertegen),
de hoofdnotebooks, een modulecache en een opgewarmde buildcache, de
kernelspec "Go (sudokit)", de aanmeldgroep (--group; studenten en beheerders
zijn lid), de beheerders (aangemaakt als ze ontbreken: geef ze dan een
wachtwoord met passwd) en jupyterhub_config.py. Opnieuw draaien ververst de
installatie; de thuismappen van de studenten en de database van de hub
blijven bewaard.

De server van elke student krijgt, met elke kernel en cel die hij start,
hoogstens --memory, --cpus kernen en --pids processen en threads (een cgroup
per student, v1 of v2).`,
		`Setup installerer alt huben trenger under --prefix: dette
sudokit-programmet, en kopi av kildetreet (cellene kompileres mot det),
hovednotatbøkene, en modulhurtigbuffer og en forvarmet byggehurtigbuffer,
kernelspec-en "Go (sudokit)", innloggingsgruppen (--group; elever og
administratorer er medlemmer), administratorene (opprettes om de mangler:
gi dem så et passord med passwd) og jupyterhub_config.py. Kjører du den
igjen, oppdateres installasjonen; elevenes hjemmemapper og hubens database
beholdes.

Hver elevs server, med hver kjerne og celle den starter, får høyst
--memory, --cpus kjerner og --pids prosesser og tråder (en cgroup per elev,
v1 eller v2).`,
		`Setup nainstaluje pod --prefix vše, co hub potřebuje: tento program
sudokit, kopii jeho zdrojového stromu (buňky se proti ní překládají),
hlavní notebooky, mezipaměť modulů a předehřátou mezipaměť sestavení,
kernelspec "Go (sudokit)", přihlašovací skupinu (--group; jejími členy jsou
studenti a správci), správce (založí je, pokud chybí: pak jim nastavte heslo
příkazem passwd) a jupyterhub_config.py. Opětovné spuštění instalaci obnoví;
domovské složky studentů a databáze hubu zůstanou.

Server každého studenta dostane se všemi jádry a buňkami, které spustí,
nejvýše --memory, --cpus jader a --pids procesů a vláken (cgroup na
studenta, v1 nebo v2).`,
		`setup 把 hub 需要的一切安装到 --prefix 下：本 sudokit 程序、它的源码树
副本（单元格针对它编译）、主笔记本、模块缓存和预热的编译缓存、
"Go (sudokit)" kernelspec、登录组（--group；学生和管理员都是成员）、管理员
用户（不存在时创建：之后用 passwd 为他们设置密码）以及
jupyterhub_config.py。再次运行会刷新安装；学生的主目录和 hub 的数据库保留。

每个学生的服务器连同它启动的所有内核和单元格，最多使用 --memory 内存、
--cpus 个 CPU 核和 --pids 个进程和线程（每个学生一个 cgroup，v1 或 v2）。`,
	},
}

func init() { lang.RegisterTable(helpLongHub) }
