package render

import (
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/lang"
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// The words render draws, keyed by their English text like every message of
// package lang's catalog: the titles and captions of a solve's last picture
// and the headings of print sheets. Step pictures are titled with the
// technique's name as the solver's catalog has it (human.LocalName) and
// captioned with the step's explanation, which the solver wrote in the
// language current when it ran. Numbers are formatted by the language's
// printer.

// messages are the messages without numbers that need plural forms.
var messages = map[string][4]string{ // nl, nb, cs, zh-Hans
	"The solution: the givens in black, the values the steps placed in colour.": {
		"De oplossing: de gegeven cijfers in zwart, de cijfers die de stappen invulden in kleur.",
		"Løsningen: de gitte sifrene i svart, sifrene stegene fylte inn i farge.",
		"Řešení: zadaná čísla černě, čísla doplněná kroky barevně.",
		"答案：题目给出的数字为黑色，各步填入的数字为彩色。",
	},
	"No technique the solver knows applies here; the candidates left are shown.": {
		"Geen techniek die de oplosser kent, werkt hier; de overgebleven kandidaten staan erbij.",
		"Ingen teknikk løseren kjenner, virker her; kandidatene som er igjen, vises.",
		"Žádná technika, kterou řešitel zná, tu nepomůže; zobrazeni jsou zbývající kandidáti.",
		"求解器掌握的技巧在这里都不适用；图中显示剩余的候选数。",
	},
	"Puzzle %d":                 {"Puzzel %d", "Oppgave %d", "Úloha %d", "第%d题"},
	"Solution: %s":              {"Oplossing: %s", "Løsning: %s", "Řešení: %s", "答案：%s"},
	"Name":                      {"Naam", "Navn", "Jméno", "姓名"},
	"Date":                      {"Datum", "Dato", "Datum", "日期"},
	"page %[1]d of %[2]d":       {"pagina %[1]d van %[2]d", "side %[1]d av %[2]d", "strana %[1]d z %[2]d", "第%[1]d页，共%[2]d页"},
	"%[1]d. %[2]s":              {"%[1]d. %[2]s", "%[1]d. %[2]s", "%[1]d. %[2]s", "第%[1]d步：%[2]s"},
	"%[1]s: %[2]d×%[3]d puzzle": {"%[1]s: puzzel van %[2]d×%[3]d", "%[1]s: %[2]d×%[3]d-oppgave", "%[1]s: úloha %[2]d×%[3]d", "%[1]s：%[2]d×%[3]d谜题"},
	"%[1]s: %[2]d×%[3]d puzzle with solution": {
		"%[1]s: puzzel van %[2]d×%[3]d met oplossing", "%[1]s: %[2]d×%[3]d-oppgave med løsning",
		"%[1]s: úloha %[2]d×%[3]d s řešením", "%[1]s：%[2]d×%[3]d谜题（附答案）",
	},
	"%s (no puzzle)": {"%s (geen puzzel)", "%s (ingen oppgave)", "%s (bez úlohy)", "%s（无谜题）"},
	"untitled":       {"zonder titel", "uten tittel", "bez názvu", "无标题"},
}

// The titles of a solve's last picture, with plural forms.
const (
	solvedIn   = "Solved in %d steps"
	stuckAfter = "Stuck after %d steps"
)

func init() {
	lang.RegisterTable(messages)
	byLang := map[language.Tag][2]any{
		lang.English: {
			plural.Selectf(1, "%d", "=1", "Solved in 1 step", "other", "Solved in %d steps"),
			plural.Selectf(1, "%d", "=1", "Stuck after 1 step", "other", "Stuck after %d steps"),
		},
		lang.Dutch: {
			plural.Selectf(1, "%d", "=1", "Opgelost in 1 stap", "other", "Opgelost in %d stappen"),
			plural.Selectf(1, "%d", "=1", "Vastgelopen na 1 stap", "other", "Vastgelopen na %d stappen"),
		},
		lang.NorwegianBokmal: {"Løst på %d steg", "Stanset etter %d steg"},
		lang.Czech: {
			plural.Selectf(1, "%d", "one", "Vyřešeno za %d krok", "few", "Vyřešeno za %d kroky", "other", "Vyřešeno za %d kroků"),
			plural.Selectf(1, "%d", "one", "Řešitel uvízl po %d kroku", "other", "Řešitel uvízl po %d krocích"),
		},
		lang.SimplifiedChinese: {"用%d步解出", "%d步后无法继续"},
	}
	for t, m := range byLang {
		lang.Register(t, map[string]any{solvedIn: m[0], stuckAfter: m[1]})
	}
}

// tr formats a message of the catalog in the current language.
func tr(key string, args ...any) string { return lang.Current().Sprintf(key, args...) }

// stepTitle is the title of a step's picture: the technique's name in the
// current language.
func stepTitle(technique string) string { return human.LocalName(technique) }
