package main

import (
	"fmt"
	"slices"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/lang/testmsg"
)

// checkNakedPair reads a board with ReadFile, builds its structure and
// calls FindNakedPair. It accepts any correct naked pair step when the
// board has one, and "none found" only when it has none. Candidates are
// INF1010's: the values the cell's houses allow.
func checkNakedPair(t *testing.T, file string) {
	t.Helper()
	ref := puzzleFile(t, file)
	b := readBoard(t, file)
	b.BuildStructure()
	index := map[*Cell]int{}
	for i, c := range b.Cells {
		index[c] = i
	}
	n := ref.N()
	// pos is a cell's row and column, or -1, -1 for a cell not on the board.
	pos := func(c *Cell) (int, int) {
		i, ok := index[c]
		if !ok {
			return -1, -1
		}
		return i / n, i % n
	}
	step, found := FindNakedPair(b)
	house := ""
	if step.House != nil {
		house = fmt.Sprintf("%s %d", step.House.Kind, step.House.Index+1)
	}
	exists := anyNakedPair(ref)
	switch {
	case !exists && found:
		testmsg.Fatalf(t, "the board has no naked pair that removes a candidate, but FindNakedPair returned one (%s)", house)
	case !exists:
		return
	case !found:
		testmsg.Fatalf(t, "the board has a naked pair that removes candidates, but FindNakedPair found none")
	}
	h := houseNamed(ref, house)
	if h == nil {
		testmsg.Fatalf(t, "House %q is not a house of the board (want \"row 3\", \"column 2\" or \"box 7\")", house)
	}
	var cells [2]*sudoku.Cell
	for k, c := range step.Pair {
		r, col := pos(c)
		if r < 0 {
			testmsg.Fatalf(t, "pair cell %v is off the board", [2]int{r, col})
		}
		cells[k] = ref.Cell(r, col)
		if !h.Contains(cells[k]) {
			testmsg.Fatalf(t, "%s is not in %s", cells[k].Name(), h.Name())
		}
	}
	vs := sudoku.ValuesOf(step.Values[:]...)
	if cells[0] == cells[1] || vs.Count() != 2 {
		testmsg.Fatalf(t, "a naked pair has two different cells and two different values")
	}
	for _, cell := range cells {
		if !cell.IsEmpty() || cell.Candidates() != vs {
			testmsg.Fatalf(t, "%s's candidates are %v, not exactly the pair's values %v", cell.Name(), cell.Candidates().Slice(), step.Values[:])
		}
	}
	want := eliminations(h, cells[0], cells[1], vs)
	got := [][3]int{}
	for _, e := range step.Eliminations {
		r, col := pos(e.Cell)
		got = append(got, [3]int{r, col, e.Value})
	}
	cmp := func(x, y [3]int) int { return slices.Compare(x[:], y[:]) }
	slices.SortFunc(got, cmp)
	slices.SortFunc(want, cmp)
	if len(want) == 0 {
		testmsg.Fatalf(t, "the pair in %s removes no candidate; look for one that does", h.Name())
	}
	if !slices.Equal(got, want) {
		testmsg.Fatalf(t, "the pair %s, %s in %s removes %s, but the step lists %s", cells[0].Name(), cells[1].Name(), h.Name(), elimWords(want), elimWords(got))
	}
}

// eliminations returns, for two cells of house h whose candidates are both
// exactly the values vs, the candidates it removes from the other cells of h.
func eliminations(h *sudoku.House, a, b *sudoku.Cell, vs sudoku.Values) [][3]int {
	var out [][3]int
	for _, c := range h.Cells() {
		if c == a || c == b || !c.IsEmpty() {
			continue
		}
		for _, v := range (c.Candidates() & vs).Slice() {
			r, col := c.Position()
			out = append(out, [3]int{r, col, v})
		}
	}
	return out
}

// anyNakedPair reports whether a naked pair of some house removes a candidate.
func anyNakedPair(b *sudoku.Board) bool {
	for h := range b.Houses() {
		cells := h.Cells()
		for i, a := range cells {
			ca := a.Candidates()
			if !a.IsEmpty() || ca.Count() != 2 {
				continue
			}
			for _, c := range cells[i+1:] {
				if c.IsEmpty() && c.Candidates() == ca && len(eliminations(h, a, c, ca)) > 0 {
					return true
				}
			}
		}
	}
	return false
}

// houseNamed finds "row 3", "column 2" or "box 7".
func houseNamed(b *sudoku.Board, name string) *sudoku.House {
	var kind string
	var index int
	if _, err := fmt.Sscanf(name, "%s %d", &kind, &index); err != nil || index < 1 || index > b.N() {
		return nil
	}
	switch kind {
	case "row":
		return b.Row(index - 1)
	case "column":
		return b.Column(index - 1)
	case "box":
		return b.Box(index - 1)
	}
	return nil
}

// elimWords lists eliminations as "3 from r1c2, 5 from r4c4".
func elimWords(es [][3]int) string {
	if len(es) == 0 {
		return testmsg.Sprintf("nothing")
	}
	var s string
	for i, e := range es {
		if i > 0 {
			s += ", "
		}
		s += testmsg.Sprintf("%d from %s", e[2], sudoku.CellName(e[0], e[1]))
	}
	return s
}

// The only naked pairs of this 6×6 board lie in rows.
//
//grade:points 2
func TestPairInRow(t *testing.T) { checkNakedPair(t, "testdata/row-six.txt") }

// The only naked pairs of this 6×6 board lie in columns.
//
//grade:points 2
func TestPairInColumn(t *testing.T) { checkNakedPair(t, "testdata/column-six.txt") }

// The only naked pairs of this 9×9 board lie in boxes.
//
//grade:points 2
func TestPairInBox(t *testing.T) { checkNakedPair(t, "testdata/box-nine.txt") }

// Pairs in rows, columns and boxes.
//
//grade:points 1
func TestPairNine(t *testing.T) { checkNakedPair(t, "testdata/nine.txt") }

// No naked pair removes anything here: ok must be false.
//
//grade:points 2
func TestNoPair(t *testing.T) { checkNakedPair(t, "testdata/none-nine.txt") }

// Four 6×6 puzzles with one solution each.
//
//grade:points 2 hidden timeout=8s
func TestHiddenSix(t *testing.T) { forEachBoard(t, hiddenSix, checkNakedPair) }

// Four 9×9 puzzles with one solution each.
//
//grade:points 3 hidden timeout=8s
func TestHiddenNine(t *testing.T) { forEachBoard(t, hiddenNine, checkNakedPair) }

// A 12×12 puzzle with one solution.
//
//grade:points 1 after-due
func TestAfterDue12x12(t *testing.T) { checkNakedPair(t, writeBoard(t, afterDue12x12[0])) }

// The hidden puzzles (made once from the seeds 401–403 of the grader's
// former generator).
var hiddenSix = []string{
	`2
3
416.5.
...1..
.54...
.....3
54.2.6
.23...
`,
	`2
3
.3.1..
..56.2
35...1
....5.
5.3.6.
..45..
`,
	`2
3
15..4.
..4...
5...16
2...34
.1....
..542.
`,
	`2
3
2.514.
...2..
.6245.
......
.1....
5.4.13
`,
}

var hiddenNine = []string{
	`3
3
...31...2
..7...6.8
2459...3.
.6....1..
..169.8..
.7..4...9
6.4...3.5
7..153.2.
.1.....8.
`,
	`3
3
..2.7..3.
...5.....
5...261.7
81..3..96
2..7.9.1.
.9..4....
4..3..6.5
...497.8.
3....2..9
`,
	`3
3
...4.1..6
..5....41
..82..793
81...5...
.6..4.2..
..4.2.965
.86.39...
..37..6..
4.....3..
`,
	`3
3
.....9...
..8357..2
3.516.4.9
.1.5....3
6.7.2...4
5..67....
9.1.452.6
.5.....1.
...9.....
`,
}

var afterDue12x12 = []string{
	`3
4
...3564.C.A.
6.....CA..B2
.9..12..4...
.7.1A4...B8C
4A.5.C...72.
....7.12.A64
9.C.61..A..5
16..8.A4..C.
.8...9B.7.3.
..9..76.....
7..6...5.3.B
.C..3B2....7
`,
}
