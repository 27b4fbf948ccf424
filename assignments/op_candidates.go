package assignments

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/sudokit/sudokit/sudoku"
)

// candidatesOutput is the runner's answer to "candidates": for every cell,
// which row, column and box object it points to (objects numbered per kind
// in the order reading the board meets them; -1 for nil), the cells each
// object lists, and the candidates of the empty cells (nil for filled ones).
type candidatesOutput struct {
	Houses     [][3]int           `json:"houses"`
	HouseCells map[string][][]int `json:"house_cells"`
	Candidates [][]int            `json:"candidates"`
}

func init() {
	prepare := func(_ string, b *sudoku.Board) (any, error) {
		if b == nil {
			return nil, fmt.Errorf("not a valid board")
		}
		return b, nil
	}
	ops["houses"] = &op{runnerOp: "candidates", cases: boardCases(prepare), judge: judgeHouses}
	ops["candidates"] = &op{runnerOp: "candidates", cases: boardCases(prepare), judge: judgeCandidates}
}

// judgeHouses checks that cells of one row (column, box) share one object
// and that each object lists exactly its cells.
func judgeHouses(c *Case, output json.RawMessage) Verdict {
	b := c.want.(*sudoku.Board)
	var got candidatesOutput
	if err := decode(output, &got); err != nil {
		return fail("%v", err)
	}
	n := b.N()
	if len(got.Houses) != n*n {
		return fail("expected %d cells, the board has %d", n*n, len(got.Houses))
	}
	kinds := []string{"row", "column", "box"}
	for i := 0; i < n*n; i++ {
		cell := b.CellAt(i)
		want := [3]int{cell.Row().Index(), cell.Column().Index(), cell.Box().Index()}
		for k, kind := range kinds {
			switch {
			case got.Houses[i][k] < 0:
				return fail("%s has no %s (its pointer is nil after BuildStructure)", cell.Name(), kind)
			case got.Houses[i][k] != want[k]:
				return fail("%s points to the wrong %s object: cells of one %s must share one object, and cells of different %ss must not", cell.Name(), kind, kind, kind)
			}
		}
	}
	for k, kind := range kinds {
		lists := got.HouseCells[kind]
		if len(lists) != n {
			return fail("expected %d %s objects, found %d", n, kind, len(lists))
		}
		for id, cells := range lists {
			var want []int
			for i := 0; i < n*n; i++ {
				if got.Houses[i][k] == id {
					want = append(want, i)
				}
			}
			have := slices.Clone(cells)
			slices.Sort(have)
			if !slices.Equal(have, want) {
				return fail("the %s object of %s does not list exactly the %d cells of that %s", kind, sudoku.CellName(want[0]/n, want[0]%n), n, kind)
			}
		}
	}
	return pass()
}

// judgeCandidates checks the candidates of every empty cell.
func judgeCandidates(c *Case, output json.RawMessage) Verdict {
	b := c.want.(*sudoku.Board)
	var got candidatesOutput
	if err := decode(output, &got); err != nil {
		return fail("%v", err)
	}
	n := b.N()
	if len(got.Candidates) != n*n {
		return fail("expected candidates for %d cells, got %d", n*n, len(got.Candidates))
	}
	wrong, first := 0, ""
	for i := 0; i < n*n; i++ {
		cell := b.CellAt(i)
		if !cell.IsEmpty() {
			continue
		}
		want := cell.Candidates().Slice()
		if !slices.Equal(got.Candidates[i], want) {
			if wrong == 0 {
				first = fmt.Sprintf("%s: Candidates() returned %v, want %v (ascending)", cell.Name(), nonNil(got.Candidates[i]), want)
			}
			wrong++
		}
	}
	if wrong > 0 {
		return fail("%d empty cell(s) have wrong candidates; first %s", wrong, first)
	}
	return pass()
}

func nonNil(xs []int) []int {
	if xs == nil {
		return []int{}
	}
	return xs
}
