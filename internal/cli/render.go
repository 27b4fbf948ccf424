package cli

import (
	"bytes"
	"fmt"
	"image"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"github.com/sudokit/sudokit/render"
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/lang"
)

func newRenderCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "render [FILE|-]",
		Short: "Draw puzzles as PNG, SVG or PDF pictures, animated step-by-step GIFs and print sheets (PDF or PNG)",
		Example: `  sudokit render board.txt --out board.png --candidates --theme dark --scale 2
  sudokit render board.txt --out board.pdf --title "Puzzle 1"
  sudokit render board.txt --out figure --format svg
  sudokit render board.txt --steps trace.gif
  sudokit render puzzles.txt --sheet sheet.pdf --solutions
  sudokit render puzzles.txt --sheet week3.pdf --title "Week 3" --columns 2 --rows 2
  sudokit render hard.txt --sheet xwing.pdf --practice x-wing --limit 6 --solutions`,
		Args: maximumArgs(1),
		RunE: app.runRender,
	}
	f := cmd.Flags()
	f.String("in", "auto", "input format: auto|inf1010|line|grid|csv|index")
	f.String("out", "", "write the board to this .png, .svg or .pdf file")
	f.String("format", "", "format of --out: png, svg or pdf (default: from the file's extension)")
	f.String("steps", "", "write the step-by-step solve to this file: .gif (animated), .pdf (a page per step), .png or .svg (a contact sheet)")
	f.Duration("delay", 0, "with --steps .gif: how long every frame shows, up to 1m (default: a class's pace — a 100-step solve plays in about a minute, long explanations longer, and the solved board ends it)")
	f.String("sheet", "", "write a print sheet of every puzzle to this .pdf or .png file")
	f.Bool("solutions", false, "with --sheet: add pages with the solutions")
	f.String("heading", "", "with --sheet: printed at the top of every page (default: --title)")
	f.Int("columns", 0, "with --sheet: puzzles across a page (default 2; 1 above 16×16)")
	f.Int("rows", 0, "with --sheet: puzzles down a page (default 3; 2 above 16×16)")
	f.Int("dpi", 0, "with --sheet .png: resolution (default 150; 300 for sharp print)")
	f.Bool("name-line", true, "with --sheet: a Name/Date line under the heading")
	f.Bool("levels", true, "with --sheet: title each puzzle with its number and level (boards up to 9×9)")
	f.String("practice", "", "with --sheet: a practice sheet for one technique or family (\"X-Wing\", \"Basic Fish\"): positions where it applies, printed with their pencil marks: the library's stored examples, or with --search the puzzles of FILE that need it")
	f.Bool("search", false, "with --practice: look for the technique in the puzzles of FILE instead of taking the library's stored examples")
	f.Int("limit", 0, "with --sheet: at most this many puzzles (0: all)")
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

// warnMissingGlyphs warns, on standard error, of characters in texts the
// user typed (a Chinese heading) that no font render embeds can draw: the
// picture shows them as empty boxes.
func (app *App) warnMissingGlyphs(texts ...string) {
	for _, text := range texts {
		if missing := render.MissingGlyphs(text); len(missing) > 0 {
			fmt.Fprintln(app.Err, lang.Current().Sprintf("render: warning: the embedded fonts have no glyph for %[1]q in %[2]q; it is drawn as an empty box", string(missing), text))
		}
	}
}

func (app *App) runRender(_ *cobra.Command, args []string) error {
	var opts render.Options
	if err := app.unmarshalSection("render", &opts); err != nil {
		return badInput(errorf("render settings: %w", err))
	}
	cfg := app.Config
	app.warnMissingGlyphs(opts.Title, opts.Caption, cfg.GetString("render.heading"))
	out, steps, sheet := cfg.GetString("render.out"), cfg.GetString("render.steps"), cfg.GetString("render.sheet")
	if out == "" && steps == "" && sheet == "" {
		return badInput(newError("render: say what to draw with --out FILE.png|.svg|.pdf, --steps FILE.gif|.pdf|.png|.svg or --sheet FILE.pdf|.png"))
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
		return badInput(newError("render: --format chooses the format of --out; give --out too"))
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
		var sheetOpts render.SheetOptions
		if err := app.unmarshalSection("render", &sheetOpts); err != nil {
			return badInput(errorf("render settings: %w", err))
		}
		items, err := app.sheetItems(boards)
		if err != nil {
			return err
		}
		return writeSheet(sheet, items, sheetOpts)
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
