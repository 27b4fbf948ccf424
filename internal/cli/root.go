// Package cli is the sudokit command line: cobra commands whose settings come
// from flags, SUDOKIT_* environment variables and a sudokit.yaml config file
// (looked up in the working directory and in $XDG_CONFIG_HOME/sudokit/), in
// that order of precedence. The commands are thin: the work is done by the
// sudoku, render, kernel and assignments packages.
package cli

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/viper"
)

// commands lists the constructors of the top-level commands, in help order.
var commands = []func(*App) *cobra.Command{
	newSolveCmd,
	newRenderCmd,
	newGenerateCmd,
	newRateCmd,
	newHintCmd,
	newGradeCmd,
	newAssignmentCmd,
	newKernelCmd,
	newNotebooksCmd,
	newHubCmd,
	newCourseCmd,
}

// App carries what every command needs: the configuration and the standard
// streams (so tests can run commands in-process).
type App struct {
	Config *viper.Viper
	In     io.Reader
	Out    io.Writer
	Err    io.Writer
	spoke  bool // the language was chosen (chooseLanguage ran)
}

// Main runs the sudokit command line with args and returns the process exit
// status: 0 on success, the command's own status for an *ExitError (solve
// uses 1 for "no solution"), 2 for bad input or usage, 3 for a command that
// gave up at its --timeout.
func Main(args []string, in io.Reader, out, errOut io.Writer) int {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0)) // -j may lower it for the run
	app := &App{Config: viper.New(), In: in, Out: out, Err: errOut}
	root := app.rootCommand()
	root.SetArgs(args)
	err := root.Execute()
	if err == nil {
		return 0
	}
	var exit *ExitError
	if errors.As(err, &exit) {
		if exit.Err != nil {
			fmt.Fprintln(errOut, "sudokit:", exit.Err)
		}
		return exit.Code
	}
	if !app.spoke { // cobra failed before PersistentPreRunE chose the language
		app.langFromArgs(args)
	}
	fmt.Fprintln(errOut, "sudokit:", localCobraError(err))
	return 2
}

func (app *App) rootCommand() *cobra.Command {
	var configFile string
	root := &cobra.Command{
		Use:           "sudokit",
		Short:         "Sudoku for teaching: solve, explain, rate, generate, draw, grade — and a Go Jupyter kernel",
		SilenceUsage:  true,
		SilenceErrors: true,
		PersistentPreRunE: func(cmd *cobra.Command, _ []string) error {
			if err := loadConfig(app.Config, configFile); err != nil {
				return err
			}
			return app.chooseLanguage()
		},
	}
	root.SetIn(app.In)
	root.SetOut(app.Out)
	root.SetErr(app.Err)
	root.PersistentFlags().String("max-input", "64MB", "read at most this much of a puzzle file or stdin (\"64MB\", \"1GB\"; units of 1024)")
	_ = app.Config.BindPFlag("max_input", root.PersistentFlags().Lookup("max-input"))
	root.PersistentFlags().String("lang", "", "language of explanations, hints and messages: en, nl, nb, cs or zh-Hans (default: $SUDOKIT_LANG, lang: in sudokit.yaml, then $LC_ALL, $LC_MESSAGES, $LANG)")
	_ = app.Config.BindPFlag("lang", root.PersistentFlags().Lookup("lang"))
	root.PersistentFlags().StringVar(&configFile, "config", "", "config file (default: ./sudokit.yaml, then $XDG_CONFIG_HOME/sudokit/sudokit.yaml)")
	for _, newCmd := range commands {
		root.AddCommand(newCmd(app))
	}
	strictGroups(root)
	// The help flag exists before cobra looks for the command, so that
	// "sudokit --help --lang nl" takes "nl" as the value of --lang.
	root.InitDefaultHelpFlag()
	app.localHelp(root, &configFile)
	return root
}

// strictGroups makes every command that only groups subcommands (assignment,
// notebooks) refuse an unknown subcommand: "sudokit assignment nwe" fails
// with "unknown command" and exit status 2, where cobra would print the
// group's help and exit 0. The group's name alone still prints its help.
func strictGroups(cmd *cobra.Command) {
	for _, sub := range cmd.Commands() {
		strictGroups(sub)
	}
	if cmd.HasParent() && cmd.HasSubCommands() && !cmd.Runnable() {
		cmd.Args = noArgs
		cmd.RunE = func(cmd *cobra.Command, _ []string) error { return cmd.Help() }
	}
}

// ExitError makes a command end with a chosen exit status. Err, when not nil,
// is printed on stderr.
type ExitError struct {
	Code int
	Err  error
}

func (e *ExitError) Error() string {
	if e.Err == nil {
		return msg("exit status %d", e.Code)
	}
	return e.Err.Error()
}

func (e *ExitError) Unwrap() error { return e.Err }

// badInput wraps an error as exit status 2.
func badInput(err error) error { return &ExitError{Code: 2, Err: err} }

// exitTimeLimit is the exit status of a command that gave up at its --timeout.
const exitTimeLimit = 3

// timeLimit wraps an error that ended a command at its time limit as exit
// status 3, so a script can tell "out of time" from bad input (2).
func timeLimit(err error, limit time.Duration) error {
	return &ExitError{Code: exitTimeLimit, Err: errorf("gave up at the time limit (--timeout %[1]v): %[2]w", limit, err)}
}

// jobs reads a command's -j setting (at least 1) and lets the process use no
// more cores than that: with -j 1 the garbage collector runs on the core
// that does the work instead of taking a second one.
func (app *App) jobs(key string) int {
	j := max(1, app.Config.GetInt(key))
	if j < runtime.GOMAXPROCS(0) {
		runtime.GOMAXPROCS(j)
	}
	return j
}
