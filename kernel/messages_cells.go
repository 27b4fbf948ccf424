package kernel

import "github.com/sudokit/sudokit/sudoku/lang"

// Messages about cells, keyed by their English text. Each cell runs as its
// own program (see README, "Concurrency"): what lives only in a running
// program — a channel, a goroutine — ends with its cell, and these say so
// with the way to write such a lesson.
const (
	msgChannelDropped = "variable %s is not kept for later cells: it holds a channel, and each cell runs as its own program, whose goroutines end with it. Make the channels, start the goroutines and use them in one cell; the functions the goroutines run can be declared in earlier cells.\n"
	msgGoroutinesLeft = "goroutines started by this cell and still running when it ended: %d. They stopped with the cell, because each cell runs as its own program: start goroutines in the cell that uses their channels and wait for them there (sync.WaitGroup, or receive every result).\n"
)

var cellMessages = map[string][4]string{ // nl, nb, cs, zh-Hans
	msgChannelDropped: {
		"variabele %s blijft niet bewaard voor latere cellen: ze bevat een kanaal, en elke cel draait als een eigen programma, waarvan de goroutines met de cel eindigen. Maak de kanalen, start de goroutines en gebruik ze in één cel; de functies die de goroutines uitvoeren kunnen in eerdere cellen gedeclareerd worden.\n",
		"variabelen %s blir ikke tatt vare på til senere celler: den inneholder en kanal, og hver celle kjøres som sitt eget program, hvis goroutiner slutter med cellen. Lag kanalene, start goroutinene og bruk dem i én celle; funksjonene goroutinene kjører kan deklareres i tidligere celler.\n",
		"proměnná %s se pro další buňky neuchová: obsahuje kanál a každá buňka běží jako samostatný program, jehož gorutiny s ní končí. Kanály vytvořte, gorutiny spusťte a použijte je v jedné buňce; funkce, které gorutiny spouštějí, mohou být deklarovány v dřívějších buňkách.\n",
		"变量 %s 不会保留到后面的单元格：它包含通道，而每个单元格都作为独立的程序运行，其中的 goroutine 随单元格结束。请在同一个单元格里创建通道、启动 goroutine 并使用它们；goroutine 运行的函数可以在之前的单元格中声明。\n",
	},
	msgGoroutinesLeft: {
		"goroutines die deze cel startte en die nog liepen toen ze eindigde: %d. Ze zijn met de cel gestopt, omdat elke cel als een eigen programma draait: start goroutines in de cel die hun kanalen gebruikt en wacht daar op ze (sync.WaitGroup, of ontvang elk resultaat).\n",
		"goroutiner startet av denne cellen som fortsatt kjørte da den sluttet: %d. De stoppet med cellen, fordi hver celle kjøres som sitt eget program: start goroutiner i cellen som bruker kanalene deres, og vent på dem der (sync.WaitGroup, eller motta hvert resultat).\n",
		"gorutiny spuštěné touto buňkou, které ještě běžely, když skončila: %d. Skončily s buňkou, protože každá buňka běží jako samostatný program: spouštějte gorutiny v buňce, která používá jejich kanály, a počkejte tam na ně (sync.WaitGroup, nebo přijměte každý výsledek).\n",
		"本单元格启动、在它结束时仍在运行的 goroutine：%d 个。它们已随单元格停止，因为每个单元格都作为独立的程序运行：请在使用其通道的单元格里启动 goroutine，并在那里等待它们结束（sync.WaitGroup，或接收每一个结果）。\n",
	},
}

func init() { lang.RegisterTable(cellMessages) }
