package cli

import (
	"regexp"
	"strings"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// cobraErrors are the errors cobra and pflag return for a wrong command
// line, matched by their English text, each with the catalog key that
// says it again with the same parts.
var cobraErrors = []struct {
	re  *regexp.Regexp
	key string
}{
	{regexp.MustCompile(`^unknown command ("[^"]*") for ("[^"]*")`), "unknown command %[1]s for %[2]s"},
	{regexp.MustCompile(`^unknown flag: (\S+)$`), "unknown flag: %s"},
	{regexp.MustCompile(`^unknown shorthand flag: ('.+') in (\S+)$`), "unknown shorthand flag: %[1]s in %[2]s"},
	{regexp.MustCompile(`^flag needs an argument: (\S+)$`), "flag needs an argument: %s"},
	{regexp.MustCompile(`^flag needs an argument: ('.+') in (\S+)$`), "flag needs an argument: %[1]s in %[2]s"},
	{regexp.MustCompile(`^invalid argument ("[^"]*") for ("[^"]*") flag: (.*)$`), "invalid argument %[1]s for %[2]s flag: %[3]s"},
	{regexp.MustCompile(`^accepts at most (\d+) arg\(s\), received (\d+)$`), "accepts at most %[1]s arg(s), received %[2]s"},
	{regexp.MustCompile(`^accepts (\d+) arg\(s\), received (\d+)$`), "accepts %[1]s arg(s), received %[2]s"},
	{regexp.MustCompile(`^requires at least (\d+) arg\(s\), only received (\d+)$`), "requires at least %[1]s arg(s), only received %[2]s"},
	{regexp.MustCompile(`^required flag\(s\) (.*) not set$`), "required flag(s) %s not set"},
	{regexp.MustCompile(`^bad flag syntax: (.*)$`), "bad flag syntax: %s"},
	{regexp.MustCompile(`^if any flags in the group \[(.*)\] are set none of the others can be; \[(.*)\] were all set$`), "the flags %[1]s cannot be given together (given: %[2]s)"},
	{regexp.MustCompile(`^if any flags in the group \[(.*)\] are set they must all be set; missing \[(.*)\]$`), "the flags %[1]s go together; missing: %[2]s"},
	{regexp.MustCompile(`^at least one of the flags in the group \[(.*)\] is required$`), "one of the flags %s is required"},
}

// notNumber matches strconv's error for a flag value that is no number.
var notNumber = regexp.MustCompile(`^strconv\.\w+: parsing "[^"]*": invalid syntax$`)

// localCobraError returns the text of a command-line error of cobra or
// pflag in the current language, and other errors' text as it is.
func localCobraError(err error) string {
	text := err.Error()
	first, rest, _ := strings.Cut(text, "\n")
	for _, c := range cobraErrors {
		m := c.re.FindStringSubmatch(first)
		if m == nil {
			continue
		}
		args := make([]any, len(m)-1)
		for i, s := range m[1:] {
			if notNumber.MatchString(s) {
				s = tr("not a number")
			}
			args[i] = s
		}
		first = msg(c.key, args...)
		if rest != "" { // cobra's suggestions: "\nDid you mean this?\n\tsolve\n"
			rest = strings.Replace(rest, "Did you mean this?", tr("Did you mean this?"), 1)
			return first + "\n" + rest
		}
		return first
	}
	return text
}

var cobraMessages = map[string][4]string{ // nl, nb, cs, zh-Hans
	"unknown command %[1]s for %[2]s": {"onbekende opdracht %[1]s voor %[2]s", "ukjent kommando %[1]s for %[2]s", "neznámý příkaz %[1]s pro %[2]s", "%[2]s 没有命令 %[1]s"},
	"unknown flag: %s":                {"onbekende optie: %s", "ukjent flagg: %s", "neznámý přepínač: %s", "未知选项：%s"},
	"unknown shorthand flag: %[1]s in %[2]s": {
		"onbekende korte optie: %[1]s in %[2]s", "ukjent kort flagg: %[1]s i %[2]s", "neznámý krátký přepínač: %[1]s v %[2]s", "未知短选项：%[2]s 中的 %[1]s"},
	"flag needs an argument: %s": {"optie heeft een waarde nodig: %s", "flagget trenger en verdi: %s", "přepínač potřebuje hodnotu: %s", "选项需要一个值：%s"},
	"flag needs an argument: %[1]s in %[2]s": {
		"optie heeft een waarde nodig: %[1]s in %[2]s", "flagget trenger en verdi: %[1]s i %[2]s", "přepínač potřebuje hodnotu: %[1]s v %[2]s", "选项需要一个值：%[2]s 中的 %[1]s"},
	"invalid argument %[1]s for %[2]s flag: %[3]s": {
		"ongeldige waarde %[1]s voor optie %[2]s: %[3]s", "ugyldig verdi %[1]s for flagget %[2]s: %[3]s", "neplatná hodnota %[1]s přepínače %[2]s: %[3]s", "选项 %[2]s 的值 %[1]s 无效：%[3]s"},
	"accepts at most %[1]s arg(s), received %[2]s": {
		"hoogstens %[1]s argument(en) toegestaan, %[2]s gekregen", "tar høyst %[1]s argument(er), fikk %[2]s", "bere nejvýše argumentů: %[1]s, dostal: %[2]s", "最多接受 %[1]s 个参数，收到 %[2]s 个"},
	"accepts %[1]s arg(s), received %[2]s": {
		"precies %[1]s argument(en) toegestaan, %[2]s gekregen", "tar %[1]s argument(er), fikk %[2]s", "bere argumentů: %[1]s, dostal: %[2]s", "接受 %[1]s 个参数，收到 %[2]s 个"},
	"requires at least %[1]s arg(s), only received %[2]s": {
		"minstens %[1]s argument(en) nodig, maar %[2]s gekregen", "trenger minst %[1]s argument(er), fikk bare %[2]s", "potřebuje aspoň argumentů: %[1]s, dostal jen: %[2]s", "至少需要 %[1]s 个参数，只收到 %[2]s 个"},
	"required flag(s) %s not set": {"verplichte optie(s) %s niet gegeven", "påkrevde flagg %s er ikke satt", "chybí povinné přepínače: %s", "缺少必需的选项 %s"},
	"the flags %[1]s cannot be given together (given: %[2]s)": {
		"de opties %[1]s kunnen niet samen gegeven worden (gegeven: %[2]s)", "flaggene %[1]s kan ikke gis sammen (gitt: %[2]s)", "přepínače %[1]s nelze zadat spolu (zadáno: %[2]s)", "选项 %[1]s 不能同时给出（给出了：%[2]s）"},
	"the flags %[1]s go together; missing: %[2]s": {
		"de opties %[1]s horen bij elkaar; ontbreekt: %[2]s", "flaggene %[1]s hører sammen; mangler: %[2]s", "přepínače %[1]s patří k sobě; chybí: %[2]s", "选项 %[1]s 必须一起给出；缺少：%[2]s"},
	"one of the flags %s is required": {"een van de opties %s is verplicht", "ett av flaggene %s er påkrevd", "jeden z přepínačů %s je povinný", "必须给出选项 %s 之一"},
	"bad flag syntax: %s":             {"foute schrijfwijze van optie: %s", "feil flaggsyntaks: %s", "chybný zápis přepínače: %s", "选项写法有误：%s"},
	"not a number":                    {"geen getal", "ikke et tall", "není číslo", "不是数字"},
	"Did you mean this?":              {"Bedoelde je dit?", "Mente du dette?", "Měli jste na mysli tohle?", "你是不是想输入："},
}

func init() { lang.RegisterTable(cobraMessages) }
