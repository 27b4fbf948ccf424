package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"sync"
	"time"

	"github.com/spf13/cobra"
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/generate"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// defaultGenerateTimeout bounds a generate run unless --timeout says
// otherwise, so that no combination of flags can leave a class waiting
// without end: a run of a thousand 16×16 puzzles fits in it with room.
const defaultGenerateTimeout = 10 * time.Minute

func newGenerateCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "generate",
		Short: "Generate unique puzzles of a chosen size, symmetry and difficulty",
		Example: `  sudokit generate --count 10 --level hard --symmetry rotate180 --seed 7
  sudokit generate --count 100 -j 2 --out puzzles.txt
  sudokit generate --size 16 --count 3 --format inf1010
  sudokit generate --size 6 --box 2x3 --count 5 --level easy
  sudokit generate --scheme tsinghua --level 7 --count 5
  sudokit generate --scheme czech --remove 50
  sudokit generate --bank sudoku/generate/bank`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return app.runGenerate(cmd.Context())
		},
	}
	f := cmd.Flags()
	f.Int("count", 1, "how many puzzles")
	f.Int("size", 9, "board side N")
	f.String("box", "", "box shape RxC (default: square boxes, or the most square shape for N)")
	f.String("level", "", "difficulty: easy|medium|hard|unfair|extreme (default: any); with --scheme tsinghua 1–10, hasselt 1–5")
	f.String("scheme", "sudokit", "generator: sudokit (rated levels) or one of the course's sources: tsinghua (10 levels), hasselt (5 levels), czech (--remove), ohidaoui (--clues)")
	f.Int("clues", 30, "with --scheme ohidaoui: givens left (uniqueness is not checked: that is the lesson)")
	f.Int("remove", 0, "with --scheme czech: clues taken away while the solution stays unique (0: as many as possible)")
	f.Float64("se-min", 0, "lowest Sudoku Explainer rating (9×9 and smaller)")
	f.Float64("se-max", 0, "highest Sudoku Explainer rating (9×9 and smaller)")
	f.String("symmetry", "none", "clue symmetry: none|rotate180|rotate90|mirror|flip|diagonal")
	f.Bool("minimal", false, "no clue can be removed without losing uniqueness")
	f.Int("min-clues", 0, "at least this many givens")
	f.Int("max-clues", 0, "at most this many givens")
	f.Uint64("seed", 1, "seed: the same flags and seed give the same puzzles")
	f.IntP("jobs", "j", runtime.NumCPU(), "puzzles generated in parallel")
	f.StringP("out", "o", "", "write the puzzles to this file (default: stdout)")
	f.String("format", "line", "output format: line|inf1010|grid|csv|index|pretty")
	f.Duration("timeout", defaultGenerateTimeout, "give up after this long (0: no limit); exit status 3 when it runs out")
	f.String("bank", "", "rebuild the embedded puzzle bank into this directory")
	bindFlags(app.Config, "generate", cmd)
	return cmd
}

// generateOptions turns the generate.* settings into generator options.
func (app *App) generateOptions() (generate.Options, error) {
	cfg := app.Config
	var opts generate.Options
	var err error
	if opts.Shape, err = app.generateShape(); err != nil {
		return opts, err
	}
	if name := cfg.GetString("generate.level"); name != "" {
		if opts.Level, err = human.ParseLevel(name); err != nil {
			return opts, badInput(err)
		}
	}
	if opts.Symmetry, err = generate.ParseSymmetry(cfg.GetString("generate.symmetry")); err != nil {
		return opts, badInput(err)
	}
	opts.SEMin, opts.SEMax = cfg.GetFloat64("generate.se_min"), cfg.GetFloat64("generate.se_max")
	opts.Minimal = cfg.GetBool("generate.minimal")
	opts.MinClues, opts.MaxClues = cfg.GetInt("generate.min_clues"), cfg.GetInt("generate.max_clues")
	opts.Seed = cfg.GetUint64("generate.seed")
	return opts, nil
}

// generateShape reads the board shape from --box, or --size.
func (app *App) generateShape() (sudoku.Shape, error) {
	cfg := app.Config
	var shape sudoku.Shape
	var err error
	if box := cfg.GetString("generate.box"); box != "" {
		shape, err = sudoku.ParseShape(box)
	} else {
		shape, err = sudoku.ShapeFor(cfg.GetInt("generate.size"))
	}
	if err != nil {
		return shape, badInput(err)
	}
	if n := cfg.GetInt("generate.size"); cfg.GetString("generate.box") != "" && n != 9 && n != shape.N() {
		return shape, badInput(errorf("--size %[1]d does not match --box %[2]s (N = %[3]d)", n, shape.String(), shape.N()))
	}
	return shape, nil
}

func (app *App) runGenerate(ctx context.Context) error {
	cfg := app.Config
	if ctx == nil {
		ctx = context.Background()
	}
	if d := cfg.GetDuration("generate.timeout"); d > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, d)
		defer cancel()
	}
	jobs := app.jobs("generate.jobs")
	if dir := cfg.GetString("generate.bank"); dir != "" {
		return generate.BuildBank(ctx, dir, generate.DefaultBankSpecs, jobs)
	}
	maker, err := app.generateMaker()
	if err != nil {
		return err
	}
	format, err := sudoku.ParseFormat(cfg.GetString("generate.format"))
	if err != nil {
		return badInput(err)
	}
	count := cfg.GetInt("generate.count")
	if count < 1 {
		return badInput(errorf("--count %d: want at least 1", count))
	}

	var out io.Writer = app.Out
	if path := cfg.GetString("generate.out"); path != "" {
		f, err := os.Create(path)
		if err != nil {
			return err
		}
		defer f.Close()
		out = f
	}
	w := bufio.NewWriter(out)
	defer w.Flush()

	results := generateAll(ctx, maker, count, jobs, app.Err)
	stats := generateStats{order: maker.levels}
	for i, r := range results {
		if r.err != nil {
			w.Flush()
			err := errorf("puzzle %[1]d: %[2]w", i+1, r.err)
			if errors.Is(r.err, context.DeadlineExceeded) {
				return timeLimit(err, cfg.GetDuration("generate.timeout"))
			}
			return err
		}
		if err := sudoku.Write(w, r.puzzle, format); err != nil {
			return err
		}
		if format != sudoku.FormatLine {
			fmt.Fprintln(w)
		}
		stats.add(r)
	}
	w.Flush()
	stats.print(app.Err)
	return nil
}

// generated is one puzzle of a batch, or why it could not be made.
type generated struct {
	puzzle  *sudoku.Board
	level   string // the level in the scheme's words, "" when not known
	elapsed time.Duration
	err     error
}

// generateAll makes count puzzles on jobs workers; puzzle k uses seed
// S+k (maker.make(ctx, k)), so the result does not depend on the number
// of workers.
func generateAll(ctx context.Context, maker generateMaker, count, jobs int, progress io.Writer) []generated {
	results := make([]generated, count)
	bar := newProgressBar(progress, count, tr("generating"))
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	for range min(jobs, count) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range next {
				start := time.Now()
				r := &results[k]
				r.puzzle, r.level, r.err = maker.make(ctx, k)
				r.elapsed = time.Since(start)
				if bar != nil {
					mu.Lock()
					_ = bar.Add(1)
					mu.Unlock()
				}
			}
		}()
	}
	for k := range count {
		next <- k
	}
	close(next)
	wg.Wait()
	return results
}

// generateStats sums up a batch for the closing summary.
type generateStats struct {
	order          []string // the scheme's levels, easiest first
	puzzles        int
	levels         map[string]int
	clues          []int
	total, slowest time.Duration
}

func (s *generateStats) add(r generated) {
	if s.levels == nil {
		s.levels = map[string]int{}
	}
	s.puzzles++
	s.levels[r.level]++
	s.clues = append(s.clues, r.puzzle.Givens())
	s.total += r.elapsed
	s.slowest = max(s.slowest, r.elapsed)
}

func (s *generateStats) print(w io.Writer) {
	if s.puzzles == 0 {
		return
	}
	sort.Ints(s.clues)
	sum := 0
	for _, c := range s.clues {
		sum += c
	}
	fmt.Fprintln(w, msg("generated %d puzzle(s)", s.puzzles))
	fmt.Fprintln(w, msg("  clues: min %[1]d, median %[2]d, mean %[3]s, max %[4]d",
		s.clues[0], s.clues[len(s.clues)/2], fmt.Sprintf("%.1f", float64(sum)/float64(len(s.clues))), s.clues[len(s.clues)-1]))
	fmt.Fprintln(w, msg("  time per puzzle: mean %[1]v, slowest %[2]v",
		(s.total/time.Duration(s.puzzles)).Round(time.Microsecond), s.slowest.Round(time.Microsecond)))
	for _, l := range s.order {
		if n := s.levels[l]; n > 0 {
			fmt.Fprintf(w, "  %s %d\n", lang.Pad(tr(human.LocalName(l)), 8), n) // "Easy", "unique", "3"
		}
	}
}
