package cli

import (
	"bytes"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"github.com/spf13/viper"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// helpTexts returns every text cobra shows in help: each command's Short and
// Long and each flag's usage, of sudokit's commands and cobra's own, with the
// path of the command each comes from.
func helpTexts() (texts, paths []string) {
	var out bytes.Buffer
	app := &App{Config: viper.New(), In: strings.NewReader(""), Out: &out, Err: &out}
	root := app.rootCommand()
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	var walk func(*cobra.Command)
	walk = func(c *cobra.Command) {
		texts = append(texts, c.Short, c.Long)
		paths = append(paths, c.CommandPath(), c.CommandPath()+" (long)")
		add := func(f *pflag.Flag) {
			if f.Name != "help" {
				texts = append(texts, f.Usage)
				paths = append(paths, c.CommandPath()+" --"+f.Name)
			}
		}
		c.LocalNonPersistentFlags().VisitAll(add)
		c.PersistentFlags().VisitAll(add)
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	return texts, paths
}

// longPending lists the commands whose long description is not translated
// yet: their help shows the English text after the translated usage.
var longPending = map[string]bool{
	"sudokit assignment check (long)":      true,
	"sudokit assignment gradebook (long)":  true,
	"sudokit assignment new (long)":        true,
	"sudokit assignment release (long)":    true,
	"sudokit completion (long)":            true,
	"sudokit completion bash (long)":       true,
	"sudokit completion fish (long)":       true,
	"sudokit completion powershell (long)": true,
	"sudokit completion zsh (long)":        true,
	"sudokit generate (long)":              true,
	"sudokit grade (long)":                 true,
	"sudokit hub (long)":                   true,
	"sudokit hub add-students (long)":      true,
	"sudokit hub loadtest (long)":          true,
	"sudokit hub prepare-user (long)":      true,
	"sudokit hub run (long)":               true,
	"sudokit hub setup (long)":             true,
	"sudokit kernel (long)":                true,
	"sudokit kernel install (long)":        true,
	"sudokit notebooks export (long)":      true,
	"sudokit render (long)":                true,
}

// TestHelpTranslated fails on any command description or flag usage that
// a supported language does not translate (the long descriptions of
// longPending are only logged).
func TestHelpTranslated(t *testing.T) {
	seen := map[string]bool{}
	texts, paths := helpTexts()
	for i, s := range texts {
		if s == "" || seen[s] {
			continue
		}
		seen[s] = true
		for _, tag := range lang.Supported()[1:] {
			switch {
			case lang.Has(tag, s):
			case longPending[paths[i]]:
				t.Logf("%s: %s not translated yet", paths[i], tag)
			default:
				t.Errorf("%s lacks the help text of %s: %q", tag, paths[i], s)
			}
		}
	}
}

// TestMessagesTranslated extracts every message the commands print or
// return as an error (the first argument of msg, errorf, newError, tr and
// the printer's Sprintf) and fails on any a supported language lacks.
func TestMessagesTranslated(t *testing.T) {
	uses, err := lang.Extract(".", "msg", "errorf", "newError", "tr", "lang.Sprintf", "lang.Current().Sprintf", "p.Sprintf")
	if err != nil {
		t.Fatal(err)
	}
	if len(uses) < 50 {
		t.Fatalf("extracted only %d messages", len(uses))
	}
	for _, u := range uses {
		key := errorKey(u.Key)
		for _, tag := range lang.Supported()[1:] {
			if !lang.Has(tag, key) {
				t.Errorf("%s: %s lacks %q", u.Pos, tag, key)
			}
		}
	}
}
