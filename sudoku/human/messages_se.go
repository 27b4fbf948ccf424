package human

import "github.com/sudokit/sudokit/sudoku/lang"

// seNames are the names of Sudoku Explainer's own techniques that a
// Rating's Hardest may hold (SERating walks SE's path, see rate_se*.go),
// in Dutch, Norwegian Bokmål, Czech and Simplified Chinese, for `rate` and
// wherever LocalName shows them. The techniques SE shares with the step
// solver use its names and translations.
var seNames = map[string][4]string{ // nl, nb, cs, zh-Hans
	"BUG type 1":                          {"BUG type 1", "BUG type 1", "BUG typu 1", "BUG类型1"},
	"3 Strong Links":                      {"3 sterke links", "3 sterke lenker", "3 silné vazby", "3条强链"},
	"WXYZ-Wing":                           {"WXYZ-Wing", "WXYZ-Wing", "WXYZ-Wing", "WXYZ-Wing"},
	"VWXYZ-Wing":                          {"VWXYZ-Wing", "VWXYZ-Wing", "VWXYZ-Wing", "VWXYZ-Wing"},
	"X-Cycle":                             {"X-cyclus", "X-syklus", "X-cyklus", "X环"},
	"Y-Cycle":                             {"Y-cyclus", "Y-syklus", "Y-cyklus", "Y环"},
	"Cycle":                               {"Cyclus", "Syklus", "Cyklus", "环"},
	"Forcing X-Chain":                     {"Dwingende X-keten", "Tvingende X-kjede", "Vynucený X-řetězec", "强制X链"},
	"Forcing Chain":                       {"Dwingende keten", "Tvingende kjede", "Vynucený řetězec", "强制链"},
	"Nishio Forcing Chain":                {"Dwingende keten van Nishio", "Tvingende Nishio-kjede", "Vynucený řetězec Nishio", "Nishio强制链"},
	"Contradiction Forcing Chain":         {"Dwingende keten (tegenspraak)", "Tvingende kjede (motsigelse)", "Vynucený řetězec (spor)", "强制链（矛盾）"},
	"Double Forcing Chain":                {"Dubbele dwingende keten", "Dobbel tvingende kjede", "Dvojitý vynucený řetězec", "双向强制链"},
	"Cell Forcing Chain":                  {"Dwingende keten vanuit een cel", "Tvingende kjede fra en rute", "Vynucený řetězec z pole", "单元格强制链"},
	"Region Forcing Chain":                {"Dwingende keten vanuit een regio", "Tvingende kjede fra et område", "Vynucený řetězec ze skupiny", "区域强制链"},
	"Dynamic Contradiction Forcing Chain": {"Dynamische dwingende keten (tegenspraak)", "Dynamisk tvingende kjede (motsigelse)", "Dynamický vynucený řetězec (spor)", "动态强制链（矛盾）"},
	"Dynamic Double Forcing Chain":        {"Dynamische dubbele dwingende keten", "Dynamisk dobbel tvingende kjede", "Dynamický dvojitý vynucený řetězec", "动态双向强制链"},
	"Dynamic Cell Forcing Chain":          {"Dynamische dwingende keten vanuit een cel", "Dynamisk tvingende kjede fra en rute", "Dynamický vynucený řetězec z pole", "动态单元格强制链"},
	"Dynamic Region Forcing Chain":        {"Dynamische dwingende keten vanuit een regio", "Dynamisk tvingende kjede fra et område", "Dynamický vynucený řetězec ze skupiny", "动态区域强制链"},
}

func init() { lang.RegisterTable(seNames) }
