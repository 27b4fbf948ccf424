package cli

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/game"
	"github.com/sudokit/sudokit/sudoku/human"
)

func newHintCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "hint [FILE|-]",
		Short: "Show the next move, revealed a little at a time",
		Example: `  sudokit hint --level 1 game.txt
  sudokit hint --level 3 saved-game.json
  sudokit hint --level 2 ../shared/data/puzzles/top1465.txt`,
		Args: maximumArgs(1),
		RunE: app.runHint,
	}
	f := cmd.Flags()
	f.Int("level", 1, "how much to reveal: 1, 2 or 3")
	f.String("in", "auto", "input format for boards: auto|inf1010|line|grid|csv|index")
	f.Bool("json", false, "write the hint as JSON (text, step, wrong cells)")
	f.IntP("jobs", "j", runtime.NumCPU(), "puzzles hinted in parallel (a file of several puzzles; output order is kept)")
	bindFlags(app.Config, "hint", cmd)
	return cmd
}

func (app *App) runHint(_ *cobra.Command, args []string) error {
	level := app.Config.GetInt("hint.level")
	if level < 1 || level > 3 {
		return badInput(errorf("--level %d: want 1, 2 or 3", level))
	}
	text, name, err := app.readInput(args)
	if err != nil {
		return badInput(err)
	}
	var hint any
	var message string
	if strings.HasPrefix(strings.TrimSpace(text), "{") {
		g, err := game.Load(strings.NewReader(text))
		if err != nil {
			return badInput(withSource(err, name))
		}
		h, err := g.Hint(level)
		if err != nil {
			return badInput(err)
		}
		hint, message = h, h.Text
	} else {
		boards, err := app.parseBoards(text, name, "hint.in")
		if err != nil {
			return err
		}
		if len(boards) > 1 {
			return app.hintMany(boards, level)
		}
		h, err := human.NextHint(boards[0], nil, level)
		if text, ok := knownProblem(err); ok {
			return badInput(errors.New(text))
		}
		if err != nil {
			return badInput(withSource(err, name))
		}
		hint, message = h, h.Text
	}
	if app.Config.GetBool("hint.json") {
		enc := json.NewEncoder(app.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(hint)
	}
	_, err = fmt.Fprintln(app.Out, message)
	return err
}

// hinted is one puzzle's hint, or why it has none.
type hinted struct {
	Puzzle string      `json:"puzzle"`
	Hint   *human.Hint `json:"hint,omitempty"`
	Err    string      `json:"error,omitempty"`
}

// hintMany writes a numbered hint for each of several puzzles, in input
// order, worked out on hint.jobs workers.
func (app *App) hintMany(boards []*sudoku.Board, level int) error {
	results := inOrder(len(boards), app.jobs("hint.jobs"), func(i int) hinted {
		line, _ := sudoku.FormatBoard(boards[i], sudoku.FormatLine)
		out := hinted{Puzzle: strings.TrimSpace(line)}
		if h, err := human.NextHint(boards[i], nil, level); err != nil {
			out.Err = puzzleProblem(err)
		} else {
			out.Hint = &h
		}
		return out
	})
	w := bufio.NewWriter(app.Out)
	defer w.Flush()
	failed := 0
	for _, r := range results {
		if r.Err != "" {
			failed++
		}
	}
	if app.Config.GetBool("hint.json") {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		if err := enc.Encode(results); err != nil {
			return err
		}
	} else {
		width := len(strconv.Itoa(len(results)))
		for i, r := range results {
			var text string
			if r.Hint != nil {
				text = r.Hint.Text
			} else {
				text = msg("no hint: %s", r.Err)
			}
			fmt.Fprintf(w, "%*d  %s\n", width, i+1, text)
		}
	}
	if failed > 0 {
		w.Flush()
		return &ExitError{Code: 1, Err: errorf("%d puzzle(s) without a hint", failed)}
	}
	return nil
}
