package cli

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/spf13/cobra"
	"github.com/sudokit/sudokit/sudoku/game"
	"github.com/sudokit/sudokit/sudoku/human"
)

func newHintCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "hint [FILE|-]",
		Short: "Show the next move, revealed a little at a time",
		Long: `Hint finds the next step of a human-style solve and tells as much as the
level allows: 1 names the technique and the house, 2 the cells, 3 the
placement or elimination. If values you entered already contradict the
solution, the hint names the wrong cells instead.

FILE holds the position, read in two ways:
  - a board in any format; the ohidaoui index format (lines "readOnly, index,
    value") tells givens (readOnly 1) from values you entered (readOnly 0);
  - a saved game (the JSON written by the notebook board's Save button or by
    Game.SaveFile), which also carries your pencil marks.`,
		Example: `  sudokit hint --level 1 game.txt
  sudokit hint --level 3 saved-game.json`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return app.runHint(args)
		},
	}
	f := cmd.Flags()
	f.Int("level", 1, "how much to reveal: 1, 2 or 3")
	f.String("in", "auto", "input format for boards: auto|inf1010|line|grid|csv|index")
	f.Bool("json", false, "write the hint as JSON (text, step, wrong cells)")
	bindFlags(app.Config, "hint", cmd)
	return cmd
}

func (app *App) runHint(args []string) error {
	level := app.Config.GetInt("hint.level")
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
		h, err := human.NextHint(boards[0], nil, level)
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
