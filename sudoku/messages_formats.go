package sudoku

import "github.com/sudokit/sudokit/sudoku/lang"

// localSentinel returns err, one of the sentinel errors, saying its text in
// the current language: errors.Is still finds err.
func localSentinel(err error) error { return sentinelInLang{err} }

// sentinelInLang is a sentinel error that speaks the current language.
type sentinelInLang struct{ err error }

func (s sentinelInLang) Error() string { return sentinelText(s.err) }
func (s sentinelInLang) Unwrap() error { return s.err }

// formatMessages are the details of the parse errors of every format but
// the one-line one (see messages.go), and the texts of the typed errors.
// Line and column numbers come first, from ParseError, in every language.
var formatMessages = map[string][4]string{ // nl, nb, cs, zh-Hans
	"%[1]s: %[2]s": {"%[1]s: %[2]s", "%[1]s: %[2]s", "%[1]s: %[2]s", "%[1]s：%[2]s"}, // the sentinel's text, then the detail

	"line %d":           {"regel %d", "linje %d", "řádek %d", "第%d行"}, // where a one-line puzzle's conflict is
	"%[1]s: line %[2]d": {"%[1]s: regel %[2]d", "%[1]s: linje %[2]d", "%[1]s: řádek %[2]d", "%[1]s：第%[2]d行"},

	"%[1]s and %[2]s both hold %[3]c in %[4]s": {
		"%[1]s en %[2]s bevatten allebei %[3]c in %[4]s", "%[1]s og %[2]s har begge %[3]c i %[4]s", "%[1]s a %[2]s obě obsahují %[3]c %[4]s", "%[1]s和%[2]s在%[4]s中都是%[3]c"},

	// grid and compact grid
	"%d numbers on a row; a board is at most 64×64": {
		"%d getallen op een rij; een bord is hoogstens 64×64", "%d tall på en rad; et brett er høyst 64×64", "%d čísel na řádku; hrací plocha je nejvýše 64×64", "一行有 %d 个数；盘面最大为 64×64"},
	"a %[1]d×%[1]d board has %[1]d rows; this line is one too many": {
		"een bord van %[1]d×%[1]d heeft %[1]d rijen; deze regel is er één te veel", "et %[1]d×%[1]d-brett har %[1]d rader; denne linjen er én for mye", "hrací plocha %[1]d×%[1]d má %[1]d řádků; tento řádek je navíc", "%[1]d×%[1]d 的盘面有 %[1]d 行；这一行多余"},
	"row %[1]d has %[2]d cells, want %[3]d": {
		"rij %[1]d heeft %[2]d cellen, verwacht %[3]d", "rad %[1]d har %[2]d ruter, skal ha %[3]d", "řádek %[1]d má polí: %[2]d, má mít %[3]d", "第%[1]d行有 %[2]d 格，应为 %[3]d 格"},
	"row %[1]d has only %[2]d cells, want %[3]d": {
		"rij %[1]d heeft maar %[2]d cellen, verwacht %[3]d", "rad %[1]d har bare %[2]d ruter, skal ha %[3]d", "řádek %[1]d má jen polí: %[2]d, má mít %[3]d", "第%[1]d行只有 %[2]d 格，应为 %[3]d 格"},
	"a %[1]d×%[1]d board has %[1]d rows, found only %[2]d": {
		"een bord van %[1]d×%[1]d heeft %[1]d rijen, maar er zijn er maar %[2]d", "et %[1]d×%[1]d-brett har %[1]d rader, fant bare %[2]d", "hrací plocha %[1]d×%[1]d má %[1]d řádků, nalezeno jen %[2]d", "%[1]d×%[1]d 的盘面有 %[1]d 行，只找到 %[2]d 行"},
	"a row of %d characters; a board is at most 64×64": {
		"een rij van %d tekens; een bord is hoogstens 64×64", "en rad på %d tegn; et brett er høyst 64×64", "řádek o %d znacích; hrací plocha je nejvýše 64×64", "一行有 %d 个字符；盘面最大为 64×64"},
	"row %[1]d has %[2]d characters, want %[3]d": {
		"rij %[1]d heeft %[2]d tekens, verwacht %[3]d", "rad %[1]d har %[2]d tegn, skal ha %[3]d", "řádek %[1]d má znaků: %[2]d, má mít %[3]d", "第%[1]d行有 %[2]d 个字符，应为 %[3]d 个"},
	"row %[1]d has only %[2]d characters, want %[3]d": {
		"rij %[1]d heeft maar %[2]d tekens, verwacht %[3]d", "rad %[1]d har bare %[2]d tegn, skal ha %[3]d", "řádek %[1]d má jen znaků: %[2]d, má mít %[3]d", "第%[1]d行只有 %[2]d 个字符，应为 %[3]d 个"},
	"%[1]s in row %[2]d; compact rows are %[3]d characters of the INF1010 alphabet, '.' or '0' for an empty cell": {
		"%[1]s in rij %[2]d; compacte rijen bestaan uit %[3]d tekens van het INF1010-alfabet, '.' of '0' voor een lege cel",
		"%[1]s i rad %[2]d; kompakte rader er %[3]d tegn fra INF1010-alfabetet, '.' eller '0' for en tom rute",
		"%[1]s v řádku %[2]d; kompaktní řádky mají %[3]d znaků abecedy INF1010, '.' nebo '0' pro prázdné pole",
		"第%[2]d行中的 %[1]s；紧凑格式的每行是 %[3]d 个 INF1010 字母表中的字符，空格用 '.' 或 '0'"},

	// index
	"%d fields, want 3: readOnly, index, value": {
		"%d velden, verwacht 3: readOnly, index, value", "%d felt, skal være 3: readOnly, index, value", "polí záznamu: %d, mají být 3: readOnly, index, value", "%d 个字段，应为 3 个：readOnly, index, value"},
	"readOnly %q: want 1, 0, true or false": {
		"readOnly %q: verwacht 1, 0, true of false", "readOnly %q: skal være 1, 0, true eller false", "readOnly %q: má být 1, 0, true nebo false", "readOnly %q：应为 1、0、true 或 false"},
	"cell %[1]d (%[2]s) was already set on line %[3]d": {
		"cel %[1]d (%[2]s) kreeg al een waarde op regel %[3]d", "rute %[1]d (%[2]s) fikk allerede en verdi på linje %[3]d", "pole %[1]d (%[2]s) už bylo nastaveno na řádku %[3]d", "格 %[1]d（%[2]s）已在第%[3]d行设置过"},
	"a %[1]d×%[1]d board has %[2]d cells, one line each; this line is one too many": {
		"een bord van %[1]d×%[1]d heeft %[2]d cellen, elk op een eigen regel; deze regel is er één te veel",
		"et %[1]d×%[1]d-brett har %[2]d ruter, én linje hver; denne linjen er én for mye",
		"hrací plocha %[1]d×%[1]d má %[2]d polí, každé na jednom řádku; tento řádek je navíc",
		"%[1]d×%[1]d 的盘面有 %[2]d 格，每格一行；这一行多余"},
	"a %[1]d×%[1]d board has %[2]d cells, one line each; found only %[3]d lines": {
		"een bord van %[1]d×%[1]d heeft %[2]d cellen, elk op een eigen regel; er zijn maar %[3]d regels",
		"et %[1]d×%[1]d-brett har %[2]d ruter, én linje hver; fant bare %[3]d linjer",
		"hrací plocha %[1]d×%[1]d má %[2]d polí, každé na jednom řádku; nalezeno jen %[3]d řádků",
		"%[1]d×%[1]d 的盘面有 %[2]d 格，每格一行；只找到 %[3]d 行"},
	"more than the %d cells of a 64×64 board": {
		"meer dan de %d cellen van een bord van 64×64", "flere enn de %d rutene på et 64×64-brett", "víc než %d polí hrací plochy 64×64", "超过 64×64 盘面的 %d 格"},
	"%[1]d lines; the index format has one line per cell, N² lines (nearest: %[2]d and %[3]d)": {
		"%[1]d regels; het index-formaat heeft één regel per cel, N² regels (dichtstbij: %[2]d en %[3]d)",
		"%[1]d linjer; indeksformatet har én linje per rute, N² linjer (nærmest: %[2]d og %[3]d)",
		"řádků: %[1]d; indexový formát má jeden řádek na pole, tedy N² řádků (nejblíže: %[2]d a %[3]d)",
		"%[1]d 行；索引格式每格一行，共 N² 行（最接近的是 %[2]d 和 %[3]d）"},
	"index %q is not a number": {"index %q is geen getal", "indeksen %q er ikke et tall", "index %q není číslo", "索引 %q 不是数字"},
	"index %[1]s is outside 0–%[2]d": {
		"index %[1]s ligt buiten 0–%[2]d", "indeksen %[1]s er utenfor 0–%[2]d", "index %[1]s je mimo 0–%[2]d", "索引 %[1]s 超出 0–%[2]d"},

	// INF1010
	"the second line, the number of box columns, is missing": {
		"de tweede regel, het aantal kolommen van een blok, ontbreekt", "den andre linjen, antall kolonner i en boks, mangler", "chybí druhý řádek, počet sloupců čtverce", "缺少第二行，即宫的列数"},
	"%[1]d×%[2]d boxes make a %[3]d×%[3]d board": {
		"blokken van %[1]d×%[2]d geven een bord van %[3]d×%[3]d", "bokser på %[1]d×%[2]d gir et %[3]d×%[3]d-brett", "čtverce %[1]d×%[2]d dají hrací plochu %[3]d×%[3]d", "%[1]d×%[2]d 的宫构成 %[3]d×%[3]d 的盘面"},
	"the file has %[1]v boxes, but %[2]v boxes were asked for": {
		"het bestand heeft blokken van %[1]v, maar er werd om blokken van %[2]v gevraagd", "filen har bokser på %[1]v, men det ble bedt om bokser på %[2]v", "soubor má čtverce %[1]v, ale požadovány byly čtverce %[2]v", "文件中的宫是 %[1]v，但要求的是 %[2]v"},
	"row %[1]d has more than %[2]d cells": {
		"rij %[1]d heeft meer dan %[2]d cellen", "rad %[1]d har flere enn %[2]d ruter", "řádek %[1]d má víc než %[2]d polí", "第%[1]d行多于 %[2]d 格"},
	"box rows":    {"aantal rijen per blok", "antall rader per boks", "počet řádků čtverce", "宫的行数"},
	"box columns": {"aantal kolommen per blok", "antall kolonner per boks", "počet sloupců čtverce", "宫的列数"},
	"%[1]s %[2]s: a board is at most 64×64": {
		"%[1]s %[2]s: een bord is hoogstens 64×64", "%[1]s %[2]s: et brett er høyst 64×64", "%[1]s %[2]s: hrací plocha je nejvýše 64×64", "%[1]s %[2]s：盘面最大为 64×64"},
	"%s 0: a box needs at least one row and one column": {
		"%s 0: een blok heeft minstens één rij en één kolom nodig", "%s 0: en boks trenger minst én rad og én kolonne", "%s 0: čtverec potřebuje aspoň jeden řádek a jeden sloupec", "%s 0：宫至少要有一行一列"},
	"%s missing: want a number": {
		"%s ontbreekt: verwacht een getal", "%s mangler: skal være et tall", "%s chybí: má tu být číslo", "缺少%s：应为数字"},
	"%[1]s %[2]s: a box needs at least one row and one column": {
		"%[1]s %[2]s: een blok heeft minstens één rij en één kolom nodig", "%[1]s %[2]s: en boks trenger minst én rad og én kolonne", "%[1]s %[2]s: čtverec potřebuje aspoň jeden řádek a jeden sloupec", "%[1]s %[2]s：宫至少要有一行一列"},
	"%[1]s %[2]q is not a number": {
		"%[1]s %[2]q is geen getal", "%[1]s %[2]q er ikke et tall", "%[1]s %[2]q není číslo", "%[1]s %[2]q 不是数字"},

	// CSV and the lines of numbers
	"empty field": {"leeg veld", "tomt felt", "prázdné pole záznamu", "空字段"},
	"%[1]s is more than %[2]d, the largest value on a %[2]d×%[2]d board": {
		"%[1]s is meer dan %[2]d, de grootste waarde op een bord van %[2]d×%[2]d", "%[1]s er mer enn %[2]d, den største verdien på et %[2]d×%[2]d-brett", "%[1]s je víc než %[2]d, největší hodnota na hrací ploše %[2]d×%[2]d", "%[1]s 大于 %[2]d，即 %[2]d×%[2]d 盘面上的最大数"},
	"%[1]s is negative; values are 1–%[2]d, 0 for empty": {
		"%[1]s is negatief; waarden zijn 1–%[2]d, 0 voor leeg", "%[1]s er negativ; verdiene er 1–%[2]d, 0 for tom", "%[1]s je záporné; hodnoty jsou 1–%[2]d, 0 pro prázdné", "%[1]s 是负数；数值为 1–%[2]d，空格为 0"},
	"%[1]s in %[2]q; want a number 0–%[3]d": {
		"%[1]s in %[2]q; verwacht een getal 0–%[3]d", "%[1]s i %[2]q; skal være et tall 0–%[3]d", "%[1]s v %[2]q; má tu být číslo 0–%[3]d", "%[2]q 中的 %[1]s；应为 0–%[3]d 的数"},
	"line longer than %d bytes": {
		"regel langer dan %d bytes", "linje lengre enn %d byte", "řádek delší než %d bajtů", "一行超过 %d 字节"},

	// the typed errors and the other errors of reading and writing
	"sudoku: board %[1]d×%[1]d is larger than 64×64 (boxes %[2]d×%[3]d)": {
		"sudoku: bord van %[1]d×%[1]d is groter dan 64×64 (blokken van %[2]d×%[3]d)", "sudoku: et %[1]d×%[1]d-brett er større enn 64×64 (bokser på %[2]d×%[3]d)", "sudoku: hrací plocha %[1]d×%[1]d je větší než 64×64 (čtverce %[2]d×%[3]d)", "sudoku：%[1]d×%[1]d 的盘面大于 64×64（宫为 %[2]d×%[3]d）"},
	"sudoku: no box shape fits a board of side %d": {
		"sudoku: geen blokvorm past bij een bord met zijde %d", "sudoku: ingen boksform passer til et brett med side %d", "sudoku: žádný tvar čtverce se nehodí k hrací ploše se stranou %d", "sudoku：没有适合边长 %d 盘面的宫形状"},
	"sudoku: impossible box dimensions %[1]d×%[2]d": {
		"sudoku: onmogelijke blokafmetingen %[1]d×%[2]d", "sudoku: umulige boksmål %[1]d×%[2]d", "sudoku: nemožné rozměry čtverce %[1]d×%[2]d", "sudoku：不可能的宫尺寸 %[1]d×%[2]d"},
	"sudoku: %[1]d values for a board of %[2]d cells": {
		"sudoku: %[1]d waarden voor een bord van %[2]d cellen", "sudoku: %[1]d verdier for et brett med %[2]d ruter", "sudoku: hodnot je %[1]d pro hrací plochu o %[2]d polích", "sudoku：%[1]d 个数值对应 %[2]d 格的盘面"},
	"sudoku: value %[1]d in %[2]s is out of range 1–%[3]d": {
		"sudoku: waarde %[1]d in %[2]s ligt buiten 1–%[3]d", "sudoku: verdien %[1]d i %[2]s er utenfor 1–%[3]d", "sudoku: hodnota %[1]d v %[2]s je mimo rozsah 1–%[3]d", "sudoku：%[2]s 中的数值 %[1]d 超出 1–%[3]d"},
	"sudoku: %s holds a given": {
		"sudoku: %s bevat een gegeven", "sudoku: %s har et gitt tall", "sudoku: %s obsahuje zadané číslo", "sudoku：%s 是题目给定的数字"},
	"sudoku: %[1]v %[2]q: want one of %[3]s": {
		"sudoku: %[1]v %[2]q: kies uit %[3]s", "sudoku: %[1]v %[2]q: velg en av %[3]s", "sudoku: %[1]v %[2]q: zvolte jeden z %[3]s", "sudoku：%[1]v %[2]q：应为 %[3]s 之一"},
	"sudoku: reading input: %v": {
		"sudoku: invoer lezen: %v", "sudoku: lesing av inndata: %v", "sudoku: čtení vstupu: %v", "sudoku：读取输入：%v"},
	"sudoku: %[1]v: %[2]v cannot be read": {
		"sudoku: %[1]v: %[2]v kan niet gelezen worden", "sudoku: %[1]v: %[2]v kan ikke leses", "sudoku: %[1]v: %[2]v nelze číst", "sudoku：%[1]v：无法读取 %[2]v"},
	"sudoku: reading %[1]s: %[2]v": {
		"sudoku: %[1]s lezen: %[2]v", "sudoku: lesing av %[1]s: %[2]v", "sudoku: čtení %[1]s: %[2]v", "sudoku：读取 %[1]s：%[2]v"},
	"sudoku: box shape %q: want RxC, for example 3x3 or 2x3": {
		"sudoku: blokvorm %q: verwacht RxC, bijvoorbeeld 3x3 of 2x3", "sudoku: boksform %q: skal være RxC, for eksempel 3x3 eller 2x3", "sudoku: tvar čtverce %q: má být RxC, například 3x3 nebo 2x3", "sudoku：宫形状 %q：应为 RxC，例如 3x3 或 2x3"},
	"sudoku: %[1]v: cannot write %[2]v; choose inf1010, line, grid, csv, index or pretty": {
		"sudoku: %[1]v: %[2]v kan niet geschreven worden; kies inf1010, line, grid, csv, index of pretty",
		"sudoku: %[1]v: %[2]v kan ikke skrives; velg inf1010, line, grid, csv, index eller pretty",
		"sudoku: %[1]v: %[2]v nelze zapsat; zvolte inf1010, line, grid, csv, index nebo pretty",
		"sudoku：%[1]v：无法写出 %[2]v；请选 inf1010、line、grid、csv、index 或 pretty"},
	"sudoku: no board to write (nil *Board)": {
		"sudoku: geen bord om te schrijven (nil *Board)", "sudoku: ikke noe brett å skrive (nil *Board)", "sudoku: není co zapsat (nil *Board)", "sudoku：没有可写出的盘面（nil *Board）"},
}

func init() { lang.RegisterTable(formatMessages) }
