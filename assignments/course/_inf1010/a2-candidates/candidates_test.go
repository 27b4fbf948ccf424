package main

import (
	"slices"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/lang/testmsg"
)

// structured reads a board with ReadFile and builds its structure; ref is
// the same board as the sudoku package reads it.
func structured(t *testing.T, file string) (b *Board, ref *sudoku.Board) {
	t.Helper()
	ref = puzzleFile(t, file)
	b = readBoard(t, file)
	b.BuildStructure()
	return b, ref
}

// checkHouses checks that the cells of one row (column, box) share one
// object and that each object lists exactly its cells.
func checkHouses(t *testing.T, file string) {
	t.Helper()
	b, ref := structured(t, file)
	n := ref.N()
	index := map[*Cell]int{}
	for i, c := range b.Cells {
		index[c] = i
	}
	kinds := []string{testmsg.Sprintf("row"), testmsg.Sprintf("column"), testmsg.Sprintf("box")}
	for k, kind := range kinds {
		ids := map[*House]int{}  // objects numbered in the order reading meets them
		lists := map[int][]int{} // the cells each object lists
		houseOf := make([]int, n*n)
		for i, c := range b.Cells {
			h := [3]*House{c.Row, c.Column, c.Box}[k]
			if h == nil {
				testmsg.Fatalf(t, "%s has no %s (its pointer is nil after BuildStructure)", ref.CellAt(i).Name(), kind)
			}
			id, ok := ids[h]
			if !ok {
				id = len(ids)
				ids[h] = id
				for _, hc := range h.Cells {
					j, ok := index[hc]
					if !ok {
						j = -1
					}
					lists[id] = append(lists[id], j)
				}
			}
			houseOf[i] = id
		}
		for i := range n * n {
			cell := ref.CellAt(i)
			want := [3]int{cell.Row().Index(), cell.Column().Index(), cell.Box().Index()}[k]
			if houseOf[i] != want {
				testmsg.Fatalf(t, "%s points to the wrong %s object: cells of one %s must share one object, and cells of different %s objects must not", cell.Name(), kind, kind, kind)
			}
		}
		if len(ids) != n {
			testmsg.Fatalf(t, "expected %d %s objects, found %d", n, kind, len(ids))
		}
		for id := range n {
			var want []int
			for i := range n * n {
				if houseOf[i] == id {
					want = append(want, i)
				}
			}
			have := slices.Clone(lists[id])
			slices.Sort(have)
			if !slices.Equal(have, want) {
				testmsg.Fatalf(t, "the %s object of %s does not list exactly the %d cells of that %s", kind, sudoku.CellName(want[0]/n, want[0]%n), n, kind)
			}
		}
	}
}

// checkCandidates checks the candidates of every empty cell.
func checkCandidates(t *testing.T, file string) {
	t.Helper()
	b, ref := structured(t, file)
	wrong, first := 0, ""
	for i, c := range b.Cells {
		cell := ref.CellAt(i)
		if !cell.IsEmpty() {
			continue
		}
		var got []int
		if c.Row != nil && c.Column != nil && c.Box != nil {
			got = c.Candidates()
		}
		want := cell.Candidates().Slice()
		if !slices.Equal(got, want) {
			if wrong == 0 {
				if got == nil {
					got = []int{}
				}
				first = testmsg.Sprintf("%s: Candidates() returned %v, want %v (ascending)", cell.Name(), got, want)
			}
			wrong++
		}
	}
	if wrong > 0 {
		testmsg.Errorf(t, "%d empty cell(s) have wrong candidates; first %s", wrong, first)
	}
}

//grade:points 2
func TestHousesSix(t *testing.T) { checkHouses(t, "testdata/six.txt") }

//grade:points 1
func TestHousesNine(t *testing.T) { checkHouses(t, "testdata/nine.txt") }

//grade:points 2
func TestCandidatesSix(t *testing.T) { checkCandidates(t, "testdata/six.txt") }

//grade:points 2
func TestCandidatesNine(t *testing.T) { checkCandidates(t, "testdata/nine.txt") }

// Three 8×8 boards of 2×4 boxes.
//
//grade:points 3 hidden timeout=6s
func TestHiddenHousesOddShapes(t *testing.T) { forEachBoard(t, hiddenHousesOddShapes, checkHouses) }

// Three 12×12 boards.
//
//grade:points 4 hidden timeout=6s
func TestHiddenCandidates(t *testing.T) { forEachBoard(t, hiddenCandidates, checkCandidates) }

// A 16×16 board.
//
//grade:points 1 after-due
func TestAfterDue16x16(t *testing.T) { checkCandidates(t, writeBoard(t, afterDue16x16[0])) }

// The hidden boards (made once from the seeds 201–203 of the grader's
// former generator).
var hiddenHousesOddShapes = []string{
	`2
4
.7.....5
45..38..
13528..4
8....2..
7.......
..83....
.1...5.8
.83..74.
`,
	`2
4
.8...1..
3.1..25.
.5..8.1.
..3167..
.....4..
...62.83
.....8.1
5.83.6..
`,
	`2
4
.82...7.
37.5...2
.2...843
.4.817.6
.1.3.6..
2......7
.6..8..5
........
`,
}

var hiddenCandidates = []string{
	`3
4
..3........9
2.9.4..5....
...728..4.5.
...98B2.1...
8.2.1..C....
15.CA..98...
.65A.278....
.2.8....C...
34..C.5...8.
5.1...A..3..
79.2..8....1
...4.C167...
`,
	`3
4
..4....A87..
5.1.....2...
9...423...A.
..9.3....52.
...29.......
..38.4..1...
..2....5.89.
.A.58..9B.3.
1.89..73A...
.3B..5..9...
..C1.3875A.2
2...C9....7.
`,
	`3
4
....32765..A
.....C..36..
7....4.91.CB
.B8..3......
.76.95...B.2
...5..2B....
6....7..C...
9..7C...23B6
8..A.B....7.
...6A9....8.
..A..8..74.5
..B87.....9.
`,
}

var afterDue16x16 = []string{
	`4
4
.B2.93...1.8....
.............3..
.3.62.DA5.C.1...
G8.15..C.6..D..A
EAB23F.18.D..C7.
.F3.BA2E....4.8D
D.84...6.91F2.B.
....8G.DB2...F..
4....E..C..68...
.....134G..D.6.9
.6..G...A..E3.F.
...8C.7......EA.
7.EA14F.D.B.C...
.2D...C31.......
8...E5......G2.B
.9.C..G...7.F...
`,
}
