package generate

import (
	"context"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
)

// benchGenerate makes puzzles with one Generator and reports puzzles/s.
func benchGenerate(b *testing.B, opts Options) {
	g, err := New(opts)
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	n := 0
	for b.Loop() {
		if _, err := g.Next(ctx); err != nil {
			b.Fatal(err)
		}
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "puzzles/s")
}

func BenchmarkGenerate9x9(b *testing.B) { benchGenerate(b, Options{Seed: 1}) }

func BenchmarkGenerate9x9Rotate180(b *testing.B) {
	benchGenerate(b, Options{Seed: 1, Symmetry: Rotate180})
}

func BenchmarkGenerate9x9Level(b *testing.B) {
	for l := human.Easy; l <= human.Extreme; l++ {
		b.Run(l.String(), func(b *testing.B) { benchGenerate(b, Options{Seed: 1, Level: l}) })
	}
}

func BenchmarkGenerate16x16(b *testing.B) {
	benchGenerate(b, Options{Shape: sudoku.Shape{BoxRows: 4, BoxCols: 4}, Seed: 1})
}

func BenchmarkGenerate25x25(b *testing.B) {
	benchGenerate(b, Options{Shape: sudoku.Shape{BoxRows: 5, BoxCols: 5}, Seed: 1})
}

func BenchmarkCzech9x9(b *testing.B) {
	n := 0
	for b.Loop() {
		if _, err := Czech(sudoku.Classic, 0, uint64(n)); err != nil {
			b.Fatal(err)
		}
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "puzzles/s")
}
