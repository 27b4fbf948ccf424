package cli

import (
	"io"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// pflag's parse errors are said from their types, and wrong counts of
// arguments from our validators' argsError, in the current language; none
// goes through matching cobra's English.
func TestCommandLineErrorsByType(t *testing.T) {
	lang.UseTag(lang.Dutch)
	defer lang.UseTag(lang.English)
	parse := func(args ...string) error {
		fs := pflag.NewFlagSet("x", pflag.ContinueOnError)
		fs.IntP("level", "l", 1, "")
		fs.SetOutput(io.Discard)
		return fs.Parse(args)
	}
	for _, c := range []struct {
		err  error
		want string
	}{
		{parse("--nope"), "onbekende optie: --nope"},
		{parse("-lZ"), "ongeldige waarde \"Z\" voor optie \"-l, --level\": geen getal"},
		{parse("-Z"), "onbekende korte optie: 'Z' in -Z"},
		{parse("--level"), "optie heeft een waarde nodig: --level"},
		{parse("---x"), "foute schrijfwijze van optie: ---x"},
		{exactArgs(1)(nil, nil), "precies 1 argument toegestaan, 0 gekregen"},
		{maximumArgs(1)(nil, []string{"a", "b"}), "hoogstens 1 argument toegestaan, 2 gekregen"},
		{minimumArgs(2)(nil, []string{"a"}), "minstens 2 argumenten nodig, maar 1 gekregen"},
		{noArgs(&cobra.Command{Use: "run"}, []string{"x"}), "onbekende opdracht \"x\" voor \"run\""},
	} {
		if c.err == nil {
			t.Errorf("no error for %q", c.want)
			continue
		}
		if _, typed := localFlagError(c.err); !typed {
			if _, ok := c.err.(*argsError); !ok {
				t.Errorf("%v is neither one of pflag's typed errors nor an argsError", c.err)
			}
		}
		if got := localCobraError(c.err); got != c.want {
			t.Errorf("%v: got %q, want %q", c.err, got, c.want)
		}
	}
}
