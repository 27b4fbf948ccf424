package cli

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"runtime"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/lang"
)

func newRateCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "rate [FILE|-]",
		Short: "Rate puzzles: Sudoku Explainer number, level, score and hardest technique",
		Example: `  sudokit rate puzzle.txt
  sudokit rate --csv ../shared/data/puzzles/top1465.txt > ratings.csv`,
		Args: maximumArgs(1),
		RunE: app.runRate,
	}
	f := cmd.Flags()
	f.String("in", "auto", "input format: auto|inf1010|line|grid|csv|index")
	f.Bool("json", false, "write JSON")
	f.Bool("csv", false, "write CSV: puzzle,se,level,score,hardest")
	f.IntP("jobs", "j", runtime.NumCPU(), "puzzles rated in parallel")
	bindFlags(app.Config, "rate", cmd)
	return cmd
}

// rated is one puzzle's rating, or why it has none.
type rated struct {
	Puzzle string       `json:"puzzle"`
	Rating human.Rating `json:"rating"`
	Err    string       `json:"error,omitempty"`
}

func (app *App) runRate(_ *cobra.Command, args []string) error {
	boards, err := app.readBoards(args, "rate.in")
	if err != nil {
		return err
	}
	results := rateAll(boards, app.jobs("rate.jobs"))
	var summary human.RatingSummary
	for _, r := range results {
		var err error
		if r.Err != "" {
			err = fmt.Errorf("%s", r.Err)
		}
		summary.Add(r.Rating, err)
	}

	w := bufio.NewWriter(app.Out)
	defer w.Flush()
	switch {
	case app.Config.GetBool("rate.csv"):
		c := csv.NewWriter(w)
		_ = c.Write([]string{"puzzle", "se", "level", "score", "hardest"})
		for _, r := range results {
			if r.Err != "" {
				_ = c.Write([]string{r.Puzzle, "", "", "", ""})
				continue
			}
			_ = c.Write([]string{r.Puzzle, strconv.FormatFloat(r.Rating.SE, 'f', 1, 64), r.Rating.Level.String(), strconv.Itoa(r.Rating.Score), r.Rating.Hardest})
		}
		c.Flush()
		return c.Error()
	case app.Config.GetBool("rate.json"):
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(struct {
			Puzzles []rated              `json:"puzzles"`
			Summary *human.RatingSummary `json:"summary"`
		}{results, &summary})
	}
	width := len(strconv.Itoa(len(results)))
	levelWidth := 8 // at least 8 columns, more for the longest level name of the language
	for l := human.Easy; l <= human.Extreme; l++ {
		levelWidth = max(levelWidth, lang.Width(l.LocalName()))
	}
	for i, r := range results {
		if r.Err != "" {
			fmt.Fprintf(w, "%*d  %s\n", width, i+1, lang.Current().Sprintf("not rated: %s", r.Err))
			continue
		}
		fmt.Fprintf(w, "%*d  %s\n", width, i+1, ratingLine(r.Rating, levelWidth))
	}
	fmt.Fprintln(w)
	fmt.Fprint(w, summary.String())
	return nil
}

// rateAll rates boards on jobs workers and returns the ratings in order.
func rateAll(boards []*sudoku.Board, jobs int) []rated {
	return inOrder(len(boards), jobs, func(i int) rated {
		line, _ := sudoku.FormatBoard(boards[i], sudoku.FormatLine)
		r, err := human.Rate(boards[i])
		out := rated{Puzzle: strings.TrimSpace(line), Rating: r}
		if err != nil {
			out.Err = puzzleProblem(err)
		}
		return out
	})
}

// ratingLine is a puzzle's line of rate's table after its number, in the
// current language: SE, level (padded to levelWidth columns), score, the
// hardest technique and what set the level.
func ratingLine(r human.Rating, levelWidth int) string {
	// fmt formats the numbers (the same in every language); the catalog
	// places them and the words.
	return lang.Current().Sprintf("SE %[1]s  %[2]s score %[3]s  hardest: %[4]s",
		fmt.Sprintf("%4.1f", r.SE), lang.Pad(r.Level.LocalName(), levelWidth), fmt.Sprintf("%5d", r.Score), human.LocalName(r.Hardest)) +
		"  " + levelFrom(r)
}

// levelFrom says, in the current language, what set a rating's level: the
// score passing the level's limit, or a technique on the solver's path.
func levelFrom(r human.Rating) string {
	var score, limit int
	if n, _ := fmt.Sscanf(r.LevelBy, "score %d > %d", &score, &limit); n == 2 {
		return lang.Current().Sprintf("(level from score %[1]s > %[2]s)", strconv.Itoa(score), strconv.Itoa(limit))
	}
	return lang.Current().Sprintf("(level from %s)", human.LocalName(r.LevelBy))
}
