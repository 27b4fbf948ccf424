package human

import (
	"github.com/sudokit/sudokit/sudoku/lang"
	"golang.org/x/text/feature/plural"
)

// Czech ("skrytý singl", "nahá dvojice"; fish and wings keep their English
// names). A house is named in the nominative after the word "skupina"
// ("ve skupině řádek 4"), so no sentence has to decline a house name.
func init() {
	lang.Register(lang.Czech, map[string]any{
		"%[1]s and %[2]s": "%[1]s a %[2]s", "%[1]s or %[2]s": "%[1]s nebo %[2]s", "%[1]s, %[2]s": "%[1]s, %[2]s",
		"row %d": "řádek %d", "column %d": "sloupec %d", "box %d": "čtverec %d",
		"rows %s": "řádky %s", "columns %s": "sloupce %s", "boxes %s": "čtverce %s",
		"%[1]s from %[2]s": "%[1]s z %[2]s", "remove %s": "odstraňte %s",
		"remove %[1]s, and %[2]s": "odstraňte %[1]s a %[2]s", "%[1]s; %[2]s": "%[1]s; %[2]s",
		"remove %[1]s; and %[2]s": "odstraňte %[1]s; a %[2]s",
		"place %[1]c in %[2]s":    "doplňte %[1]c do %[2]s", "%[1]s: %[2]s.": "%[1]s: %[2]s.", "%[1]s, so %[2]s.": "%[1]s, proto %[2]s.",

		"Full house: %[1]s is the last empty cell of %[2]s, so it takes the missing value %[3]c.":                                                                  "Poslední volné pole: %[1]s je poslední prázdné pole ve skupině %[2]s, proto do něj patří chybějící číslo %[3]c.",
		"Naked single: %[1]c is the only candidate left in %[2]s, so place it there.":                                                                              "Nahý singl: %[1]c je jediný kandidát, který zbyl v %[2]s, proto ho tam doplňte.",
		"Hidden single in %[1]s: %[2]c can go only in %[3]s, so place it there.":                                                                                   "Skrytý singl ve skupině %[1]s: %[2]c může být jen v %[3]s, proto ho tam doplňte.",
		"Pointing: in %[1]s, %[2]c can go only in %[3]s (%[4]s)":                                                                                                   "Ukazující kandidáti: ve skupině %[1]s může být %[2]c jen v průniku se skupinou %[3]s (%[4]s)",
		"Claiming: in %[1]s, %[2]c can go only in %[3]s (%[4]s)":                                                                                                   "Redukce řádek–čtverec: ve skupině %[1]s může být %[2]c jen v průniku se skupinou %[3]s (%[4]s)",
		"naked pair %[1]s in %[2]s (%[3]s)":                                                                                                                        "nahá dvojice %[1]s ve skupině %[2]s (%[3]s)",
		"naked triple %[1]s in %[2]s (%[3]s)":                                                                                                                      "nahá trojice %[1]s ve skupině %[2]s (%[3]s)",
		"naked quad %[1]s in %[2]s (%[3]s)":                                                                                                                        "nahá čtveřice %[1]s ve skupině %[2]s (%[3]s)",
		"Hidden pair %[1]s in %[2]s: %[3]s can go only in %[4]s":                                                                                                   "Skrytá dvojice %[1]s ve skupině %[2]s: %[3]s mohou být jen v %[4]s",
		"Hidden triple %[1]s in %[2]s: %[3]s can go only in %[4]s":                                                                                                 "Skrytá trojice %[1]s ve skupině %[2]s: %[3]s mohou být jen v %[4]s",
		"Hidden quad %[1]s in %[2]s: %[3]s can go only in %[4]s":                                                                                                   "Skrytá čtveřice %[1]s ve skupině %[2]s: %[3]s mohou být jen v %[4]s",
		"%[1]s on %[2]c: in %[3]s, %[2]c can go only in %[4]s":                                                                                                     "%[1]s na %[2]c: ve skupinách %[3]s může být %[2]c jen ve skupinách %[4]s",
		"%[1]s on %[2]c: in %[3]s, %[2]c can go only in %[4]s or in the fin %[5]s":                                                                                 "%[1]s na %[2]c: ve skupinách %[3]s může být %[2]c jen ve skupinách %[4]s nebo v ploutvi %[5]s",
		"%[1]s on %[2]c: in %[3]s, %[2]c can go only in %[4]s or in the fins %[5]s":                                                                                "%[1]s na %[2]c: ve skupinách %[3]s může být %[2]c jen ve skupinách %[4]s nebo v ploutvích %[5]s",
		"%[1]s with pivot %[2]s %[3]s and pincers %[4]s %[5]s and %[6]s %[7]s: whatever the pivot holds, one pincer is %[8]c":                                      "%[1]s s pivotem %[2]s %[3]s a kleštěmi %[4]s %[5]s a %[6]s %[7]s: ať je v pivotu cokoli, jedna z klešťí je %[8]c",
		"%[1]s with pivot %[2]s %[3]s and pincers %[4]s %[5]s and %[6]s %[7]s: one of the three cells is %[8]c":                                                    "%[1]s s pivotem %[2]s %[3]s a kleštěmi %[4]s %[5]s a %[6]s %[7]s: jedno ze tří polí je %[8]c",
		"W-Wing: %[1]s and %[2]s both hold %[3]s, and %[4]c must go in %[5]s or %[6]s (%[7]s), which see them; they cannot both be %[4]c, so one of them is %[8]c": "W-Wing: %[1]s a %[2]s obě obsahují %[3]s a %[4]c musí být v %[5]s nebo %[6]s (%[7]s), která je vidí; nemohou být obě %[4]c, proto jedno z nich je %[8]c",
		"Remote pair %[1]s along %[2]s: the values alternate, so %[3]s and %[4]s hold %[5]s between them":                                                          "Vzdálená dvojice %[1]s podél %[2]s: čísla se střídají, proto %[3]s a %[4]s obsahují mezi sebou %[5]s",

		"The puzzle is solved.":         "Sudoku je vyřešené.",
		"There is a mistake in row %d.": "V řádku %d je chyba.",
		"There are %[1]d mistakes, one of them in row %[2]d.": plural.Selectf(1, "%d",
			"few", "Jsou tu %[1]d chyby, jedna z nich v řádku %[2]d.",
			"other", "Je tu %[1]d chyb, jedna z nich v řádku %[2]d."),
		"Cell %[1]s holds a wrong value.":                               "Pole %[1]s obsahuje špatné číslo.",
		"Cells %[1]s hold a wrong value.":                               "Pole %[1]s obsahují špatné číslo.",
		"Cell %[1]s has lost its true value from the pencil marks.":     "Pole %[1]s ztratilo ze svých poznámek správné číslo.",
		"Cells %[1]s have lost their true value from the pencil marks.": "Pole %[1]s ztratila ze svých poznámek správné číslo.",
		"Look for %s.":                   "Hledejte %s.",
		"Look for %[1]s in %[2]s.":       "Hledejte %[1]s ve skupině %[2]s.",
		"Look at %[1]s: %[2]s.":          "Podívejte se na %[1]s: hledejte %[2]s.",
		"Look at %[1]s: %[2]s in %[3]s.": "Podívejte se na %[1]s: hledejte %[2]s ve skupině %[3]s.",

		"Full House": "Poslední volné pole", "a full house": "poslední volné pole",
		"Hidden Single": "Skrytý singl", "a hidden single": "skrytý singl",
		"Naked Single": "Nahý singl", "a naked single": "nahý singl",
		"Pointing": "Ukazující kandidáti", "a pointing": "ukazující kandidáty",
		"Claiming": "Redukce řádek–čtverec", "a claiming": "redukci řádek–čtverec",
		"Naked Pair": "Nahá dvojice", "a naked pair": "nahou dvojici",
		"Naked Triple": "Nahá trojice", "a naked triple": "nahou trojici",
		"Naked Quad": "Nahá čtveřice", "a naked quad": "nahou čtveřici",
		"Hidden Pair": "Skrytá dvojice", "a hidden pair": "skrytou dvojici",
		"Hidden Triple": "Skrytá trojice", "a hidden triple": "skrytou trojici",
		"Hidden Quad": "Skrytá čtveřice", "a hidden quad": "skrytou čtveřici",
		"X-Wing": "X-Wing", "an X-Wing": "X-Wing",
		"Swordfish": "Swordfish", "a swordfish": "Swordfish",
		"Jellyfish": "Jellyfish", "a jellyfish": "Jellyfish",
		"Finned X-Wing": "X-Wing s ploutví", "a finned X-Wing": "X-Wing s ploutví",
		"Finned Swordfish": "Swordfish s ploutví", "a finned swordfish": "Swordfish s ploutví",
		"Finned Jellyfish": "Jellyfish s ploutví", "a finned jellyfish": "Jellyfish s ploutví",
		"Sashimi X-Wing": "Sashimi X-Wing", "a sashimi X-Wing": "Sashimi X-Wing",
		"Sashimi Swordfish": "Sashimi Swordfish", "a sashimi swordfish": "Sashimi Swordfish",
		"Sashimi Jellyfish": "Sashimi Jellyfish", "a sashimi jellyfish": "Sashimi Jellyfish",
		"XY-Wing": "XY-Wing", "an XY-Wing": "XY-Wing",
		"XYZ-Wing": "XYZ-Wing", "an XYZ-Wing": "XYZ-Wing",
		"W-Wing": "W-Wing", "a W-Wing": "W-Wing",
		"Remote Pair": "Vzdálená dvojice", "a remote pair": "vzdálenou dvojici",

		"Singles": "Singly", "Intersections": "Průniky", "Subsets": "Podmnožiny",
		"Basic Fish": "Ryby", "Finned Fish": "Ryby s ploutví", "Wings": "Křídla",
		"Easy": "Lehká", "Medium": "Střední", "Hard": "Těžká", "Unfair": "Velmi těžká", "Extreme": "Extrémní",
		"%[1]s puzzles (%[2]s not rated), mean SE %[3]s, max SE %[4]s": "Úlohy: %[1]s (nehodnocené: %[2]s), průměrné SE %[3]s, nejvyšší SE %[4]s",
		"%[1]s steps in %[2]s puzzles":                                 "%[1]s× (úlohy: %[2]s)",
	})
}
