package sudoku

import (
	"strconv"
	"strings"

	"github.com/sudokit/sudokit/sudoku/lang"
	"golang.org/x/text/message"
)

// The messages of package sudoku in package lang's catalog, keyed by their
// English text: the parse errors' positions ("line 3, column 7: ") and
// sentinel errors, the details of one-line puzzles, house names and the
// conflict of a ConflictError. The sentinel errors
// themselves (ErrInvalidChar, …) keep their English text, for errors.Is and
// logs; a ParseError's message is in the current language. The details of
// the other formats and the typed errors' texts are in messages_formats.go.
var messages = map[string][4]string{ // nl, nb, cs, zh-Hans
	"line %[1]d, column %[2]d: ": {"regel %[1]d, kolom %[2]d: ", "linje %[1]d, kolonne %[2]d: ", "řádek %[1]d, sloupec %[2]d: ", "第%[1]d行第%[2]d列："},
	"line %d: ":                  {"regel %d: ", "linje %d: ", "řádek %d: ", "第%d行："},

	"impossible box shape":    {"onmogelijke blokvorm", "umulig boksform", "nemožný tvar čtverce", "不可能的宫形状"},
	"board larger than 64×64": {"bord groter dan 64×64", "brett større enn 64×64", "hrací plocha větší než 64×64", "盘面大于64×64"},
	"invalid character":       {"ongeldig teken", "ugyldig tegn", "neplatný znak", "无效字符"},
	"value out of range":      {"waarde buiten bereik", "verdi utenfor området", "hodnota mimo rozsah", "数值超出范围"},
	"wrong number of cells":   {"verkeerd aantal cellen", "feil antall ruter", "špatný počet polí", "格子数目不对"},
	"wrong number of lines":   {"verkeerd aantal regels", "feil antall linjer", "špatný počet řádků", "行数不对"},
	"syntax error":            {"syntaxfout", "syntaksfeil", "chyba syntaxe", "语法错误"},
	"cell holds a given":      {"cel bevat een gegeven", "ruten har et gitt tall", "pole obsahuje zadané číslo", "格子里是题目给定的数字"},
	"givens break a rule":     {"de gegevens breken een regel", "de gitte tallene bryter en regel", "zadání porušuje pravidlo", "给定数字违反规则"},
	"no solution":             {"geen oplossing", "ingen løsning", "žádné řešení", "无解"},
	"unknown format":          {"onbekend formaat", "ukjent format", "neznámý formát", "未知格式"},

	"more than one puzzle; ReadPuzzles reads them all": {
		"meer dan één puzzel; ReadPuzzles leest ze allemaal", "mer enn én oppgave; ReadPuzzles leser alle", "více než jedna úloha; ReadPuzzles je přečte všechny", "不止一道题；ReadPuzzles可以全部读入"},
	"%[1]d characters, but a %[2]d×%[2]d board (%[3]v boxes) has %[4]d cells": {
		"%[1]d tekens, maar een bord van %[2]d×%[2]d (blokken van %[3]v) heeft %[4]d cellen",
		"%[1]d tegn, men et %[2]d×%[2]d-brett (bokser på %[3]v) har %[4]d ruter",
		"znaků: %[1]d, ale hrací plocha %[2]d×%[2]d (čtverce %[3]v) má polí: %[4]d",
		"有%[1]d个字符，但%[2]d×%[2]d的盘面（宫为%[3]v）有%[4]d格"},
	"only %[1]d characters, but a %[2]d×%[2]d board (%[3]v boxes) has %[4]d cells": {
		"maar %[1]d tekens, terwijl een bord van %[2]d×%[2]d (blokken van %[3]v) %[4]d cellen heeft",
		"bare %[1]d tegn, men et %[2]d×%[2]d-brett (bokser på %[3]v) har %[4]d ruter",
		"jen znaků: %[1]d, ale hrací plocha %[2]d×%[2]d (čtverce %[3]v) má polí: %[4]d",
		"只有%[1]d个字符，但%[2]d×%[2]d的盘面（宫为%[3]v）有%[4]d格"},
	"%[1]d characters, more than the %[2]d cells of a 64×64 board": {
		"%[1]d tekens, meer dan de %[2]d cellen van een bord van 64×64",
		"%[1]d tegn, flere enn de %[2]d rutene på et 64×64-brett",
		"znaků: %[1]d, víc než %[2]d polí hrací plochy 64×64",
		"有%[1]d个字符，超过64×64盘面的%[2]d格"},
	"%[1]d characters is not N² for a board side N (nearest: %[2]d = %[3]d×%[3]d and %[4]d = %[5]d×%[5]d)": {
		"%[1]d tekens is geen N² voor een bordzijde N (dichtstbij: %[2]d = %[3]d×%[3]d en %[4]d = %[5]d×%[5]d)",
		"%[1]d tegn er ikke N² for en brettside N (nærmest: %[2]d = %[3]d×%[3]d og %[4]d = %[5]d×%[5]d)",
		"počet znaků %[1]d není N² pro žádnou stranu N (nejblíže: %[2]d = %[3]d×%[3]d a %[4]d = %[5]d×%[5]d)",
		"%[1]d个字符不是某个边长N的N²（最接近的是%[2]d = %[3]d×%[3]d和%[4]d = %[5]d×%[5]d）"},
	"%[1]d is more than %[2]d, the largest value on a %[2]d×%[2]d board": {
		"%[1]d is meer dan %[2]d, de grootste waarde op een bord van %[2]d×%[2]d",
		"%[1]d er mer enn %[2]d, den største verdien på et %[2]d×%[2]d-brett",
		"%[1]d je víc než %[2]d, největší hodnota na hrací ploše %[2]d×%[2]d",
		"%[1]d大于%[2]d，即%[2]d×%[2]d盘面上的最大数"},
	"'%[1]s' is %[2]d, more than %[3]d, the largest value on a %[3]d×%[3]d board": {
		"'%[1]s' is %[2]d, meer dan %[3]d, de grootste waarde op een bord van %[3]d×%[3]d",
		"'%[1]s' er %[2]d, mer enn %[3]d, den største verdien på et %[3]d×%[3]d-brett",
		"'%[1]s' je %[2]d, víc než %[3]d, největší hodnota na hrací ploše %[3]d×%[3]d",
		"'%[1]s'是%[2]d，大于%[3]d，即%[3]d×%[3]d盘面上的最大数"},
	"row %d":    {"rij %d", "rad %d", "řádek %d", "第%d行"},
	"column %d": {"kolom %d", "kolonne %d", "sloupec %d", "第%d列"},
	"box %d":    {"blok %d", "boks %d", "čtverec %d", "第%d宫"},
	"givens break a rule: %[1]s and %[2]s both hold %[3]c in %[4]s": {
		"de gegevens breken een regel: %[1]s en %[2]s bevatten allebei %[3]c in %[4]s",
		"de gitte tallene bryter en regel: %[1]s og %[2]s har begge %[3]c i %[4]s",
		"zadání porušuje pravidlo: %[1]s a %[2]s obě obsahují %[3]c %[4]s",
		"给定数字违反规则：%[1]s和%[2]s在%[4]s中都是%[3]c"},
	"empty input: no puzzle found": {"lege invoer: geen puzzel gevonden", "tom inndata: fant ingen oppgave", "prázdný vstup: žádná úloha", "输入为空：没有找到题目"},
}

// LocalString names the house in the current language (package lang):
// "row 4" in English, "rij 4" in Dutch, "第4行" in Chinese. String stays
// English.
func (h HouseRef) LocalString() string {
	switch h.Kind {
	case RowHouse:
		return lang.Sprintf("row %d", h.Index+1)
	case ColumnHouse:
		return lang.Sprintf("column %d", h.Index+1)
	case BoxHouse:
		return lang.Sprintf("box %d", h.Index+1)
	}
	return h.String()
}

// inHouse holds the house names for the place after "in" in a sentence
// ("Hidden single in %[1]s"): English, Dutch, Norwegian and Chinese put the
// plain name there, their sentences carry the "in"; Czech puts the house in
// the locative with its preposition ("v řádku 4", "ve sloupci 4", "ve čtverci
// 4"), which changes with the noun, so its sentences leave the "in" out.
// Keyed "in row %d" with the English text "row %d".
var inHouse = map[string][5]string{ // en, nl, nb, cs, zh-Hans
	"in row %d":    {"row %d", "rij %d", "rad %d", "v řádku %d", "第%d行"},
	"in column %d": {"column %d", "kolom %d", "kolonne %d", "ve sloupci %d", "第%d列"},
	"in box %d":    {"box %d", "blok %d", "boks %d", "ve čtverci %d", "第%d宫"},
}

// LocalIn names the house as it follows "in" in a sentence of the current
// language: "row 4" in English ("in row 4"), "v řádku 4" in Czech, whose
// sentences leave their "v" to the house (see inHouse).
func (h HouseRef) LocalIn() string {
	switch h.Kind {
	case RowHouse:
		return lang.Sprintf("in row %d", h.Index+1)
	case ColumnHouse:
		return lang.Sprintf("in column %d", h.Index+1)
	case BoxHouse:
		return lang.Sprintf("in box %d", h.Index+1)
	}
	return h.String()
}

// LocalString says the conflict in the current language (package lang),
// the house named as it follows "in" (see LocalIn); String stays English.
func (c Conflict) LocalString() string {
	return lang.Sprintf("%[1]s and %[2]s both hold %[3]c in %[4]s", c.A, c.B, ValueChar(c.Value), localHouseIn(c.House))
}

// localHouseIn translates a house name as Conflict keeps it ("row 1") into
// the form that follows "in" (see LocalIn).
func localHouseIn(name string) string {
	kind, num, ok := strings.Cut(name, " ")
	n, err := strconv.Atoi(num)
	if !ok || err != nil {
		return name
	}
	switch kind {
	case "row", "column", "box":
		return lang.Sprintf("in "+kind+" %d", n)
	}
	return name
}

// sentinels are the errors whose text a ParseError translates.
var sentinels = []error{ErrShape, ErrTooLarge, ErrInvalidChar, ErrValueRange, ErrCellCount, ErrLineCount,
	ErrSyntax, ErrGiven, ErrConflict, ErrNoSolution, ErrUnknownFormat}

// sentinelText returns the text of err in the current language when it is
// one of the sentinel errors, else err's own text.
func sentinelText(err error) string {
	for _, s := range sentinels {
		if err == s {
			return lang.Current().Sprintf(message.Key(s.Error(), s.Error()))
		}
	}
	return err.Error()
}

func init() {
	lang.RegisterTable(messages)
	lang.RegisterIn(inHouse)
}
