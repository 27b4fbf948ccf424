package human

import "github.com/sudokit/sudokit/sudoku/lang"

// The sentences and names of almost locked sets (ALS-XZ, ALS-XY-Wing,
// ALS-XY-Chain, Death Blossom) and of Sue de Coq in Dutch, Norwegian
// Bokmål, Czech and Simplified Chinese. An almost locked set is a
// "bijna-gesloten groep", a "nesten låst mengde", a "téměř uzamčená
// množina" and a 待定数组; the names ALS-XZ, ALS-XY-Wing and Sue de Coq stay
// as every community writes them.
var alsMessages = map[string][4]string{ // nl, nb, cs, zh-Hans
	"ALS-XZ":             {"ALS-XZ", "ALS-XZ", "ALS-XZ", "ALS-XZ"},
	"an ALS-XZ":          {"een ALS-XZ", "en ALS-XZ", "ALS-XZ", "ALS-XZ"},
	"ALS-XY-Wing":        {"ALS-XY-Wing", "ALS-XY-Wing", "ALS-XY-Wing", "ALS-XY-Wing"},
	"an ALS-XY-Wing":     {"een ALS-XY-Wing", "en ALS-XY-Wing", "ALS-XY-Wing", "ALS-XY-Wing"},
	"ALS-XY-Chain":       {"ALS-XY-keten", "ALS-XY-kjede", "ALS-XY-řetězec", "ALS-XY链"},
	"an ALS-XY-Chain":    {"een ALS-XY-keten", "en ALS-XY-kjede", "ALS-XY-řetězec", "ALS-XY链"},
	"Death Blossom":      {"Death blossom", "Death blossom", "Death Blossom", "死亡之花"},
	"a death blossom":    {"een death blossom", "en death blossom", "Death Blossom", "死亡之花"},
	"Almost Locked Sets": {"Bijna-gesloten groepen (ALS)", "Nesten låste mengder (ALS)", "Téměř uzamčené množiny (ALS)", "待定数组（ALS）"},

	"ALS-XZ (doubly linked): the almost locked sets %[1]s and %[2]s share the restricted common candidates %[3]s, so both are locked; %[4]s.": {
		"ALS-XZ (dubbel verbonden): de bijna-gesloten groepen %[1]s en %[2]s delen de beperkte gemeenschappelijke kandidaten %[3]s, dus beide zijn gesloten; %[4]s.",
		"ALS-XZ (dobbelt koblet): de nesten låste mengdene %[1]s og %[2]s deler de begrensede felles kandidatene %[3]s, så begge er låst; %[4]s.",
		"ALS-XZ (dvojitě propojené): téměř uzamčené množiny %[1]s a %[2]s sdílejí omezené společné kandidáty %[3]s, proto jsou obě uzamčené; %[4]s.",
		"ALS-XZ（双重连接）：待定数组%[1]s和%[2]s共有受限公共候选数%[3]s，因此两者都成为锁定的数组；%[4]s。"},
	"ALS-XZ: %[1]c can be in only one of the almost locked sets %[2]s and %[3]s, so the other is locked and one of them holds %[4]s; %[5]s.": {
		"ALS-XZ: %[1]c kan maar in één van de bijna-gesloten groepen %[2]s en %[3]s staan, dus de andere is gesloten en een van beide bevat %[4]s; %[5]s.",
		"ALS-XZ: %[1]c kan bare stå i én av de nesten låste mengdene %[2]s og %[3]s, så den andre er låst, og en av dem har %[4]s; %[5]s.",
		"ALS-XZ: %[1]c může být jen v jedné z téměř uzamčených množin %[2]s a %[3]s, proto je ta druhá uzamčená a jedna z nich obsahuje %[4]s; %[5]s.",
		"ALS-XZ：%[1]c只能位于待定数组%[2]s和%[3]s之一，所以另一个数组被锁定，两者中必有一个含有%[4]s；%[5]s。"},
	"%[1]s %[2]s: the first set or the last holds %[3]s, so %[4]s.": {
		"%[1]s %[2]s: de eerste of de laatste groep bevat %[3]s, dus %[4]s.",
		"%[1]s %[2]s: den første eller den siste mengden har %[3]s, så %[4]s.",
		"%[1]s %[2]s: první nebo poslední množina obsahuje %[3]s, proto %[4]s.",
		"%[1]s %[2]s：第一个或最后一个数组含有%[3]s，因此%[4]s。"},
	"Death blossom with stem %[1]s and petals %[2]s: whatever the stem holds, one petal is locked and holds %[3]s, so %[4]s.": {
		"Death blossom met stengel %[1]s en bloembladen %[2]s: wat de stengel ook bevat, één bloemblad is gesloten en bevat %[3]s, dus %[4]s.",
		"Death blossom med stilk %[1]s og kronblader %[2]s: uansett hva stilken har, er ett kronblad låst og har %[3]s, så %[4]s.",
		"Death Blossom se stonkem %[1]s a okvětními lístky %[2]s: ať je ve stonku cokoli, jeden lístek je uzamčený a obsahuje %[3]s, proto %[4]s.",
		"死亡之花，花茎%[1]s，花瓣%[2]s：无论花茎填什么，总有一片花瓣被锁定并含有%[3]s，因此%[4]s。"},

	"Sue de Coq":    {"Sue de Coq", "Sue de Coq", "Sue de Coq", "Sue de Coq"},
	"a Sue de Coq":  {"een Sue de Coq", "en Sue de Coq", "Sue de Coq", "Sue de Coq"},
	"Miscellaneous": {"Overige", "Diverse", "Ostatní", "其他"},
	"Sue de Coq in %[1]s and %[2]s: %[3]s (%[4]s) with %[5]s (%[6]s) in the line and %[7]s (%[8]s) in the box hold exactly one of each of %[9]s, so %[10]s.": {
		"Sue de Coq in %[1]s en %[2]s: %[3]s (%[4]s) met %[5]s (%[6]s) in de lijn en %[7]s (%[8]s) in het blok bevatten van elk van %[9]s precies één, dus %[10]s.",
		"Sue de Coq i %[1]s og %[2]s: %[3]s (%[4]s) med %[5]s (%[6]s) i linjen og %[7]s (%[8]s) i boksen har nøyaktig én av hver av %[9]s, så %[10]s.",
		"Sue de Coq %[1]s a %[2]s: %[3]s (%[4]s) spolu s %[5]s (%[6]s) ve zbytku linie a %[7]s (%[8]s) ve zbytku čtverce obsahují každé z čísel %[9]s právě jednou, proto %[10]s.",
		"Sue de Coq（%[1]s与%[2]s）：%[3]s（%[4]s）连同行列中的%[5]s（%[6]s）和宫中的%[7]s（%[8]s），%[9]s各恰好出现一次，因此%[10]s。"},
}

func init() { lang.RegisterTable(alsMessages) }
