package cli

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"

	"github.com/spf13/cobra"
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/exact"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/lang"
)

func newSolveCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "solve [FILE|-]",
		Short: "Solve puzzles: first solution, all solutions, or the number of solutions",
		Example: `  sudokit solve board.txt
  sudokit solve --out line ../shared/data/puzzles/top1465.txt
  sudokit solve --all --in inf1010 six.txt
  sudokit solve --count --limit 2 puzzles.txt
  sudokit solve --steps board.txt
  sudokit solve --steps --json board.txt > trace.json`,
		Args: maximumArgs(1),
		RunE: app.runSolve,
	}
	f := cmd.Flags()
	f.String("in", "auto", "input format: auto|inf1010|line|grid|csv|index")
	f.String("out", "", "output format: pretty|line|grid|csv|inf1010|index (default: line for one-line input, else pretty)")
	f.Bool("all", false, "list every solution in INF1010's listing (the first 3500), then a line \"total: N\"")
	f.Bool("count", false, "print the number of solutions of each puzzle")
	f.Int("limit", 0, "with --count: stop counting at this many solutions (2 decides uniqueness; 0 = no limit)")
	f.Bool("steps", false, "solve like a person: the numbered steps, one explanation per line")
	f.Bool("json", false, "with --steps: write the trace as JSON")
	f.IntP("jobs", "j", runtime.NumCPU(), "puzzles solved in parallel (one-line puzzle files; output order is kept)")
	bindFlags(app.Config, "solve", cmd)
	return cmd
}

// solveSettings are the solve.* settings, read once per command.
type solveSettings struct {
	out         sudoku.Format
	steps, json bool
	count, all  bool
	limit       int
}

func (app *App) runSolve(_ *cobra.Command, args []string) error {
	in, err := app.formatFlag("solve.in")
	if err != nil {
		return err
	}
	cfg := app.Config
	s := solveSettings{
		out:   sudoku.FormatPrettyPrint,
		steps: cfg.GetBool("solve.steps"), json: cfg.GetBool("solve.json"),
		count: cfg.GetBool("solve.count"), all: cfg.GetBool("solve.all"),
		limit: cfg.GetInt("solve.limit"),
	}
	outName := cfg.GetString("solve.out")
	if outName != "" {
		if s.out, err = app.formatFlag("solve.out"); err != nil {
			return err
		}
	}
	text, name, err := app.readInput(args)
	if err != nil {
		return badInput(err)
	}
	if in == sudoku.FormatAuto {
		if in, err = detect(text, name); err != nil {
			return err
		}
	}
	if outName == "" && in == sudoku.FormatLine {
		s.out = sudoku.FormatLine
	}

	w := bufio.NewWriterSize(app.Out, 64<<10)
	defer w.Flush()
	unsolved := 0
	if in == sudoku.FormatLine {
		unsolved, err = app.solveLines(w, text, name, s, app.jobs("solve.jobs"))
		if err != nil {
			w.Flush()
			return err
		}
	} else {
		for board, err := range sudoku.ReadPuzzles(strings.NewReader(text), in) {
			if err != nil {
				w.Flush()
				return badInput(withSource(err, name))
			}
			ok, err := app.solveOne(w, board, s)
			if err != nil {
				return err
			}
			if !ok {
				unsolved++
			}
		}
	}
	if unsolved > 0 {
		w.Flush()
		return &ExitError{Code: 1, Err: errorf("%d puzzle(s) not solved", unsolved)}
	}
	return nil
}

// solveOne writes the answer for one puzzle as the settings ask and reports
// whether the puzzle has a solution.
func (app *App) solveOne(w io.Writer, board *sudoku.Board, s solveSettings) (bool, error) {
	switch {
	case s.steps:
		return solveSteps(w, board, s.json)
	case s.count:
		n := exact.Count(board, s.limit)
		fmt.Fprintln(w, n)
		return n > 0, nil
	case s.all:
		found := sudoku.BruteForce(board)
		io.WriteString(w, sudoku.FormatListing(found.Boards()))
		fmt.Fprintf(w, "total: %d\n", found.Count())
		return found.Count() > 0, nil
	}
	solution, err := exact.Solve(board)
	if errors.Is(err, sudoku.ErrNoSolution) || errors.Is(err, sudoku.ErrConflict) {
		if s.out == sudoku.FormatLine {
			fmt.Fprintln(w, tr("no solution"))
		} else {
			fmt.Fprintln(w, msg("no solution: %v", err))
		}
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return true, sudoku.Write(w, solution, s.out)
}

// solveSteps writes the human-style solve of board: numbered explanations,
// or the whole trace as JSON with --json.
func solveSteps(w io.Writer, board *sudoku.Board, asJSON bool) (bool, error) {
	trace, err := human.StepSolve(board)
	if trace == nil {
		if errors.Is(err, sudoku.ErrNoSolution) || errors.Is(err, sudoku.ErrConflict) {
			fmt.Fprintln(w, lang.Current().Sprintf("no solution: %v", err))
			return false, nil
		}
		return false, err
	}
	if asJSON {
		return trace.Solved, json.NewEncoder(w).Encode(trace)
	}
	io.WriteString(w, trace.String())
	if err != nil {
		fmt.Fprintln(w, lang.Current().Sprintf("stopped: %v", err))
	}
	return trace.Solved, nil
}
