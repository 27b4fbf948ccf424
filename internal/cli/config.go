package cli

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"github.com/spf13/viper"
)

// loadConfig reads the config file: the one named by --config, otherwise
// sudokit.yaml in the working directory or in $XDG_CONFIG_HOME/sudokit/
// (~/.config/sudokit/ when XDG_CONFIG_HOME is unset). A missing default file
// is fine; a broken one is an error. Environment variables SUDOKIT_<KEY>
// (dots and dashes become underscores: SUDOKIT_SOLVE_OUT for solve.out)
// override the file, and flags given on the command line override both.
func loadConfig(v *viper.Viper, file string) error {
	v.SetEnvPrefix("SUDOKIT")
	v.SetEnvKeyReplacer(strings.NewReplacer(".", "_", "-", "_"))
	v.AutomaticEnv()
	if file == "" {
		file = findConfig()
		if file == "" {
			return nil
		}
	}
	v.SetConfigFile(file)
	return v.ReadInConfig()
}

// findConfig returns the first sudokit.yaml that exists in the working
// directory or the user's config directory, or "" when there is none. (The
// paths are checked by name: viper's own search would also take a file called
// plain "sudokit" — such as the sudokit binary itself.)
func findConfig() string {
	dirs := []string{"."}
	if dir := os.Getenv("XDG_CONFIG_HOME"); dir != "" {
		dirs = append(dirs, filepath.Join(dir, "sudokit"))
	} else if home, err := os.UserHomeDir(); err == nil {
		dirs = append(dirs, filepath.Join(home, ".config", "sudokit"))
	}
	for _, dir := range dirs {
		path := filepath.Join(dir, "sudokit.yaml")
		if info, err := os.Stat(path); err == nil && !info.IsDir() {
			return path
		}
	}
	return ""
}

// bindFlags makes every flag of cmd a config key "<section>.<flag>" (dashes
// become underscores: --cell-size is render.cell_size), so the value can come
// from the flag, from SUDOKIT_<SECTION>_<FLAG> or from the config file, in
// that order.
func bindFlags(v *viper.Viper, section string, cmd *cobra.Command) {
	cmd.Flags().VisitAll(func(f *pflag.Flag) {
		_ = v.BindPFlag(section+"."+strings.ReplaceAll(f.Name, "-", "_"), f)
	})
}

// unmarshalSection decodes every setting under section — from flags,
// environment and config file alike — into out, using its mapstructure
// tags. (viper's UnmarshalKey sees only the config file's nested maps, not
// values bound to flags.)
func (app *App) unmarshalSection(section string, out any) error {
	merged := map[string]any{}
	prefix := section + "."
	for _, key := range app.Config.AllKeys() {
		if strings.HasPrefix(key, prefix) {
			merged[strings.TrimPrefix(key, prefix)] = app.Config.Get(key)
		}
	}
	sub := viper.New()
	if err := sub.MergeConfigMap(merged); err != nil {
		return err
	}
	return sub.Unmarshal(out)
}
