package cli

import (
	"regexp"
	"strings"
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
