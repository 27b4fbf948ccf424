package cli

import (
	"strings"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// chooseLanguage makes the language the user asked for current: --lang,
// else SUDOKIT_LANG, else lang: in sudokit.yaml (viper's order), else the
// locale of LC_ALL, LC_MESSAGES or LANG, else English. A language sudokit
// does not speak is bad input (exit status 2), reported with the
// *lang.UnsupportedError.
func (app *App) chooseLanguage() error {
	app.spoke = true
	if asked := app.Config.GetString("lang"); asked != "" {
		if err := lang.Use(asked); err != nil {
			return badInput(err)
		}
		return nil
	}
	lang.UseTag(lang.FromEnv())
	return nil
}

// langFromArgs chooses the language when cobra failed before the command
// ran (an unknown command or flag): from a --lang among args, which cobra
// may not have parsed, else as chooseLanguage does.
func (app *App) langFromArgs(args []string) {
	for i, a := range args {
		if a == "--" {
			break
		}
		if v, ok := strings.CutPrefix(a, "--lang="); ok {
			app.Config.Set("lang", v)
		} else if a == "--lang" && i+1 < len(args) {
			app.Config.Set("lang", args[i+1])
		}
	}
	if loadConfig(app.Config, "") == nil {
		_ = app.chooseLanguage()
	}
}
