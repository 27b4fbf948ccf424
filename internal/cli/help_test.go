package cli

import (
	"bytes"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/internal/msgextract"

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
		long := c.Long
		if id := longHelpID(c); lang.Has(lang.English, id) {
			long = id // the long description is the catalog's (see translateTree)
		}
		texts = append(texts, c.Short, long)
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

// TestHelpTranslated fails on any command description or flag usage that
// a supported language does not translate, cobra's own included.
func TestHelpTranslated(t *testing.T) {
	seen := map[string]bool{}
	texts, paths := helpTexts()
	for i, s := range texts {
		if s == "" || seen[s] {
			continue
		}
		seen[s] = true
		if strings.Contains(s, "%") { // the catalog would read it as a verb
			t.Errorf("the help text of %s holds a %%: %q", paths[i], s)
		}
		for _, tag := range lang.Supported()[1:] {
			if !lang.Has(tag, s) {
				t.Errorf("%s lacks the help text of %s: %q", tag, paths[i], s)
			}
		}
	}
}

// TestMessagesTranslated extracts every message the commands print or
// return as an error (the first argument of msg, errorf, newError, tr and
// the printer's Sprintf) and fails on any a supported language lacks.
func TestMessagesTranslated(t *testing.T) {
	msgextract.Translated(t, ".", 50, "msg", "errorf", "newError", "tr", "lang.Sprintf", "lang.Current().Sprintf", "p.Sprintf")
}
