package cli

import (
	"errors"
	"regexp"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// A command line's errors are said in the user's language when they are
// printed (the language is known only once the command line is read, see
// Run): pflag's by their types, the counts of arguments by our own
// validators (exactArgs, …, which return an argsError), and the few that
// cobra returns as plain text — an unknown command, a required flag, flags
// that go together — by matching that text.

// An argsError is a wrong number of arguments, or an argument a command
// without arguments does not take: a catalog key and its arguments, said
// in the current language when printed. Error gives the English.
type argsError struct {
	key  string
	args []any
}

func (e *argsError) Error() string               { return lang.Printer(lang.English).Sprintf(e.key, e.args...) }
func (e *argsError) local() string               { return msg(e.key, e.args...) }
func newArgsError(key string, args ...any) error { return &argsError{key, args} }

// noArgs is noArgs with an argsError.
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return newArgsError("unknown command %[1]s for %[2]s", strconv.Quote(args[0]), strconv.Quote(cmd.CommandPath()))
	}
	return nil
}

// exactArgs is cobra.ExactArgs with an argsError.
func exactArgs(n int) cobra.PositionalArgs {
	return func(_ *cobra.Command, args []string) error {
		if len(args) != n {
			return newArgsError("accepts %[1]d arg(s), received %[2]d", n, len(args))
		}
		return nil
	}
}

// maximumArgs is cobra.MaximumNArgs with an argsError.
func maximumArgs(n int) cobra.PositionalArgs {
	return func(_ *cobra.Command, args []string) error {
		if len(args) > n {
			return newArgsError("accepts at most %[1]d arg(s), received %[2]d", n, len(args))
		}
		return nil
	}
}

// minimumArgs is cobra.MinimumNArgs with an argsError.
func minimumArgs(n int) cobra.PositionalArgs {
	return func(_ *cobra.Command, args []string) error {
		if len(args) < n {
			return newArgsError("requires at least %[1]d arg(s), only received %[2]d", n, len(args))
		}
		return nil
	}
}

// localFlagError says an error of pflag's parsing in the current language,
// from its type; ok is false for other errors.
func localFlagError(err error) (text string, ok bool) {
	var (
		notExist *pflag.NotExistError
		required *pflag.ValueRequiredError
		invalid  *pflag.InvalidValueError
		syntax   *pflag.InvalidSyntaxError
	)
	switch {
	case errors.As(err, &notExist):
		name := notExist.GetSpecifiedName()
		if sh := notExist.GetSpecifiedShortnames(); sh != "" && name != "" {
			return msg("unknown shorthand flag: %[1]s in %[2]s", strconv.QuoteRune(rune(name[0])), "-"+sh), true
		}
		return msg("unknown flag: %s", "--"+name), true
	case errors.As(err, &required):
		name := required.GetSpecifiedName()
		if sh := required.GetSpecifiedShortnames(); sh != "" && name != "" {
			return msg("flag needs an argument: %[1]s in %[2]s", strconv.QuoteRune(rune(name[0])), "-"+sh), true
		}
		return msg("flag needs an argument: %s", "--"+name), true
	case errors.As(err, &invalid):
		f := invalid.GetFlag()
		name := "--" + f.Name
		if f.Shorthand != "" && f.ShorthandDeprecated == "" {
			name = "-" + f.Shorthand + ", " + name
		}
		cause := errors.Unwrap(invalid)
		why := ""
		if cause != nil {
			why = cause.Error()
		}
		if errors.Is(cause, strconv.ErrSyntax) {
			why = tr("not a number")
		}
		return msg("invalid argument %[1]s for %[2]s flag: %[3]s", strconv.Quote(invalid.GetValue()), strconv.Quote(name), why), true
	case errors.As(err, &syntax):
		return msg("bad flag syntax: %s", syntax.GetSpecifiedFlag()), true
	}
	return "", false
}

// cobraErrors are the errors cobra returns as plain text, matched by their
// English text, each with the catalog key that says it again with the
// same parts.
var cobraErrors = []struct {
	re  *regexp.Regexp
	key string
}{
	{regexp.MustCompile(`^unknown command ("[^"]*") for ("[^"]*")`), "unknown command %[1]s for %[2]s"},
	{regexp.MustCompile(`^required flag\(s\) (.*) not set$`), "required but not set: %s"},
	{regexp.MustCompile(`^if any flags in the group \[(.*)\] are set none of the others can be; \[(.*)\] were all set$`), "the flags %[1]s cannot be given together (given: %[2]s)"},
	{regexp.MustCompile(`^if any flags in the group \[(.*)\] are set they must all be set; missing \[(.*)\]$`), "the flags %[1]s go together; missing: %[2]s"},
	{regexp.MustCompile(`^at least one of the flags in the group \[(.*)\] is required$`), "one of the flags %s is required"},
}

// localCobraError returns the text of a command-line error of cobra or
// pflag in the current language, and other errors' text as it is.
func localCobraError(err error) string {
	if text, ok := localFlagError(err); ok {
		return text
	}
	var ae *argsError
	if errors.As(err, &ae) {
		return ae.local()
	}
	text := err.Error()
	first, rest, _ := strings.Cut(text, "\n")
	for _, c := range cobraErrors {
		m := c.re.FindStringSubmatch(first)
		if m == nil {
			continue
		}
		args := make([]any, len(m)-1)
		for i, s := range m[1:] {
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
