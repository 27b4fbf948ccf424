package cli

import "github.com/sudokit/sudokit/sudoku/lang"

// helpLong holds the long descriptions of the commands (see help.go). Level
// names are the ones package human uses in each language.
var helpLong = map[string][4]string{ // nl, nb, cs, zh-Hans
	"Help provides help for any command in the application.\nSimply type sudokit help [path to command] for full details.": {
		"Help geeft hulp bij elke opdracht van het programma.\nTyp sudokit help [pad naar opdracht] voor alle details.",
		"Help gir hjelp om alle kommandoene i programmet.\nSkriv sudokit help [sti til kommando] for alle detaljer.",
		"Help vypíše nápovědu ke kterémukoli příkazu programu.\nVšechny podrobnosti ukáže sudokit help [cesta k příkazu].",
		"help 显示程序中任意命令的帮助。\n输入 sudokit help [命令路径] 查看完整说明。"},

	"Hint finds the next step of a human-style solve and tells as much as the\nlevel allows: 1 names the technique and the house, 2 the cells, 3 the\nplacement or elimination. If values you entered already contradict the\nsolution, the hint names the wrong cells instead.\n\nFILE holds the position, read in two ways:\n  - a board in any format; the ohidaoui index format (lines \"readOnly, index,\n    value\") tells givens (readOnly 1) from values you entered (readOnly 0);\n  - a saved game (the JSON written by the notebook board's Save button or by\n    Game.SaveFile), which also carries your pencil marks.\n\nA file of several puzzles gets one numbered hint per puzzle, in input order,\nworked out on --jobs cores; --json then writes a list. A puzzle without a\nhint (no solution, or several) says why on its line, and the command ends\nwith exit status 1.": {
		`Hint zoekt de volgende stap van een oplossing zoals een mens die vindt en
vertelt zoveel als het niveau toestaat: 1 noemt de techniek en de rij,
kolom of het blok, 2 de cellen, 3 de plaatsing of de eliminatie. Als
ingevulde cijfers al in strijd zijn met de oplossing, noemt de hint in
plaats daarvan de foute cellen.

FILE bevat de stand, op twee manieren te lezen:
  - een bord in elk formaat; het index-formaat van ohidaoui (regels
    "readOnly, index, value") onderscheidt gegevens (readOnly 1) van
    ingevulde cijfers (readOnly 0);
  - een bewaard spel (de JSON die de knop Bewaren van het notebookbord of
    Game.SaveFile schrijft), dat ook je potloodnotities bevat.

Een bestand met meerdere puzzels krijgt een genummerde hint per puzzel, in
de volgorde van de invoer, berekend op --jobs kernen; --json schrijft dan
een lijst. Een puzzel zonder hint (geen oplossing, of meerdere) zegt op
zijn regel waarom, en de opdracht eindigt met afsluitstatus 1.`,
		`Hint finner neste steg i en løsning slik et menneske ville funnet det, og
forteller så mye som nivået tillater: 1 nevner teknikken og raden,
kolonnen eller boksen, 2 rutene, 3 plasseringen eller elimineringen. Hvis
tall du har fylt inn allerede strider mot løsningen, nevner hintet de gale
rutene i stedet.

FILE inneholder stillingen, lest på to måter:
  - et brett i hvilket som helst format; ohidaouis indeksformat (linjer
    "readOnly, index, value") skiller gitte tall (readOnly 1) fra tall du
    har fylt inn (readOnly 0);
  - et lagret spill (JSON-en som Lagre-knappen på notatbokbrettet eller
    Game.SaveFile skriver), som også har med blyantnotatene dine.

En fil med flere oppgaver får ett nummerert hint per oppgave, i samme
rekkefølge som inndataene, regnet ut på --jobs kjerner; --json skriver da
en liste. En oppgave uten hint (ingen løsning, eller flere) sier hvorfor på
sin linje, og kommandoen avslutter med status 1.`,
		`Hint najde další krok řešení, jak by ho našel člověk, a prozradí tolik,
kolik úroveň dovolí: 1 jmenuje techniku a řádek, sloupec nebo čtverec,
2 pole, 3 doplnění nebo vyškrtnutí. Pokud čísla, která jste vyplnili, už
odporují řešení, nápověda místo toho jmenuje chybná pole.

FILE obsahuje pozici, čtenou dvojím způsobem:
  - hrací plocha v jakémkoli formátu; indexový formát ohidaoui (řádky
    "readOnly, index, value") rozliší zadaná čísla (readOnly 1) od čísel,
    která jste vyplnili (readOnly 0);
  - uložená hra (JSON, který zapíše tlačítko Uložit na ploše v notebooku
    nebo Game.SaveFile), jež nese i vaše tužkové poznámky.

Soubor s více úlohami dostane ke každé úloze jednu očíslovanou nápovědu,
v pořadí vstupu, spočítanou na --jobs jádrech; --json pak zapíše seznam.
Úloha bez nápovědy (bez řešení nebo s více řešeními) na svém řádku řekne
proč a příkaz skončí s návratovým kódem 1.`,
		`hint 按人的解法找到下一步，并按等级透露相应的内容：1 说出技巧和所在的
行、列或宫，2 说出相关的格，3 说出填数或删除。如果你填入的数已经与答案
矛盾，提示会改为指出填错的格。

FILE 存放当前局面，有两种读法：
  - 任意格式的盘面；ohidaoui 的索引格式（每行 "readOnly, index, value"）
    区分题目给定的数（readOnly 1）和你填入的数（readOnly 0）；
  - 保存的游戏（笔记本盘面的"保存"按钮或 Game.SaveFile 写出的 JSON），
    其中还有你的候选数笔记。

含有多道题目的文件会按输入顺序为每道题给出一条编号的提示，在 --jobs
个核上计算；加上 --json 时写出一个列表。没有提示的题目（无解或多解）会
在它的那一行说明原因，命令以退出码 1 结束。`},

	"Rate solves every puzzle the way a person would and reports, one line per\npuzzle in input order: the Sudoku Explainer (SE) rating of the hardest step,\nthe level (Easy, Medium, Hard, Unfair, Extreme), the HoDoKu-style score and\nthe hardest technique. A summary of levels and techniques follows.\n\nThe two scales measure different things. SE rates the hardest single step\nof Sudoku Explainer's own solving path. The level is HoDoKu's: the level of\nthe hardest technique on sudokit's path, raised when the score (the sum of\nevery step's score) passes the level's limit (Easy 800, Medium 1000, Hard\n1600, Unfair 1800). So a long solve of middling steps can be Extreme at a\nlow SE; each line says what set its level: \"(level from XY-Chain)\" or\n\"(level from score 2362 > 1800)\".\n\n--csv writes only the CSV (header puzzle,se,level,score,hardest) on stdout;\n--json writes one JSON document with every rating and the summary.": {
		`Rate lost elke puzzel op zoals een mens dat zou doen en meldt, één regel
per puzzel in de volgorde van de invoer: de Sudoku Explainer-waardering (SE)
van de moeilijkste stap, het niveau (Makkelijk, Gemiddeld, Moeilijk, Zeer
moeilijk, Extreem), de score in de stijl van HoDoKu en de moeilijkste
techniek. Daarna volgt een overzicht van niveaus en technieken.

De twee schalen meten iets anders. SE waardeert de moeilijkste stap van het
eigen oplospad van Sudoku Explainer. Het niveau is dat van HoDoKu: het
niveau van de moeilijkste techniek op het pad van sudokit, verhoogd als de
score (de som van de scores van alle stappen) de grens van het niveau
overschrijdt (Makkelijk 800, Gemiddeld 1000, Moeilijk 1600, Zeer moeilijk
1800). Een lange oplossing met middelmatige stappen kan dus Extreem zijn
bij een lage SE; elke regel zegt waardoor het niveau bepaald is:
"(niveau bepaald door XY-keten)" of "(niveau bepaald door score 2362 > 1800)".

--csv schrijft alleen de CSV (kop puzzle,se,level,score,hardest) naar stdout;
--json schrijft één JSON-document met elke waardering en het overzicht.`,
		`Rate løser hver oppgave slik et menneske ville gjort og melder, én linje
per oppgave i inndataens rekkefølge: Sudoku Explainer-vurderingen (SE) av
det vanskeligste steget, nivået (Lett, Middels, Vanskelig, Svært vanskelig,
Ekstrem), poengsummen i HoDoKus stil og den vanskeligste teknikken. Deretter
følger en oversikt over nivåer og teknikker.

De to skalaene måler forskjellige ting. SE vurderer det vanskeligste enkelt-
steget på Sudoku Explainers egen løsningsvei. Nivået er HoDoKus: nivået til
den vanskeligste teknikken på sudokits vei, hevet når poengsummen (summen av
alle stegenes poeng) går over nivåets grense (Lett 800, Middels 1000,
Vanskelig 1600, Svært vanskelig 1800). En lang løsning med middels steg kan
altså være Ekstrem ved lav SE; hver linje sier hva som satte nivået:
"(nivå satt av XY-kjede)" eller "(nivå satt av poeng 2362 > 1800)".

--csv skriver bare CSV-en (overskrift puzzle,se,level,score,hardest) til
stdout; --json skriver ett JSON-dokument med hver vurdering og oversikten.`,
		`Rate vyřeší každou úlohu tak, jak by to udělal člověk, a ke každé úloze
vypíše v pořadí vstupu jeden řádek: hodnocení Sudoku Explainer (SE)
nejtěžšího kroku, úroveň (Lehká, Střední, Těžká, Velmi těžká, Extrémní),
skóre ve stylu HoDoKu a nejtěžší techniku. Následuje přehled úrovní a
technik.

Obě stupnice měří něco jiného. SE hodnotí nejtěžší jednotlivý krok na
vlastní cestě řešení programu Sudoku Explainer. Úroveň je podle HoDoKu:
úroveň nejtěžší techniky na cestě sudokitu, zvýšená, když skóre (součet
skóre všech kroků) překročí hranici úrovně (Lehká 800, Střední 1000, Těžká
1600, Velmi těžká 1800). Dlouhé řešení z průměrných kroků tak může být
Extrémní i při nízkém SE; každý řádek říká, co úroveň určilo:
"(úroveň určuje: XY-řetězec)" nebo "(úroveň určuje: skóre 2362 > 1800)".

--csv zapíše na stdout jen CSV (záhlaví puzzle,se,level,score,hardest);
--json zapíše jeden dokument JSON se všemi hodnoceními a přehledem.`,
		`rate 像人一样求解每道题，并按输入顺序每题输出一行：最难一步的
Sudoku Explainer（SE）评分、等级（简单、中等、困难、极难、骨灰）、
HoDoKu 式分数和最难的技巧。最后是等级和技巧的汇总。

两种标准衡量的东西不同。SE 评的是 Sudoku Explainer 自己解题路径上最难的
单步。等级采用 HoDoKu 的：sudokit 路径上最难技巧的等级，当分数（所有步骤
分数之和）超过该等级的上限（简单 800、中等 1000、困难 1600、极难 1800）时
升级。所以由许多中等步骤组成的长解法可能在 SE 较低时仍是骨灰级；每行都
说明等级由什么决定："（等级取决于XY链）"或"（等级取决于分数 2362 > 1800）"。

--csv 只向标准输出写 CSV（表头 puzzle,se,level,score,hardest）；
--json 写出一个包含所有评级和汇总的 JSON 文档。`},

	"Solve reads one or many puzzles (a file, or standard input for \"-\" or no\nargument) and writes their solutions. A file of one-line puzzles gives one\noutput line per puzzle, in order.\n\nExit status: 0 when every puzzle was solved, 1 when some puzzle has no\nsolution, 2 on bad input (the error names the line and column).": {
		`Solve leest één of meer puzzels (een bestand, of standaardinvoer bij "-"
of zonder argument) en schrijft hun oplossingen. Een bestand met puzzels
van één regel geeft één uitvoerregel per puzzel, in volgorde.

Afsluitstatus: 0 als elke puzzel opgelost is, 1 als een puzzel geen
oplossing heeft, 2 bij foute invoer (de fout noemt regel en kolom).`,
		`Solve leser én eller flere oppgaver (en fil, eller standard inndata ved
"-" eller uten argument) og skriver løsningene. En fil med oppgaver på én
linje gir én utdatalinje per oppgave, i rekkefølge.

Avslutningsstatus: 0 når alle oppgavene ble løst, 1 når en oppgave ikke har
noen løsning, 2 ved feil i inndata (feilen nevner linje og kolonne).`,
		`Solve přečte jednu nebo více úloh (ze souboru, nebo ze standardního vstupu
pro "-" či bez argumentu) a zapíše jejich řešení. Soubor jednořádkových
úloh dá jeden výstupní řádek na úlohu, ve stejném pořadí.

Návratový kód: 0, když se vyřešily všechny úlohy, 1, když některá úloha
nemá řešení, 2 při chybném vstupu (chyba uvede řádek a sloupec).`,
		`solve 读入一道或多道题（一个文件，或在参数为 "-" 或没有参数时读标准
输入）并写出它们的解。单行题目文件按顺序每题输出一行。

退出码：全部解出为 0，有题无解为 1，输入有误为 2（错误信息指出行和列）。`},
}

func init() { lang.RegisterTable(helpLong) }
