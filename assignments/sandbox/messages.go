package sandbox

import "github.com/sudokit/sudokit/sudoku/lang"

// messages are the sandbox's descriptions of its isolation, keyed by their
// English text (see Isolation.String and Weaknesses).
var messages = map[string][4]string{ // nl, nb, cs, zh-Hans
	"unprivileged uid range of its own": {"eigen reeks onbevoorrechte uid's", "eget område med uprivilegerte uid-er", "vlastní rozsah neprivilegovaných uid", "独立的非特权 uid 区间"},
	"grader's own uid":                  {"uid van de nakijker zelf", "retteprogrammets egen uid", "uid samotného opravovače", "评分程序自己的 uid"},
	"pid+net+ipc+mount namespaces, private read-only root": {
		"pid+net+ipc+mount-namespaces, eigen alleen-lezen root", "pid+net+ipc+mount-navnerom, egen skrivebeskyttet rot", "jmenné prostory pid+net+ipc+mount, vlastní kořen jen pro čtení", "pid+net+ipc+mount 命名空间，私有只读根目录"},
	"user+pid+net namespaces": {"user+pid+net-namespaces", "user+pid+net-navnerom", "jmenné prostory user+pid+net", "user+pid+net 命名空间"},
	"pid+net namespaces":      {"pid+net-namespaces", "pid+net-navnerom", "jmenné prostory pid+net", "pid+net 命名空间"},
	"no namespaces (network not blocked)": {
		"geen namespaces (netwerk niet geblokkeerd)", "ingen navnerom (nettverket er ikke blokkert)", "bez jmenných prostorů (síť není blokovaná)", "没有命名空间（未阻断网络）"},
	"cgroup %s per submission": {"cgroup %s per inzending", "cgroup %s per innlevering", "cgroup %s pro každé řešení", "每份提交一个 cgroup %s"},
	"no cgroup (limits per process only)": {
		"geen cgroup (limieten alleen per proces)", "ingen cgroup (grenser bare per prosess)", "bez cgroup (omezení jen pro jednotlivé procesy)", "没有 cgroup（只按进程限制）"},
	", ":                     {", ", ", ", ", ", "，"},
	"rlimits, process group": {"rlimits, procesgroep", "rlimits, prosessgruppe", "rlimits, skupina procesů", "rlimits，进程组"},
	"the code runs as the grader's own user (run the grader as root): it can read what the grader can read": {
		"de code draait als de gebruiker van de nakijker (draai de nakijker als root): hij kan lezen wat de nakijker kan lezen",
		"koden kjører som retteprogrammets egen bruker (kjør retteprogrammet som root): den kan lese det retteprogrammet kan lese",
		"kód běží pod uživatelem opravovače (spusťte opravovač jako root): může číst, co může číst opravovač",
		"代码以评分程序自己的用户身份运行（请以 root 运行评分程序）：评分程序能读的它都能读"},
	"no namespaces: the code has the network and sees every process": {
		"geen namespaces: de code heeft netwerk en ziet elk proces", "ingen navnerom: koden har nettverk og ser alle prosesser", "bez jmenných prostorů: kód má síť a vidí všechny procesy", "没有命名空间：代码可以上网并能看到所有进程"},
	"no private filesystem: the code sees the host's files (solutions, assignment.yaml with the hidden tests' seeds, the sudokit binary), /proc, /tmp and Unix sockets": {
		"geen eigen bestandssysteem: de code ziet de bestanden van de machine (oplossingen, assignment.yaml met de seeds van de verborgen tests, het sudokit-programma), /proc, /tmp en Unix-sockets",
		"ikke eget filsystem: koden ser maskinens filer (løsninger, assignment.yaml med frøene til de skjulte testene, sudokit-programmet), /proc, /tmp og Unix-sokler",
		"bez vlastního souborového systému: kód vidí soubory počítače (řešení, assignment.yaml se semínky skrytých testů, program sudokit), /proc, /tmp a unixové sokety",
		"没有私有文件系统：代码能看到主机的文件（答案、含隐藏测试种子的 assignment.yaml、sudokit 程序）、/proc、/tmp 和 Unix 套接字"},
	"not available": {"niet beschikbaar", "ikke tilgjengelig", "není k dispozici", "不可用"},
	"no control group (%s): memory and processes are limited per process only": {
		"geen control group (%s): geheugen en processen worden alleen per proces begrensd", "ingen kontrollgruppe (%s): minne og prosesser begrenses bare per prosess", "bez řídicí skupiny (%s): paměť a procesy jsou omezeny jen po procesech", "没有控制组（%s）：内存和进程只按进程限制"},
	"time limit exceeded (%v wall time)": {
		"tijdslimiet overschreden (%v kloktijd)", "tidsgrensen overskredet (%v veggtid)", "překročen časový limit (%v reálného času)", "超出时间限制（实际时间 %v）"},
	"CPU time limit exceeded (%v)": {
		"CPU-tijdslimiet overschreden (%v)", "grensen for CPU-tid overskredet (%v)", "překročen limit času CPU (%v)", "超出 CPU 时间限制（%v）"},
	"output limit exceeded (more than %d bytes)": {
		"uitvoerlimiet overschreden (meer dan %d bytes)", "utdatagrensen overskredet (mer enn %d byte)", "překročen limit výstupu (víc než %d bajtů)", "超出输出限制（超过 %d 字节）"},
	"memory limit exceeded (%d MiB for everything the submission runs)": {
		"geheugenlimiet overschreden (%d MiB voor alles wat de inzending draait)", "minnegrensen overskredet (%d MiB for alt innleveringen kjører)", "překročen limit paměti (%d MiB na vše, co řešení spustí)", "超出内存限制（提交运行的所有程序共 %d MiB）"},
	"killed by signal %d": {"gestopt door signaal %d", "drept av signal %d", "ukončen signálem %d", "被信号 %d 终止"},
	"exit status %d":      {"afsluitstatus %d", "avslutningsstatus %d", "návratový kód %d", "退出码 %d"},
}

func init() { lang.RegisterTable(messages) }
