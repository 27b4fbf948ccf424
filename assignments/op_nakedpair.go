package assignments

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/sudokit/sudokit/sudoku"
)

// nakedPairOutput is the runner's answer to "nakedpair".
type nakedPairOutput struct {
	Found bool `json:"found"`
	Step  struct {
		Pair         [][2]int `json:"pair"`         // two cells, [row, col] 0-based
		Values       []int    `json:"values"`       // the two values
		House        string   `json:"house"`        // "row 3", "column 2", "box 7" (1-based)
		Eliminations [][3]int `json:"eliminations"` // [row, col, value]
	} `json:"step"`
}

func init() {
	prepare := func(_ string, b *sudoku.Board) (any, error) {
		if b == nil {
			return nil, fmt.Errorf("not a valid board")
		}
		return b, nil
	}
	ops["nakedpair"] = &op{runnerOp: "nakedpair", cases: boardCases(prepare), judge: judgeNakedPair}
}

// nakedPairEliminations returns, for two cells of house h whose candidates
// are both exactly the values vs, the candidates it removes from the other
// cells of h. Candidates are INF1010's: the values the cell's houses allow.
func nakedPairEliminations(h *sudoku.House, a, b *sudoku.Cell, vs sudoku.Values) [][3]int {
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

// anyNakedPair reports whether some house holds a naked pair that removes
// at least one candidate.
func anyNakedPair(b *sudoku.Board) bool {
	for h := range b.Houses() {
		cells := h.Cells()
		for i, a := range cells {
			ca := a.Candidates()
			if !a.IsEmpty() || ca.Count() != 2 {
				continue
			}
			for _, c := range cells[i+1:] {
				if c.IsEmpty() && c.Candidates() == ca && len(nakedPairEliminations(h, a, c, ca)) > 0 {
					return true
				}
			}
		}
	}
	return false
}

// judgeNakedPair accepts any correct naked pair step when the board has one,
// and "none found" only when it has none.
func judgeNakedPair(c *Case, output json.RawMessage) Verdict {
	b := c.want.(*sudoku.Board)
	var got nakedPairOutput
	if err := decode(output, &got); err != nil {
		return fail("%v", err)
	}
	exists := anyNakedPair(b)
	switch {
	case !exists && got.Found:
		return fail("the board has no naked pair that removes a candidate, but FindNakedPair returned one (%s)", got.Step.House)
	case !exists:
		return pass()
	case !got.Found:
		return fail("the board has a naked pair that removes candidates, but FindNakedPair found none")
	}
	s := got.Step
	h := houseNamed(b, s.House)
	if h == nil {
		return fail("House %q is not a house of the board (want \"row 3\", \"column 2\" or \"box 7\")", s.House)
	}
	n := b.N()
	if len(s.Pair) != 2 || len(s.Values) != 2 {
		return fail("a naked pair has two cells and two values")
	}
	var cells [2]*sudoku.Cell
	for k, p := range s.Pair {
		if p[0] < 0 || p[0] >= n || p[1] < 0 || p[1] >= n {
			return fail("pair cell %v is off the board", p)
		}
		cells[k] = b.Cell(p[0], p[1])
		if !h.Contains(cells[k]) {
			return fail("%s is not in %s", cells[k].Name(), h.Name())
		}
	}
	vs := sudoku.ValuesOf(s.Values...)
	if cells[0] == cells[1] || vs.Count() != 2 {
		return fail("a naked pair has two different cells and two different values")
	}
	for _, cell := range cells {
		if !cell.IsEmpty() || cell.Candidates() != vs {
			return fail("%s's candidates are %v, not exactly the pair's values %v", cell.Name(), cell.Candidates().Slice(), s.Values)
		}
	}
	want := nakedPairEliminations(h, cells[0], cells[1], vs)
	gotElims := slices.Clone(s.Eliminations)
	cmp := func(x, y [3]int) int { return slices.Compare(x[:], y[:]) }
	slices.SortFunc(gotElims, cmp)
	slices.SortFunc(want, cmp)
	if len(want) == 0 {
		return fail("the pair in %s removes no candidate; look for one that does", h.Name())
	}
	if !slices.Equal(gotElims, want) {
		return fail("the pair %s, %s in %s removes %s, but the step lists %s", cells[0].Name(), cells[1].Name(), h.Name(), elimWords(want), elimWords(gotElims))
	}
	return pass()
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

func elimWords(es [][3]int) string {
	if len(es) == 0 {
		return "nothing"
	}
	var s string
	for i, e := range es {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("%d from %s", e[2], sudoku.CellName(e[0], e[1]))
	}
	return s
}
