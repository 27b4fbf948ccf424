package sudoku

import (
	"fmt"
	"strings"
	"testing"
)

// boardFromRows builds a board of shape s from rows of INF1010 characters.
func boardFromRows(t testing.TB, s Shape, rows ...string) *Board {
	t.Helper()
	var values []int
	for _, row := range rows {
		for i := 0; i < len(row); i++ {
			v, ok := CharValue(row[i])
			if !ok {
				t.Fatalf("bad character %q in %q", row[i], row)
			}
			values = append(values, v)
		}
	}
	b, err := FromValues(s, values)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// listingLine writes a solution the way INF1010's listing does:
// "421563//653214//…//".
func listingLine(b *Board) string {
	var sb strings.Builder
	for r := 0; r < b.N(); r++ {
		for c := 0; c < b.N(); c++ {
			sb.WriteByte(ValueChar(b.Value(r, c)))
		}
		sb.WriteString("//")
	}
	return sb.String()
}

func TestBruteForceSeedSixBySix(t *testing.T) {
	// INF1010's 6×6 example with 28 solutions (the seed's second line lost a
	// dot in conversion; it is "......").
	b := boardFromRows(t, Shape{2, 3}, "..1..3", "......", "....2.", "26....", "...3..", "3..1.2")
	found := BruteForce(b)
	if found.Count() != 28 || found.Stored() != 28 {
		t.Fatalf("count %d stored %d, want 28", found.Count(), found.Stored())
	}
	// The first nine solutions as the seed lists them, in its order.
	want := []string{
		"421563//653214//134625//265431//512346//346152//",
		"421653//536214//143526//265431//612345//354162//",
		"421653//536214//153426//264531//612345//345162//",
		"421653//635214//513426//264531//142365//356142//",
		"451263//623415//135624//264531//512346//346152//",
		"451263//623514//134625//265431//512346//346152//",
		"451263//632415//513624//264531//125346//346152//",
		"521463//643215//135624//264531//412356//356142//",
		"521643//436215//143526//265431//612354//354162//",
	}
	for i, w := range want {
		got, ok := found.Take()
		if !ok {
			t.Fatalf("solution %d missing", i+1)
		}
		if line := listingLine(got); line != w {
			t.Errorf("solution %d = %s, want %s", i+1, line, w)
		}
		if !got.IsSolved() {
			t.Errorf("solution %d is not a valid full board", i+1)
		}
		if !got.Cell(0, 2).Given() || got.Cell(0, 0).Given() {
			t.Errorf("solution %d lost track of givens", i+1)
		}
	}
	if found.Count() != 28 || found.Stored() != 19 {
		t.Errorf("after nine takes: count %d stored %d, want 28 and 19", found.Count(), found.Stored())
	}
	if b.Filled() != 9 {
		t.Errorf("brute force changed the puzzle: %d filled cells", b.Filled())
	}
}

func TestSolutionsCapKeepsCounting(t *testing.T) {
	// An empty 4×4 board has 288 solutions; an empty 2×3 6×6 board has
	// 28,200,960 — too many, so use a 6×6 with a few givens and more than
	// 3500 solutions.
	empty4, _ := New(2, 2)
	if n := BruteForce(empty4).Count(); n != 288 {
		t.Fatalf("empty 4×4: %d solutions, want 288", n)
	}
	b := boardFromRows(t, Shape{2, 3}, "123456", "......", "......", "......", "......", "......")
	found := BruteForce(b)
	if found.Count() <= MaxStoredSolutions {
		t.Fatalf("want more than %d solutions, got %d", MaxStoredSolutions, found.Count())
	}
	if found.Stored() != MaxStoredSolutions {
		t.Errorf("stored %d, want the cap %d", found.Stored(), MaxStoredSolutions)
	}
}

func TestBruteForceNoSolution(t *testing.T) {
	// Givens that break a rule, and givens that are fine but leave a cell
	// with no candidate.
	clash := boardFromRows(t, Shape{2, 2}, "11..", "....", "....", "....")
	if n := BruteForce(clash).Count(); n != 0 {
		t.Errorf("conflicting givens: %d solutions", n)
	}
	// r1c3 and r1c4 need 3 and 4, but r2c3 and r2c4 already hold them in
	// the same box.
	stuck := boardFromRows(t, Shape{2, 2}, "12..", "..34", "....", "....")
	if n := BruteForce(stuck).Count(); n != 0 {
		t.Errorf("stuck puzzle: %d solutions, want 0", n)
	}
}

func TestAllSolutionsStopsEarly(t *testing.T) {
	empty, _ := New(2, 2)
	n := 0
	for range AllSolutions(empty) {
		n++
		if n == 5 {
			break
		}
	}
	if n != 5 {
		t.Fatalf("got %d", n)
	}
}

func ExampleBruteForce() {
	b, _ := New(2, 3)
	for r, row := range []string{"..1..3", "......", "....2.", "26....", "...3..", "3..1.2"} {
		for c := range row {
			v, _ := CharValue(row[c])
			_ = b.SetGiven(r, c, v)
		}
	}
	found := BruteForce(b)
	fmt.Println("solutions:", found.Count())
	first, _ := found.Take()
	fmt.Print(first)
	// Output:
	// solutions: 28
	// 421|563
	// 653|214
	// ---+---
	// 134|625
	// 265|431
	// ---+---
	// 512|346
	// 346|152
}
