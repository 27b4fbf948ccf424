package cli

import "github.com/sudokit/sudokit/sudoku/lang"

// chooseLanguage makes the language the user asked for current: --lang,
// else SUDOKIT_LANG, else lang: in sudokit.yaml (viper's order), else the
// locale of LC_ALL, LC_MESSAGES or LANG, else English. A language sudokit
// does not speak is bad input (exit status 2), reported with the
// *lang.UnsupportedError.
func (app *App) chooseLanguage() error {
	if asked := app.Config.GetString("lang"); asked != "" {
		if err := lang.Use(asked); err != nil {
			return badInput(err)
		}
		return nil
	}
	lang.UseTag(lang.FromEnv())
	return nil
}
