package cli

import (
	"bytes"
	"strings"
	"testing"

	"github.com/spf13/viper"
	"github.com/sudokit/sudokit/internal/hub"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// Every command that has a long description has it in the catalog under
// its ID, the completion commands cobra adds included, and --help prints
// it in each language: the hub's names its default prefix.
func TestLongHelpFromCatalog(t *testing.T) {
	for _, path := range [][]string{{"grade"}, {"hub"}, {"hub", "setup"}, {"completion", "bash"}, {"help"}} {
		id := "help." + strings.Join(path, ".")
		for _, tag := range lang.Supported() {
			if !lang.Has(tag, id) {
				t.Errorf("%s lacks %s", tag, id)
			}
		}
	}
	for _, l := range []string{"en", "nl", "nb", "cs", "zh-Hans"} {
		var out bytes.Buffer
		app := &App{Config: viper.New(), In: strings.NewReader(""), Out: &out, Err: &out}
		root := app.rootCommand()
		root.SetArgs([]string{"--lang", l, "hub", "--help"})
		root.SetOut(&out)
		if err := root.Execute(); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out.String(), hub.DefaultPrefix) || strings.Contains(out.String(), "help.hub") {
			t.Errorf("%s: hub --help does not give the hub's long description with its prefix %s:\n%s", l, hub.DefaultPrefix, out.String())
		}
	}
	lang.UseTag(lang.English)
}
