package kernel

import "github.com/sudokit/sudokit/sudoku/lang"

// Messages about cells, keyed by their English text. Each cell runs as its
// own program (see README, "Concurrency"): what lives only in a running
// program — a channel, a goroutine — ends with its cell, and these say so
// with the way to write such a lesson.
const (
	msgChannelDropped   = "variable %s is not kept for later cells: it holds a channel, and each cell runs as its own program, whose goroutines end with it. Make the channels, start the goroutines and use them in one cell; the functions the goroutines run can be declared in earlier cells.\n"
	msgModEditFlagsOnly = "%%go mod edit takes flags only (-require=path@version, -droprequire=path, -replace=old=new, …): %s names a file; it edits the notebook's module"
	msgNotFound         = "Object `%s` not found."
	msgShellStatus      = "!%s: exit status %d\n"
	msgNoTests          = "%%test: the notebook declares no Test, Example, Benchmark or Fuzz function\n"
	msgTestsDoNotBuild  = "the notebook's tests do not build"
	msgUnknownCommand   = "unknown command %s (known: %%go get <module>[@version], %%go mod, %%go mod edit <flags>, %%test [go test flags], %%reset, !<shell command>)"
	msgImportTwice      = "%[1]s redeclared in this cell: %[2]q and %[3]q are both %[1]s; name one of them (import other%[1]s %[3]q)"
	msgTypeGone         = "variable %s is dropped: its type uses %s, which this cell redefined as something other than a type\n"
	msgClosureDropped   = "variable %s is not kept for later cells: its function uses %s, which is not kept\n"
	msgUndefinedChannel = " (In [%d] defined it, but a channel is not kept for later cells: make the channels, start the goroutines and use them in one cell)"
	msgUndefinedDropped = " (In [%d] defined it, but its value could not be kept for later cells: see the notice of In [%d])"
	msgGoroutinesLeft   = "goroutines started by this cell and still running when it ended: %d. They stopped with the cell, because each cell runs as its own program: start goroutines in the cell that uses their channels and wait for them there (sync.WaitGroup, or receive every result).\n"
)

var cellMessages = map[string][4]string{ // nl, nb, cs, zh-Hans
	msgChannelDropped: {
		"variabele %s blijft niet bewaard voor latere cellen: ze bevat een kanaal, en elke cel draait als een eigen programma, waarvan de goroutines met de cel eindigen. Maak de kanalen, start de goroutines en gebruik ze in één cel; de functies die de goroutines uitvoeren kunnen in eerdere cellen gedeclareerd worden.\n",
		"variabelen %s blir ikke tatt vare på til senere celler: den inneholder en kanal, og hver celle kjøres som sitt eget program, hvis goroutiner slutter med cellen. Lag kanalene, start goroutinene og bruk dem i én celle; funksjonene goroutinene kjører kan deklareres i tidligere celler.\n",
		"proměnná %s se pro další buňky neuchová: obsahuje kanál a každá buňka běží jako samostatný program, jehož gorutiny s ní končí. Kanály vytvořte, gorutiny spusťte a použijte je v jedné buňce; funkce, které gorutiny spouštějí, mohou být deklarovány v dřívějších buňkách.\n",
		"变量 %s 不会保留到后面的单元格：它包含通道，而每个单元格都作为独立的程序运行，其中的 goroutine 随单元格结束。请在同一个单元格里创建通道、启动 goroutine 并使用它们；goroutine 运行的函数可以在之前的单元格中声明。\n",
	},
	msgImportTwice: {
		"%[1]s opnieuw gedeclareerd in deze cel: %[2]q en %[3]q heten allebei %[1]s; geef er één een naam (import other%[1]s %[3]q)",
		"%[1]s deklarert på nytt i denne cellen: %[2]q og %[3]q heter begge %[1]s; gi én av dem et navn (import other%[1]s %[3]q)",
		"%[1]s je v této buňce deklarováno znovu: %[2]q i %[3]q se jmenují %[1]s; jeden z nich pojmenujte (import other%[1]s %[3]q)",
		"%[1]s 在本单元格中重复声明：%[2]q 和 %[3]q 都叫 %[1]s；请给其中一个起名（import other%[1]s %[3]q）"},
	msgTypeGone: {
		"variabele %s vervalt: haar type gebruikt %s, dat deze cel opnieuw definieerde als iets anders dan een type\n",
		"variabelen %s forkastes: typen dens bruker %s, som denne cellen definerte på nytt som noe annet enn en type\n",
		"proměnná %s se zahazuje: její typ používá %s, které tato buňka znovu definovala jako něco jiného než typ\n",
		"变量 %[1]s 被丢弃：它的类型用到了 %[2]s，而本单元格把 %[2]s 重新定义成了类型以外的东西\n"},
	msgClosureDropped: {
		"variabele %s blijft niet bewaard voor latere cellen: haar functie gebruikt %s, dat niet bewaard blijft\n",
		"variabelen %s blir ikke tatt vare på til senere celler: funksjonen dens bruker %s, som ikke tas vare på\n",
		"proměnná %s se pro další buňky neuchová: její funkce používá %s, která se neuchovává\n",
		"变量 %s 不会保留到后面的单元格：它的函数用到了不会保留的 %s\n"},
	msgUndefinedChannel: {
		" (In [%d] definieerde het, maar een kanaal blijft niet bewaard voor latere cellen: maak de kanalen, start de goroutines en gebruik ze in één cel)",
		" (In [%d] definerte den, men en kanal blir ikke tatt vare på til senere celler: lag kanalene, start goroutinene og bruk dem i én celle)",
		" (In [%d] ji definovala, ale kanál se pro další buňky neuchovává: kanály vytvořte, gorutiny spusťte a použijte je v jedné buňce)",
		"（In [%d] 定义了它，但通道不会保留到后面的单元格：请在同一个单元格里创建通道、启动 goroutine 并使用它们）"},
	msgUndefinedDropped: {
		" (In [%d] definieerde het, maar de waarde kon niet bewaard worden voor latere cellen: zie de melding van In [%d])",
		" (In [%d] definerte den, men verdien kunne ikke tas vare på til senere celler: se meldingen fra In [%d])",
		" (In [%d] ji definovala, ale její hodnotu nešlo pro další buňky uchovat: viz upozornění u In [%d])",
		"（In [%d] 定义了它，但它的值无法保留到后面的单元格：请看 In [%d] 的提示）"},
	msgGoroutinesLeft: {
		"goroutines die deze cel startte en die nog liepen toen ze eindigde: %d. Ze zijn met de cel gestopt, omdat elke cel als een eigen programma draait: start goroutines in de cel die hun kanalen gebruikt en wacht daar op ze (sync.WaitGroup, of ontvang elk resultaat).\n",
		"goroutiner startet av denne cellen som fortsatt kjørte da den sluttet: %d. De stoppet med cellen, fordi hver celle kjøres som sitt eget program: start goroutiner i cellen som bruker kanalene deres, og vent på dem der (sync.WaitGroup, eller motta hvert resultat).\n",
		"gorutiny spuštěné touto buňkou, které ještě běžely, když skončila: %d. Skončily s buňkou, protože každá buňka běží jako samostatný program: spouštějte gorutiny v buňce, která používá jejich kanály, a počkejte tam na ně (sync.WaitGroup, nebo přijměte každý výsledek).\n",
		"本单元格启动、在它结束时仍在运行的 goroutine：%d 个。它们已随单元格停止，因为每个单元格都作为独立的程序运行：请在使用其通道的单元格里启动 goroutine，并在那里等待它们结束（sync.WaitGroup，或接收每一个结果）。\n",
	},
}

var commandMessages = map[string][4]string{ // nl, nb, cs, zh-Hans
	msgModEditFlagsOnly: {
		"%%go mod edit neemt alleen vlaggen (-require=pad@versie, -droprequire=pad, -replace=oud=nieuw, …): %s noemt een bestand; het bewerkt de module van het notebook",
		"%%go mod edit tar bare flagg (-require=sti@versjon, -droprequire=sti, -replace=gammel=ny, …): %s navngir en fil; kommandoen redigerer notatbokens modul",
		"%%go mod edit přijímá jen přepínače (-require=cesta@verze, -droprequire=cesta, -replace=staré=nové, …): %s je název souboru; upravuje se modul sešitu",
		"%%go mod edit 只接受参数选项（-require=路径@版本、-droprequire=路径、-replace=旧=新 等）：%s 是文件名；该命令编辑的是笔记本的模块"},
	msgNotFound: {
		"Object `%s` niet gevonden.", "Objektet `%s` ble ikke funnet.", "Objekt `%s` nenalezen.", "找不到对象 `%s`。"},
	msgShellStatus: {
		"!%s: afsluitstatus %d\n", "!%s: avslutningsstatus %d\n", "!%s: návratový kód %d\n", "!%s：退出状态 %d\n"},
	msgNoTests: {
		"%%test: het notebook declareert geen Test-, Example-, Benchmark- of Fuzz-functie\n",
		"%%test: notatboken deklarerer ingen Test-, Example-, Benchmark- eller Fuzz-funksjon\n",
		"%%test: sešit nedeklaruje žádnou funkci Test, Example, Benchmark ani Fuzz\n",
		"%%test：笔记本中没有声明 Test、Example、Benchmark 或 Fuzz 函数\n"},
	msgTestsDoNotBuild: {
		"de tests van het notebook compileren niet", "testene i notatboken bygger ikke", "testy sešitu nejdou sestavit", "笔记本的测试无法编译"},
	msgUnknownCommand: {
		"onbekend commando %s (bekend: %%go get <module>[@versie], %%go mod, %%go mod edit <vlaggen>, %%test [vlaggen van go test], %%reset, !<shell-commando>)",
		"ukjent kommando %s (kjente: %%go get <modul>[@versjon], %%go mod, %%go mod edit <flagg>, %%test [flagg til go test], %%reset, !<skallkommando>)",
		"neznámý příkaz %s (známé: %%go get <modul>[@verze], %%go mod, %%go mod edit <přepínače>, %%test [přepínače go test], %%reset, !<příkaz shellu>)",
		"未知命令 %s（可用：%%go get <模块>[@版本]、%%go mod、%%go mod edit <参数>、%%test [go test 参数]、%%reset、!<shell 命令>）"},
}

func init() { lang.RegisterTable(commandMessages) }

func init() { lang.RegisterTable(cellMessages) }
