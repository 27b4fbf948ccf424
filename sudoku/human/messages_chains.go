package human

import "github.com/sudokit/sudokit/sudoku/lang"

// The sentences and names of chains and loops (X-chain, XY-chain, nice
// loops, AIC and their grouped forms) in Dutch, Norwegian Bokmål, Czech and
// Simplified Chinese. The chain itself stays in Eureka notation
// ("(5)r1c2=(5)r1c7-(3)r1c7"), which every language reads alike. Chinese
// uses the terms of Chinese Sudoku sites: 链 (chain), 强链/弱链 (strong and
// weak link), 环 (loop), 交替推理链 (AIC), 待定数组 (almost locked set).
var chainMessages = map[string][4]string{ // nl, nb, cs, zh-Hans
	"X-Chain":                         {"X-keten", "X-kjede", "X-řetězec", "X链"},
	"an X-Chain":                      {"een X-keten", "en X-kjede", "X-řetězec", "X链"},
	"XY-Chain":                        {"XY-keten", "XY-kjede", "XY-řetězec", "XY链"},
	"an XY-Chain":                     {"een XY-keten", "en XY-kjede", "XY-řetězec", "XY链"},
	"Continuous Nice Loop":            {"Doorlopende nice loop", "Sammenhengende nice loop", "Spojitá smyčka", "连续环"},
	"a continuous nice loop":          {"een doorlopende nice loop", "en sammenhengende nice loop", "spojitou smyčku", "连续环"},
	"Discontinuous Nice Loop":         {"Onderbroken nice loop", "Usammenhengende nice loop", "Nespojitá smyčka", "不连续环"},
	"a discontinuous nice loop":       {"een onderbroken nice loop", "en usammenhengende nice loop", "nespojitou smyčku", "不连续环"},
	"AIC":                             {"AIC", "AIC", "AIC", "交替推理链"},
	"an AIC":                          {"een AIC", "en AIC", "AIC", "交替推理链"},
	"Grouped Continuous Nice Loop":    {"Gegroepeerde doorlopende nice loop", "Gruppert sammenhengende nice loop", "Skupinová spojitá smyčka", "分组连续环"},
	"a grouped continuous nice loop":  {"een gegroepeerde doorlopende nice loop", "en gruppert sammenhengende nice loop", "skupinovou spojitou smyčku", "分组连续环"},
	"Grouped Discontinuous Nice Loop": {"Gegroepeerde onderbroken nice loop", "Gruppert usammenhengende nice loop", "Skupinová nespojitá smyčka", "分组不连续环"},
	"a grouped discontinuous nice loop": {
		"een gegroepeerde onderbroken nice loop", "en gruppert usammenhengende nice loop", "skupinovou nespojitou smyčku", "分组不连续环"},
	"Grouped AIC":      {"Gegroepeerde AIC", "Gruppert AIC", "Skupinový AIC", "分组交替推理链"},
	"a grouped AIC":    {"een gegroepeerde AIC", "en gruppert AIC", "skupinový AIC", "分组交替推理链"},
	"Chains and Loops": {"Ketens en lussen", "Kjeder og løkker", "Řetězce a smyčky", "链与环"},

	"%[1]s %[2]s: every weak link of the loop is also strong, so %[3]s.": {
		"%[1]s %[2]s: elke zwakke link van de lus is ook sterk, dus %[3]s.",
		"%[1]s %[2]s: hver svake lenke i løkken er også sterk, så %[3]s.",
		"%[1]s %[2]s: každá slabá vazba smyčky je zároveň silná, proto %[3]s.",
		"%[1]s %[2]s：环中的每条弱链同时也是强链，因此%[3]s。"},
	"%[1]s %[2]s: %[3]s or %[4]s, so %[5]s.": {
		"%[1]s %[2]s: ofwel %[3]s, ofwel %[4]s, dus %[5]s.",
		"%[1]s %[2]s: enten %[3]s eller %[4]s, så %[5]s.",
		"%[1]s %[2]s: buď %[3]s, nebo %[4]s, proto %[5]s.",
		"%[1]s %[2]s：要么%[3]s，要么%[4]s，因此%[5]s。"},
	"%[1]s %[2]s: if %[3]s were not %[4]c it would be %[4]c, so place %[4]c in %[3]s.": {
		"%[1]s %[2]s: als %[3]s geen %[4]c was, zou het %[4]c zijn, dus zet %[4]c in %[3]s.",
		"%[1]s %[2]s: hvis %[3]s ikke var %[4]c, ville den vært %[4]c, så sett %[4]c i %[3]s.",
		"%[1]s %[2]s: kdyby v %[3]s nebylo %[4]c, muselo by tam být %[4]c, proto doplňte %[4]c do %[3]s.",
		"%[1]s %[2]s：假如%[3]s不是%[4]c，它就必须是%[4]c，因此在%[3]s填入%[4]c。"},
	"%[1]s %[2]s: %[3]s holds %[4]c or %[5]c, so %[6]s.": {
		"%[1]s %[2]s: %[3]s bevat %[4]c of %[5]c, dus %[6]s.",
		"%[1]s %[2]s: %[3]s har %[4]c eller %[5]c, så %[6]s.",
		"%[1]s %[2]s: v %[3]s je %[4]c, nebo %[5]c, proto %[6]s.",
		"%[1]s %[2]s：%[3]s是%[4]c或%[5]c，因此%[6]s。"},
	"%[1]s %[2]s: if %[3]s were %[4]c, then %[5]s, a contradiction, so remove %[4]c from %[3]s.": {
		"%[1]s %[2]s: als %[3]s een %[4]c was, zou volgen: %[5]s – een tegenspraak, dus verwijder %[4]c uit %[3]s.",
		"%[1]s %[2]s: hvis %[3]s var %[4]c, ville dette følge: %[5]s – en motsigelse, så fjern %[4]c fra %[3]s.",
		"%[1]s %[2]s: kdyby v %[3]s bylo %[4]c, pak %[5]s, což je spor, proto odstraňte %[4]c z %[3]s.",
		"%[1]s %[2]s：假如%[3]s是%[4]c，那么%[5]s，产生矛盾，因此删去%[3]s中的%[4]c。"},

	"the almost locked set %[1]s holds %[2]c": {
		"de bijna-gesloten groep %[1]s bevat %[2]c", "den nesten låste mengden %[1]s har %[2]c",
		"téměř uzamčená množina %[1]s obsahuje %[2]c", "待定数组%[1]s含有%[2]c"},
	"the almost locked set %[1]s does not hold %[2]c": {
		"de bijna-gesloten groep %[1]s bevat geen %[2]c", "den nesten låste mengden %[1]s har ikke %[2]c",
		"téměř uzamčená množina %[1]s neobsahuje %[2]c", "待定数组%[1]s不含%[2]c"},
	"%[1]s is %[2]c":        {"%[1]s is %[2]c", "%[1]s er %[2]c", "%[1]s má hodnotu %[2]c", "%[1]s是%[2]c"},
	"%[1]s is not %[2]c":    {"%[1]s is geen %[2]c", "%[1]s er ikke %[2]c", "%[1]s nemá hodnotu %[2]c", "%[1]s不是%[2]c"},
	"%[1]c is in %[2]s":     {"%[1]c staat in %[2]s", "%[1]c står i %[2]s", "%[1]c leží v %[2]s", "%[1]c在%[2]s中"},
	"%[1]c is not in %[2]s": {"%[1]c staat niet in %[2]s", "%[1]c står ikke i %[2]s", "%[1]c neleží v %[2]s", "%[1]c不在%[2]s中"},
	"%[1]s %[2]s":           {"%[1]s %[2]s", "%[1]s %[2]s", "%[1]s %[2]s", "%[1]s%[2]s"},
	"If the almost locked set %[1]s lacks %[2]c, it holds all its other values, %[3]s among them; %[4]s sees all their places there, so %[4]s is %[5]c.": {
		"Als de bijna-gesloten groep %[1]s geen %[2]c bevat, bevat hij al zijn andere waarden, waaronder %[3]s; %[4]s ziet al hun plaatsen daar, dus %[4]s is %[5]c.",
		"Hvis den nesten låste mengden %[1]s mangler %[2]c, har den alle sine andre verdier, blant dem %[3]s; %[4]s ser alle plassene deres der, så %[4]s er %[5]c.",
		"Pokud téměř uzamčená množina %[1]s neobsahuje %[2]c, obsahuje všechny své ostatní hodnoty, mezi nimi %[3]s; %[4]s vidí všechna jejich místa v ní, proto %[4]s má hodnotu %[5]c.",
		"如果待定数组%[1]s不含%[2]c，它就含有其余所有数字，其中包括%[3]s；%[4]s能看到这些数字在该数组中的所有位置，因此%[4]s是%[5]c。"},
}

func init() { lang.RegisterTable(chainMessages) }
