package human

import (
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Benchmarks of the advanced finders on hard puzzles: each iteration runs
// one finder to its first step on the pencil marks of one top1465 puzzle
// after the singles (the position a step solver reaches before it needs
// advanced techniques).

func advBenchGrids(b *testing.B) []*trace.Grid { return advGrids(b, 29, 50) }

// advGrids returns the pencil marks of up to max top1465 puzzles (every
// step-th) after the singles, leaving out those the singles solve.
func advGrids(tb testing.TB, step, max int) []*trace.Grid {
	var grids []*trace.Grid
	for _, p := range loadAdvPuzzles(tb, "top1465.txt", step, max) {
		board, err := sudoku.FromValues(sudoku.Classic, p)
		if err != nil {
			tb.Fatal(err)
		}
		g := trace.NewGrid(board)
		applyAdvSingles(g)
		if !g.Solved() {
			grids = append(grids, g)
		}
	}
	return grids
}

func benchFinder(b *testing.B, t *Technique) {
	grids := advBenchGrids(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t.First(grids[i%len(grids)])
	}
}

func BenchmarkSimpleColorsTrap(b *testing.B)      { benchFinder(b, SimpleColorsTrap) }
func BenchmarkMultiColors1(b *testing.B)          { benchFinder(b, MultiColors1) }
func BenchmarkXChain(b *testing.B)                { benchFinder(b, XChain) }
func BenchmarkXYChain(b *testing.B)               { benchFinder(b, XYChain) }
func BenchmarkNiceLoop(b *testing.B)              { benchFinder(b, NiceLoop) }
func BenchmarkDiscontinuousNiceLoop(b *testing.B) { benchFinder(b, DiscontinuousNiceLoop) }
func BenchmarkAIC(b *testing.B)                   { benchFinder(b, AIC) }
func BenchmarkGroupedAIC(b *testing.B)            { benchFinder(b, GroupedAIC) }
func BenchmarkGroupedNiceLoop(b *testing.B)       { benchFinder(b, GroupedNiceLoop) }
func BenchmarkALSXZ(b *testing.B)                 { benchFinder(b, ALSXZ) }
func BenchmarkALSXYWing(b *testing.B)             { benchFinder(b, ALSXYWing) }
func BenchmarkALSChain(b *testing.B)              { benchFinder(b, ALSChain) }
func BenchmarkDeathBlossom(b *testing.B)          { benchFinder(b, DeathBlossom) }
func BenchmarkSueDeCoq(b *testing.B)              { benchFinder(b, SueDeCoq) }
func BenchmarkForcingChainContradiction(b *testing.B) {
	benchFinder(b, ForcingChainContradiction)
}
func BenchmarkForcingChainVerity(b *testing.B)      { benchFinder(b, ForcingChainVerity) }
func BenchmarkForcingNetContradiction(b *testing.B) { benchFinder(b, ForcingNetContradiction) }
func BenchmarkForcingNetVerity(b *testing.B)        { benchFinder(b, ForcingNetVerity) }
