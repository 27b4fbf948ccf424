package human

import (
	"encoding/json"
	"math"
	"sort"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
)

func TestLengthBonus(t *testing.T) {
	for _, c := range []struct {
		length int
		want   float64
	}{{4, 0}, {5, 0.1}, {6, 0.1}, {7, 0.2}, {8, 0.2}, {9, 0.3}, {12, 0.3}, {13, 0.4}, {17, 0.5}, {25, 0.6}} {
		if got := lengthBonus(c.length); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("lengthBonus(%d) = %.1f, want %.1f", c.length, got, c.want)
		}
	}
}

func TestParseLevel(t *testing.T) {
	for l := Easy; l <= Extreme; l++ {
		got, err := ParseLevel(l.String())
		if err != nil || got != l {
			t.Errorf("ParseLevel(%q) = %v, %v", l.String(), got, err)
		}
	}
	if l, err := ParseLevel(" hard "); err != nil || l != Hard {
		t.Errorf("ParseLevel(\" hard \") = %v, %v", l, err)
	}
	if _, err := ParseLevel("impossible"); err == nil {
		t.Error("ParseLevel(impossible): no error")
	}
	data, _ := json.Marshal(Unfair)
	var l Level
	if err := json.Unmarshal(data, &l); err != nil || l != Unfair {
		t.Errorf("level JSON round trip: %s → %v, %v", data, l, err)
	}
}

func TestRateEasy(t *testing.T) {
	// Solvable with singles only.
	b := board81(t, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	r, err := Rate(b)
	if err != nil {
		t.Fatal(err)
	}
	if r.Level != Easy || r.SE > 2.3 || !r.Solved {
		t.Errorf("rating %v, want an easy puzzle rated at most 2.3", r)
	}
	if r.Givens != 32 || r.FewestGivens > r.Givens || r.MostEmpty < 9-r.FewestGivens {
		t.Errorf("givens %d, fewest in a line %d, most empty %d", r.Givens, r.FewestGivens, r.MostEmpty)
	}
}

// spearman returns Spearman's rank correlation of x and y (ties get their
// average rank).
func spearman(x, y []float64) float64 {
	rx, ry := ranks(x), ranks(y)
	var mx, my float64
	for i := range rx {
		mx += rx[i]
		my += ry[i]
	}
	mx /= float64(len(rx))
	my /= float64(len(ry))
	var sxy, sxx, syy float64
	for i := range rx {
		dx, dy := rx[i]-mx, ry[i]-my
		sxy += dx * dy
		sxx += dx * dx
		syy += dy * dy
	}
	return sxy / math.Sqrt(sxx*syy)
}

func ranks(x []float64) []float64 {
	idx := make([]int, len(x))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool { return x[idx[a]] < x[idx[b]] })
	r := make([]float64, len(x))
	for i := 0; i < len(idx); {
		j := i
		for j < len(idx) && x[idx[j]] == x[idx[i]] {
			j++
		}
		for k := i; k < j; k++ {
			r[idx[k]] = float64(i+j-1) / 2
		}
		i = j
	}
	return r
}

func TestSpearman(t *testing.T) {
	if r := spearman([]float64{1, 2, 3, 4}, []float64{10, 20, 30, 40}); math.Abs(r-1) > 1e-9 {
		t.Errorf("spearman of a monotone pair = %v", r)
	}
	if r := spearman([]float64{1, 2, 3, 4}, []float64{4, 3, 2, 1}); math.Abs(r+1) > 1e-9 {
		t.Errorf("spearman of a reversed pair = %v", r)
	}
}

func benchmarkRate(b *testing.B, puzzles []string) {
	boards := make([]*sudoku.Board, len(puzzles))
	for i, p := range puzzles {
		boards[i] = board81(b, p)
	}
	b.ResetTimer()
	done := 0
	for i := 0; i < b.N; i++ {
		if _, err := Rate(boards[i%len(boards)]); err != nil {
			b.Fatal(err)
		}
		done++
	}
	b.ReportMetric(float64(done)/b.Elapsed().Seconds(), "puzzles/s")
}

func BenchmarkRateDiabolical(b *testing.B) {
	benchmarkRate(b, diabolicalSample(b))
}

func BenchmarkRateTop1465(b *testing.B) {
	benchmarkRate(b, dataLines(b, "puzzles/top1465.txt"))
}
