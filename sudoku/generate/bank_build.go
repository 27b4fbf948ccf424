package generate

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
)

// BankSpec describes one file of the puzzle bank: Count puzzles of one
// shape, of one level (9×9) or of any level (Level 0), made from Seed.
type BankSpec struct {
	Shape sudoku.Shape
	Level human.Level // 0: any level, each puzzle labelled with its own
	Count int
	Seed  uint64
}

// FileName returns the bank file name of the spec: "3x3-2-medium.txt" (the
// number keeps the levels in order), or "4x4.txt" for any level.
func (s BankSpec) FileName() string {
	if s.Level == 0 {
		return s.Shape.String() + ".txt"
	}
	return fmt.Sprintf("%s-%d-%s.txt", s.Shape, int(s.Level), strings.ToLower(s.Level.String()))
}

// DefaultBankSpecs is the bank shipped with the package: 300 9×9 puzzles
// of each level, 4×4 and 6×6 puzzles of any level, and 16×16 puzzles of
// three ClueLevels.
var DefaultBankSpecs = []BankSpec{
	{Shape: sudoku.Classic, Level: human.Easy, Count: 300, Seed: 1},
	{Shape: sudoku.Classic, Level: human.Medium, Count: 300, Seed: 2},
	{Shape: sudoku.Classic, Level: human.Hard, Count: 300, Seed: 3},
	{Shape: sudoku.Classic, Level: human.Unfair, Count: 300, Seed: 4},
	{Shape: sudoku.Classic, Level: human.Extreme, Count: 300, Seed: 5},
	{Shape: sudoku.Shape{BoxRows: 2, BoxCols: 2}, Count: 100, Seed: 6},
	{Shape: sudoku.Shape{BoxRows: 2, BoxCols: 3}, Count: 200, Seed: 7},
	{Shape: sudoku.Shape{BoxRows: 4, BoxCols: 4}, Level: human.Easy, Count: 10, Seed: 8},
	{Shape: sudoku.Shape{BoxRows: 4, BoxCols: 4}, Level: human.Hard, Count: 10, Seed: 9},
	{Shape: sudoku.Shape{BoxRows: 4, BoxCols: 4}, Level: human.Extreme, Count: 20, Seed: 10},
}

// WriteBank generates the puzzles of one bank file and writes them to w in
// the bank's line format: "<puzzle> <level> <SE or ->". The same spec gives
// the same file. It returns ctx.Err() when the context ends first.
func WriteBank(ctx context.Context, w io.Writer, spec BankSpec) error {
	opts := Options{Shape: spec.Shape, Level: spec.Level, Seed: spec.Seed}
	g, err := New(opts)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "# sudokit puzzle bank: %s, level %s, seed %d (go generate ./sudoku)\n",
		spec.Shape, levelOrAny(spec.Level), spec.Seed)
	for i := 0; i < spec.Count; i++ {
		p, err := g.Next(ctx)
		if err != nil {
			return err
		}
		level, se := p.Level, "-"
		switch {
		case p.Rated:
			se = fmt.Sprintf("%.1f", p.Rating.SE)
		case spec.Shape.N() <= maxRatedSide:
			r, err := human.Rate(p.Puzzle)
			if err != nil {
				return err
			}
			level, se = r.Level, fmt.Sprintf("%.1f", r.SE)
		default:
			level = ClueLevel(spec.Shape, p.Puzzle.Givens())
		}
		line, err := sudoku.FormatBoard(p.Puzzle, sudoku.FormatLine)
		if err != nil {
			return err
		}
		fmt.Fprintf(bw, "%s %s %s\n", strings.TrimSpace(line), level, se)
	}
	return bw.Flush()
}

func levelOrAny(l human.Level) string {
	if l == 0 {
		return "any"
	}
	return l.String()
}

// BuildBank writes the bank files of specs into dir (usually sudoku/generate/bank),
// making up to workers files at a time (at least 1). Each file is
// deterministic, so the bank is the same on every machine.
func BuildBank(ctx context.Context, dir string, specs []BankSpec, workers int) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	jobs := make(chan BankSpec)
	errs := make(chan error, len(specs))
	var wg sync.WaitGroup
	for range max(1, workers) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for spec := range jobs {
				if err := writeBankFile(ctx, filepath.Join(dir, spec.FileName()), spec); err != nil {
					errs <- err
					cancel()
				}
			}
		}()
	}
	for _, s := range specs {
		jobs <- s
	}
	close(jobs)
	wg.Wait()
	close(errs)
	return <-errs // nil when no worker failed
}

// writeBankFile writes one bank file through a temporary file, so a
// cancelled build leaves the old file in place.
func writeBankFile(ctx context.Context, path string, spec BankSpec) error {
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	werr := WriteBank(ctx, f, spec)
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		os.Remove(tmp)
		return fmt.Errorf("sudoku: bank file %s: %w", spec.FileName(), werr)
	}
	return os.Rename(tmp, path)
}
