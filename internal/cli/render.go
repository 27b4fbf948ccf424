package cli

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"github.com/sudokit/sudokit/render"
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/exact"
	"github.com/sudokit/sudokit/sudoku/human"
)

func newRenderCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "render [FILE|-]",
		Short: "Draw puzzles as PNG, SVG or PDF pictures, animated step-by-step GIFs and print sheets (PDF or PNG)",
		Long: `Render draws the puzzle in FILE (standard input for "-" or no argument).

  --out board.png      the board (with --candidates: its pencil marks) as PNG,
                       or as a vector figure for reports: board.svg, board.pdf
                       (the format follows the extension; --format overrides it)
  --steps trace.gif    an animated GIF of the human-style solve, one frame per step;
                       trace.pdf: one vector page per step; steps.png or
                       steps.svg: every step on one contact sheet
  --sheet sheet.pdf    an A4 print sheet of every puzzle in FILE (PDF in vectors,
                       or PNG: sheet.png, sheet-2.png, … one file per page);
                       --solutions adds solution pages

A file name whose extension is not a supported format is refused.

Drawing settings come from flags or the config keys render.theme,
render.cell_size, render.scale, render.colors.<name> ("#rrggbb").`,
		Example: `  sudokit render board.txt --out board.png --candidates --theme dark --scale 2
  sudokit render board.txt --out board.pdf --title "Puzzle 1"
  sudokit render board.txt --out figure --format svg
  sudokit render board.txt --steps trace.gif
  sudokit render puzzles.txt --sheet sheet.pdf --solutions`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return app.runRender(args)
		},
	}
	f := cmd.Flags()
	f.String("in", "auto", "input format: auto|inf1010|line|grid|csv|index")
	f.String("out", "", "write the board to this .png, .svg or .pdf file")
	f.String("format", "", "format of --out: png, svg or pdf (default: from the file's extension)")
	f.String("steps", "", "write the step-by-step solve to this file: .gif (animated), .pdf (a page per step), .png or .svg (a contact sheet)")
	f.Duration("delay", 0, "with --steps .gif: how long every frame shows, up to 1m (default: a class's pace — a 100-step solve plays in about a minute, long explanations longer, and the solved board ends it)")
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
	out, steps, sheet := cfg.GetString("render.out"), cfg.GetString("render.steps"), cfg.GetString("render.sheet")
	if out == "" && steps == "" && sheet == "" {
		return badInput(errors.New("render: say what to draw with --out FILE.png|.svg|.pdf, --steps FILE.gif|.pdf|.png|.svg or --sheet FILE.pdf|.png"))
	}
	// Check every file's format before drawing or writing anything.
	var outFormat string
	if out != "" {
		f, err := pictureFormat("out", out, cfg.GetString("render.format"), boardFormats)
		if err != nil {
			return badInput(err)
		}
		outFormat = f
	} else if cfg.GetString("render.format") != "" {
		return badInput(errors.New("render: --format chooses the format of --out; give --out too"))
	}
	var stepsFormat string
	if steps != "" {
		f, err := pictureFormat("steps", steps, "", stepsFormats)
		if err != nil {
			return badInput(err)
		}
		stepsFormat = f
	}
	if sheet != "" {
		if _, err := pictureFormat("sheet", sheet, "", sheetFormats); err != nil {
			return badInput(err)
		}
	}
	boards, err := app.readBoards(args, "render.in")
	if err != nil {
		return err
	}
	if out != "" {
		if err := writeBoard(out, outFormat, boards[0], opts); err != nil {
			return err
		}
	}
	if steps != "" {
		if err := writeSteps(steps, stepsFormat, boards[0], opts); err != nil {
			return err
		}
	}
	if sheet != "" {
		return writeSheet(sheet, boards, cfg.GetBool("render.solutions"), opts)
	}
	return nil
}

// writeBoard writes the picture of b to path as PNG, SVG or PDF.
func writeBoard(path, format string, b *sudoku.Board, opts render.Options) error {
	var buf bytes.Buffer
	var err error
	switch format {
	case "svg":
		err = render.SVG(&buf, b, opts)
	case "pdf":
		err = render.PDF(&buf, b, opts)
	default:
		var png []byte
		png, err = render.BoardPNG(b, opts)
		buf.Write(png)
	}
	if err != nil {
		return badInput(err)
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// writeSteps solves b step by step and writes the trace as an animated
// GIF, a PDF of one page per step, or a contact sheet (PNG or SVG).
func writeSteps(path, format string, b *sudoku.Board, opts render.Options) error {
	trace, err := human.StepSolve(b)
	if err != nil && trace == nil {
		return badInput(err)
	}
	var buf bytes.Buffer
	switch format {
	case "pdf":
		err = render.WriteTracePDF(&buf, trace, opts)
	case "png", "svg":
		var frames []render.StepFrame
		if frames, err = render.TraceFrames(trace); err != nil {
			break
		}
		if format == "svg" {
			err = render.SVG(&buf, frames, opts)
			break
		}
		var sheet image.Image
		if sheet, err = render.ContactSheet(frames, opts, 0); err == nil {
			err = render.WritePNG(&buf, sheet)
		}
	default:
		err = render.WriteTraceGIF(&buf, trace, opts)
	}
	if err != nil {
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
			solved, err := exact.Solve(b)
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
