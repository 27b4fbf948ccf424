package cli

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"github.com/sudokit/sudokit/render"
	"github.com/sudokit/sudokit/sudoku"
)

func newRenderCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "render [FILE|-]",
		Short: "Draw puzzles as PNG images, animated step-by-step GIFs and print sheets (PNG or PDF)",
		Long: `Render draws the puzzle in FILE (standard input for "-" or no argument).

  --out board.png      the board (with --candidates: its pencil marks)
  --steps trace.gif    an animated GIF of the human-style solve, one frame per step
  --sheet sheet.pdf    an A4 print sheet of every puzzle in FILE (PDF, or PNG:
                       sheet.png, sheet-2.png, … one file per page); --solutions
                       adds solution pages

Drawing settings come from flags or the config keys render.theme,
render.cell_size, render.scale, render.colors.<name> ("#rrggbb").`,
		Example: `  sudokit render board.txt --out board.png --candidates --theme dark --scale 2
  sudokit render board.txt --steps trace.gif
  sudokit render puzzles.txt --sheet sheet.pdf --solutions`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return app.runRender(args)
		},
	}
	f := cmd.Flags()
	f.String("in", "auto", "input format: auto|inf1010|line|grid|csv|index")
	f.String("out", "", "write the board as a PNG to this file")
	f.String("steps", "", "write the step-by-step solve as an animated GIF to this file")
	f.Duration("delay", 0, "with --steps: how long every frame shows, up to 1m (default: a class's pace — a 100-step solve plays in about a minute, long explanations longer, and the solved board ends it)")
	f.String("sheet", "", "write a print sheet of every puzzle to this .pdf or .png file")
	f.Bool("solutions", false, "with --sheet: add pages with the solutions")
	f.Bool("candidates", false, "draw the pencil marks of empty cells")
	f.String("theme", "light", "colour theme: "+strings.Join(render.ThemeNames(), ", "))
	f.Float64("scale", 1, "multiply every length (2 for high-DPI screens)")
	f.Int("cell-size", 0, "pixels per cell before scaling (0 chooses by board size)")
	f.Bool("transparent", false, "leave the background transparent")
	f.Bool("numbers", false, "write values above 9 as numbers instead of INF1010 letters")
	f.String("title", "", "title above the board")
	bindFlags(app.Config, "render", cmd)
	return cmd
}

func (app *App) runRender(args []string) error {
	var opts render.Options
	if err := app.unmarshalSection("render", &opts); err != nil {
		return badInput(fmt.Errorf("render settings: %w", err))
	}
	cfg := app.Config
	outPNG, steps, sheet := cfg.GetString("render.out"), cfg.GetString("render.steps"), cfg.GetString("render.sheet")
	if outPNG == "" && steps == "" && sheet == "" {
		return badInput(errors.New("render: say what to draw with --out FILE.png, --steps FILE.gif or --sheet FILE.pdf|FILE.png"))
	}
	boards, err := app.readBoards(args, "render.in")
	if err != nil {
		return err
	}
	if outPNG != "" {
		png, err := render.BoardPNG(boards[0], opts)
		if err != nil {
			return badInput(err)
		}
		if err := os.WriteFile(outPNG, png, 0o644); err != nil {
			return err
		}
	}
	if steps != "" {
		if err := writeStepsGIF(steps, boards[0], opts); err != nil {
			return err
		}
	}
	if sheet != "" {
		return writeSheet(sheet, boards, cfg.GetBool("render.solutions"), opts)
	}
	return nil
}

// writeStepsGIF solves b step by step and writes the animated trace.
func writeStepsGIF(path string, b *sudoku.Board, opts render.Options) error {
	trace, err := sudoku.StepSolve(b)
	if err != nil && trace == nil {
		return badInput(err)
	}
	var buf bytes.Buffer
	if err := render.WriteTraceGIF(&buf, trace, opts); err != nil {
		return badInput(err)
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// writeSheet writes a print sheet of boards as one PDF, or as one PNG per
// page (sheet.png, sheet-2.png, …).
func writeSheet(path string, boards []*sudoku.Board, solutions bool, opts render.Options) error {
	items := make([]render.SheetItem, len(boards))
	for i, b := range boards {
		items[i] = render.SheetItem{Puzzle: b, Title: fmt.Sprintf("Puzzle %d", i+1)}
		if solutions {
			solved, err := sudoku.Solve(b)
			if err != nil {
				return badInput(fmt.Errorf("puzzle %d: %w", i+1, err))
			}
			items[i].Solution = solved
		}
	}
	sheetOpts := render.SheetOptions{Options: opts, Solutions: solutions}
	if strings.EqualFold(filepath.Ext(path), ".pdf") {
		var buf bytes.Buffer
		if err := render.WriteSheetPDF(&buf, items, sheetOpts); err != nil {
			return badInput(err)
		}
		return os.WriteFile(path, buf.Bytes(), 0o644)
	}
	pages, err := render.Sheet(items, sheetOpts)
	if err != nil {
		return badInput(err)
	}
	ext := filepath.Ext(path)
	for i, page := range pages {
		name := path
		if i > 0 {
			name = fmt.Sprintf("%s-%d%s", strings.TrimSuffix(path, ext), i+1, ext)
		}
		png, err := render.PNG(page)
		if err != nil {
			return err
		}
		if err := os.WriteFile(name, png, 0o644); err != nil {
			return err
		}
	}
	return nil
}
