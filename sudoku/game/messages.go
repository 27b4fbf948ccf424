package game

import "github.com/sudokit/sudokit/sudoku/lang"

// The game's hint messages in package lang's catalog, keyed by their
// English text (the hints of steps come from package human). The board's
// buttons and status lines are in messages_board.go.
var messages = map[string][4]string{ // nl, nb, cs, zh-Hans
	"The solver's techniques are stuck here: try a guess and test it, or ask for more.": {
		"De technieken van de oplosser lopen hier vast: probeer een gok en test die, of vraag om meer.",
		"Løserens teknikker står fast her: prøv en gjetning og test den, eller be om mer.",
		"Techniky řešitele tu uvízly: zkuste odhad a ověřte ho, nebo požádejte o víc.",
		"求解器的技巧在这里卡住了：试着猜一个数并验证，或者请求更多提示。"},
	"The solver's techniques are stuck here. The solution has %[1]c in %[2]s.": {
		"De technieken van de oplosser lopen hier vast. De oplossing heeft %[1]c in %[2]s.",
		"Løserens teknikker står fast her. Løsningen har %[1]c i %[2]s.",
		"Techniky řešitele tu uvízly. Řešení má %[1]c v %[2]s.",
		"求解器的技巧在这里卡住了。答案在%[2]s填%[1]c。"},
	"%[1]s It relies on earlier removals: %[2]s": {
		"%[1]s Dit steunt op eerdere verwijderingen: %[2]s",
		"%[1]s Dette bygger på tidligere fjerninger: %[2]s",
		"%[1]s Opírá se o dřívější odstranění: %[2]s",
		"%[1]s这一步依赖于之前的删除：%[2]s"},
}

func init() { lang.RegisterTable(messages) }
