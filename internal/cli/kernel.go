package cli

import (
	"github.com/sudokit/sudokit/sudoku/lang"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"github.com/sudokit/sudokit/kernel"
)

// newKernelCmd returns "sudokit kernel", which Jupyter runs through the
// kernelspec, and its "install" subcommand.
func newKernelCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "kernel -f CONNECTION_FILE",
		Short: "Run the Go Jupyter kernel (started by Jupyter), or install it",
		Example: `  sudokit kernel install --user
  jupyter notebook   # then choose "Go (sudokit)"`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			file, _ := cmd.Flags().GetString("connection-file")
			if file == "" {
				return badInput(newError("kernel: the connection file is required (-f FILE)"))
			}
			return kernel.Run(cmd.Context(), file, app.kernelConfig())
		},
	}
	f := cmd.PersistentFlags()
	f.String("go", "go", "go command used to compile cells")
	f.Int64("output-limit", 0, "bytes of output per cell before truncation (0: 1 MiB, negative: no limit)")
	f.Duration("timeout", 0, "stop cells running longer than this (0: no limit)")
	cmd.Flags().StringP("connection-file", "f", "", "Jupyter connection file")
	bindPersistentFlags(app, cmd)
	bindFlags(app.Config, "kernel", cmd)
	cmd.AddCommand(newKernelInstallCmd(app))
	return cmd
}

func newKernelInstallCmd(app *App) *cobra.Command {
	var opts kernel.InstallOptions
	cmd := &cobra.Command{
		Use:   "install [--user | --prefix DIR]",
		Short: "Install the kernelspec so Jupyter lists \"Go (sudokit)\"",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			opts.Config = app.kernelConfig()
			if app.Config.IsSet("lang") {
				opts.Lang = lang.CurrentTag().String() // checked by chooseLanguage
			}
			opts.Log = app.Out
			return kernel.Install(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.User, "user", false, "install for the current user")
	cmd.Flags().StringVar(&opts.Prefix, "prefix", "", "install under DIR/share/jupyter")
	cmd.Flags().BoolVar(&opts.SkipWarm, "no-warm", false, "do not warm the Go build cache")
	cmd.Flags().StringVar(&opts.Programs, "programs", "", "kernels run the cell programs built ahead in DIR instead of compiling them again")
	cmd.Flags().StringVar(&opts.Notebooks, "warm-notebooks", "", "run the Go notebooks in DIR once and keep their cells' programs in the --programs directory")
	cmd.MarkFlagsMutuallyExclusive("user", "prefix")
	return cmd
}

// bindPersistentFlags makes the kernel's persistent flags (shared with
// "kernel install") config keys "kernel.<flag>", dashes written as
// underscores like bindFlags does.
func bindPersistentFlags(app *App, cmd *cobra.Command) {
	cmd.PersistentFlags().VisitAll(func(f *pflag.Flag) {
		_ = app.Config.BindPFlag("kernel."+strings.ReplaceAll(f.Name, "-", "_"), f)
	})
}

// kernelConfig reads the kernel settings.
func (app *App) kernelConfig() kernel.Config {
	return kernel.Config{
		GoBin:       app.Config.GetString("kernel.go"),
		OutputLimit: app.Config.GetInt64("kernel.output_limit"),
		CellTimeout: app.Config.GetDuration("kernel.timeout"),
	}
}
