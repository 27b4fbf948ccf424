package cli

import "github.com/sudokit/sudokit/sudoku/lang"

// renderMessages are the titles render --sheet gives the puzzles of a
// sheet: its number and level (the solver's level names, human's catalog)
// or, on a practice sheet, the technique found (the solver's technique
// names). Numbers are formatted by fmt (lang.Sprintf). And the warning for
// characters of a typed title no embedded font draws.
var renderMessages = map[string][4]string{ // nl, nb, cs, zh-Hans
	"Puzzle %d":            {"Puzzel %d", "Oppgave %d", "Úloha %d", "第%d题"},
	"Puzzle %[1]d · %[2]s": {"Puzzel %[1]d · %[2]s", "Oppgave %[1]d · %[2]s", "Úloha %[1]d · %[2]s", "第%[1]d题 · %[2]s"},
	"%[1]d · %[2]s (%[3]s)": {
		"%[1]d · %[2]s (%[3]s)", "%[1]d · %[2]s (%[3]s)",
		"%[1]d · %[2]s (%[3]s)", "%[1]d · %[2]s（%[3]s）",
	},
	"%[1]d · %[2]s (puzzle %[3]d, step %[4]d)": {
		"%[1]d · %[2]s (puzzel %[3]d, stap %[4]d)", "%[1]d · %[2]s (oppgave %[3]d, steg %[4]d)",
		"%[1]d · %[2]s (úloha %[3]d, krok %[4]d)", "%[1]d · %[2]s（第%[3]d题，第%[4]d步）",
	},
	"render: warning: the embedded fonts have no glyph for %[1]q in %[2]q; it is drawn as an empty box": {
		"render: waarschuwing: de ingebouwde lettertypen hebben geen teken voor %[1]q in %[2]q; het wordt als een leeg vakje getekend",
		"render: advarsel: de innebygde skriftene har ingen glyf for %[1]q i %[2]q; den tegnes som en tom boks",
		"render: varování: vestavěná písma nemají znak pro %[1]q v %[2]q; vykreslí se jako prázdný čtvereček",
		"render：警告：内置字体没有%[1]q的字形（在%[2]q中），将显示为空白方框",
	},
}

func init() { lang.RegisterTable(renderMessages) }
