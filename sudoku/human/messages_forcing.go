package human

import "github.com/sudokit/sudokit/sudoku/lang"

// The sentences and names of forcing chains and nets (contradiction,
// verity, nested) and of the last resorts (trial and error, backtracking)
// in Dutch, Norwegian Bokmål, Czech and Simplified Chinese: "dwingende
// keten", "tvingende kjede", "vynucený řetězec", 强制链. The trail of a
// branch stays in Eureka notation. A house that has no place left comes in
// its "in" form (houseIn), which Czech words as "v řádku 4 nezbylo …".
var forcingMessages = map[string][4]string{ // nl, nb, cs, zh-Hans
	"Forcing Chain Contradiction":        {"Dwingende keten (tegenspraak)", "Tvingende kjede (motsigelse)", "Vynucený řetězec (spor)", "强制链（矛盾）"},
	"a forcing chain to a contradiction": {"een dwingende keten naar een tegenspraak", "en tvingende kjede til en motsigelse", "vynucený řetězec vedoucí ke sporu", "导致矛盾的强制链"},
	"Forcing Chain Verity":               {"Dwingende ketens (één conclusie)", "Tvingende kjeder (felles konklusjon)", "Vynucené řetězce (shoda)", "强制链（殊途同归）"},
	"forcing chains to one conclusion":   {"dwingende ketens naar één conclusie", "tvingende kjeder til én konklusjon", "vynucené řetězce vedoucí k jednomu závěru", "殊途同归的强制链"},
	"Forcing Net Contradiction":          {"Dwingend net (tegenspraak)", "Tvingende nett (motsigelse)", "Vynucená síť (spor)", "强制网（矛盾）"},
	"a forcing net to a contradiction":   {"een dwingend net naar een tegenspraak", "et tvingende nett til en motsigelse", "vynucenou síť vedoucí ke sporu", "导致矛盾的强制网"},
	"Forcing Net Verity":                 {"Dwingende netten (één conclusie)", "Tvingende nett (felles konklusjon)", "Vynucené sítě (shoda)", "强制网（殊途同归）"},
	"forcing nets to one conclusion":     {"dwingende netten naar één conclusie", "tvingende nett til én konklusjon", "vynucené sítě vedoucí k jednomu závěru", "殊途同归的强制网"},
	"Nested Forcing Net":                 {"Genest dwingend net", "Nøstet tvingende nett", "Vnořená vynucená síť", "嵌套强制网"},
	"a nested forcing net":               {"een genest dwingend net", "et nøstet tvingende nett", "vnořenou vynucenou síť", "嵌套强制网"},
	"Forcing Chains and Nets":            {"Dwingende ketens en netten", "Tvingende kjeder og nett", "Vynucené řetězce a sítě", "强制链与强制网"},

	"%[1]s: if %[2]s were %[3]c, then %[4]s, and %[5]s, which is impossible; so %[6]s.": {
		"%[1]s: als %[2]s een %[3]c was, volgt %[4]s, en %[5]s, wat onmogelijk is; dus %[6]s.",
		"%[1]s: hvis %[2]s var %[3]c, følger %[4]s, og %[5]s, noe som er umulig; så %[6]s.",
		"%[1]s: kdyby v %[2]s bylo %[3]c, pak %[4]s a %[5]s, což není možné; proto %[6]s.",
		"%[1]s：假如%[2]s是%[3]c，那么%[4]s，而且%[5]s，这不可能；因此%[6]s。"},
	"%[1]s: if %[2]s were %[3]c, %[4]s, which is impossible; so %[5]s.": {
		"%[1]s: als %[2]s een %[3]c was, zou gelden: %[4]s, wat onmogelijk is; dus %[5]s.",
		"%[1]s: hvis %[2]s var %[3]c, ville dette gjelde: %[4]s, noe som er umulig; så %[5]s.",
		"%[1]s: kdyby v %[2]s bylo %[3]c, pak %[4]s, což není možné; proto %[5]s.",
		"%[1]s：假如%[2]s是%[3]c，那么%[4]s，这不可能；因此%[5]s。"},
	"%[1]s: if %[2]s were not %[3]c, then %[4]s, and %[5]s, which is impossible; so %[6]s.": {
		"%[1]s: als %[2]s geen %[3]c was, volgt %[4]s, en %[5]s, wat onmogelijk is; dus %[6]s.",
		"%[1]s: hvis %[2]s ikke var %[3]c, følger %[4]s, og %[5]s, noe som er umulig; så %[6]s.",
		"%[1]s: kdyby v %[2]s nebylo %[3]c, pak %[4]s a %[5]s, což není možné; proto %[6]s.",
		"%[1]s：假如%[2]s不是%[3]c，那么%[4]s，而且%[5]s，这不可能；因此%[6]s。"},
	"%[1]s: if %[2]s were not %[3]c, %[4]s, which is impossible; so %[5]s.": {
		"%[1]s: als %[2]s geen %[3]c was, zou gelden: %[4]s, wat onmogelijk is; dus %[5]s.",
		"%[1]s: hvis %[2]s ikke var %[3]c, ville dette gjelde: %[4]s, noe som er umulig; så %[5]s.",
		"%[1]s: kdyby v %[2]s nebylo %[3]c, pak %[4]s, což není možné; proto %[5]s.",
		"%[1]s：假如%[2]s不是%[3]c，那么%[4]s，这不可能；因此%[5]s。"},
	"%[1]s cannot be %[2]c":             {"%[1]s kan geen %[2]c zijn", "%[1]s kan ikke være %[2]c", "v %[1]s nemůže být %[2]c", "%[1]s不能是%[2]c"},
	"%[1]s has no candidate left":       {"%[1]s heeft geen kandidaat meer", "%[1]s har ingen kandidater igjen", "v %[1]s nezbyl žádný kandidát", "%[1]s没有候选数了"},
	"%[1]s has no place left for %[2]c": {"%[1]s heeft geen plaats meer voor %[2]c", "%[1]s har ingen plass igjen til %[2]c", "%[1]s nezbylo pro %[2]c žádné místo", "%[1]s中已没有位置可以填%[2]c"},
	"%[1]s would hold %[2]c twice":      {"%[1]s zou %[2]c twee keer bevatten", "%[1]s ville hatt %[2]c to ganger", "%[1]s by bylo %[2]c dvakrát", "%[1]s中会出现两个%[2]c"},
	"%[1]s: whichever of %[2]s %[3]s holds, %[4]s is %[5]c (%[6]s), so %[7]s.": {
		"%[1]s: of %[3]s nu %[2]s bevat, in elk geval is %[4]s %[5]c (%[6]s), dus %[7]s.",
		"%[1]s: uansett om %[3]s har %[2]s, er %[4]s %[5]c (%[6]s), så %[7]s.",
		"%[1]s: ať je v %[3]s %[2]s, vždy má %[4]s hodnotu %[5]c (%[6]s), proto %[7]s.",
		"%[1]s：无论%[3]s填%[2]s中的哪一个，%[4]s都是%[5]c（%[6]s），因此%[7]s。"},
	"%[1]s: whichever of %[2]s %[3]s holds, %[4]s is not %[5]c (%[6]s), so %[7]s.": {
		"%[1]s: of %[3]s nu %[2]s bevat, in elk geval is %[4]s geen %[5]c (%[6]s), dus %[7]s.",
		"%[1]s: uansett om %[3]s har %[2]s, er %[4]s ikke %[5]c (%[6]s), så %[7]s.",
		"%[1]s: ať je v %[3]s %[2]s, nikdy nemá %[4]s hodnotu %[5]c (%[6]s), proto %[7]s.",
		"%[1]s：无论%[3]s填%[2]s中的哪一个，%[4]s都不是%[5]c（%[6]s），因此%[7]s。"},
	"%[1]s: wherever %[2]c goes in %[3]s (%[4]s), %[5]s is %[6]c (%[7]s), so %[8]s.": {
		"%[1]s: waar %[2]c ook staat in %[3]s (%[4]s), in elk geval is %[5]s %[6]c (%[7]s), dus %[8]s.",
		"%[1]s: uansett hvor %[2]c står i %[3]s (%[4]s), er %[5]s %[6]c (%[7]s), så %[8]s.",
		"%[1]s: ať je %[2]c %[3]s kdekoli (%[4]s), vždy má %[5]s hodnotu %[6]c (%[7]s), proto %[8]s.",
		"%[1]s：无论%[2]c在%[3]s中的哪个位置（%[4]s），%[5]s都是%[6]c（%[7]s），因此%[8]s。"},
	"%[1]s: wherever %[2]c goes in %[3]s (%[4]s), %[5]s is not %[6]c (%[7]s), so %[8]s.": {
		"%[1]s: waar %[2]c ook staat in %[3]s (%[4]s), in elk geval is %[5]s geen %[6]c (%[7]s), dus %[8]s.",
		"%[1]s: uansett hvor %[2]c står i %[3]s (%[4]s), er %[5]s ikke %[6]c (%[7]s), så %[8]s.",
		"%[1]s: ať je %[2]c %[3]s kdekoli (%[4]s), nikdy nemá %[5]s hodnotu %[6]c (%[7]s), proto %[8]s.",
		"%[1]s：无论%[2]c在%[3]s中的哪个位置（%[4]s），%[5]s都不是%[6]c（%[7]s），因此%[8]s。"},
	"Nested forcing net (level %[1]d): if %[2]s were %[3]c, then after removing every candidate that breaks down on its own, the grid would still break down, so remove %[3]c from %[2]s.": {
		"Genest dwingend net (niveau %[1]d): als %[2]s een %[3]c was, zou het rooster ook na het verwijderen van elke kandidaat die op zichzelf tot een tegenspraak leidt nog tot een tegenspraak leiden, dus verwijder %[3]c uit %[2]s.",
		"Nøstet tvingende nett (nivå %[1]d): hvis %[2]s var %[3]c, ville rutenettet fortsatt føre til en motsigelse, også etter at hver kandidat som alene fører til en motsigelse, er fjernet, så fjern %[3]c fra %[2]s.",
		"Vnořená vynucená síť (úroveň %[1]d): kdyby v %[2]s bylo %[3]c, mřížka by vedla ke sporu i poté, co odstraníme každého kandidáta, který ke sporu vede sám, proto odstraňte %[3]c z %[2]s.",
		"嵌套强制网（第%[1]d层）：假如%[2]s是%[3]c，即使删去所有单独就会导致矛盾的候选数，盘面仍然会产生矛盾，因此删去%[2]s中的%[3]c。"},

	"Trial and Error":                    {"Uitproberen", "Prøving og feiling", "Pokus a omyl", "试错法"},
	"a contradiction by trial and error": {"een tegenspraak door uitproberen", "en motsigelse ved prøving og feiling", "spor metodou pokus–omyl", "用试错法得到的矛盾"},
	"Backtracking":                       {"Backtracking", "Tilbakesporing", "Prohledávání s návratem", "回溯法"},
	"a placement by backtracking":        {"een zet door backtracking", "en plassering ved tilbakesporing", "doplnění prohledáváním s návratem", "用回溯法得到的填数"},
	"Last Resort":                        {"Laatste redmiddel", "Siste utvei", "Poslední možnost", "最后手段"},
	"Trial and error (last resort): placing %[1]c in %[2]s leads, by singles alone, to a contradiction (%[3]s), so remove %[1]c from %[2]s.": {
		"Uitproberen (laatste redmiddel): %[1]c in %[2]s zetten leidt met alleen singles tot een tegenspraak (%[3]s), dus verwijder %[1]c uit %[2]s.",
		"Prøving og feiling (siste utvei): å sette %[1]c i %[2]s fører med bare singler til en motsigelse (%[3]s), så fjern %[1]c fra %[2]s.",
		"Pokus a omyl (poslední možnost): doplnění %[1]c do %[2]s vede už pomocí singlů ke sporu (%[3]s), proto odstraňte %[1]c z %[2]s.",
		"试错法（最后手段）：在%[2]s填入%[1]c后，仅用唯一数的方法就会导致矛盾（%[3]s），因此删去%[2]s中的%[1]c。"},
	"Backtracking (last resort): trying the candidates %[1]s of %[2]s in turn, search finds the solution only with %[3]c, so place %[3]c in %[2]s.": {
		"Backtracking (laatste redmiddel): wie de kandidaten %[1]s van %[2]s een voor een probeert, vindt de oplossing alleen met %[3]c, dus zet %[3]c in %[2]s.",
		"Tilbakesporing (siste utvei): når kandidatene %[1]s i %[2]s prøves etter tur, finner søket løsningen bare med %[3]c, så sett %[3]c i %[2]s.",
		"Prohledávání s návratem (poslední možnost): při zkoušení kandidátů %[1]s v %[2]s jednoho po druhém najde hledání řešení jen s %[3]c, proto doplňte %[3]c do %[2]s.",
		"回溯法（最后手段）：依次尝试%[2]s的候选数%[1]s，只有填%[3]c时搜索才能找到解，因此在%[2]s填入%[3]c。"},
}

func init() { lang.RegisterTable(forcingMessages) }
