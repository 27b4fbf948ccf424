// Assignment a4-nakedpair: a human technique, the naked pair. Reading
// (a1), the structure and the candidates (a2), the houses in order and
// Step are given.
package main

// FindNakedPair looks for a naked pair that removes at least one candidate:
// two empty cells of one house whose candidates are exactly the same two
// values. One of the two cells gets the first value and the other the
// second, so no other cell of the house can take either: they are removed
// from the candidates of the house's other empty cells. Candidates are the
// ones Cell.Candidates gives.
//
// Look through the houses in the order Houses gives them and return the
// first pair that removes something, with ok true; return ok false when the
// board has no such pair. A pair that removes nothing is not a step: keep
// looking.
func FindNakedPair(b *Board) (step Step, ok bool) {
	//solution:begin
	for _, h := range b.Houses() {
		// The empty cells of the house with exactly two candidates.
		var twos []*Cell
		var cands [][]int
		for _, c := range h.Cells {
			if c.Value != 0 {
				continue
			}
			if vs := c.Candidates(); len(vs) == 2 {
				twos = append(twos, c)
				cands = append(cands, vs)
			}
		}
		for i := range twos {
			for j := i + 1; j < len(twos); j++ {
				if cands[i][0] != cands[j][0] || cands[i][1] != cands[j][1] {
					continue
				}
				step := Step{
					Technique: "Naked Pair",
					House:     h,
					Pair:      [2]*Cell{twos[i], twos[j]},
					Values:    [2]int{cands[i][0], cands[i][1]},
				}
				for _, c := range h.Cells {
					if c.Value != 0 || c == twos[i] || c == twos[j] {
						continue
					}
					for _, v := range c.Candidates() {
						if v == step.Values[0] || v == step.Values[1] {
							step.Eliminations = append(step.Eliminations, Elimination{Cell: c, Value: v})
						}
					}
				}
				if len(step.Eliminations) > 0 {
					return step, true
				}
			}
		}
	}
	return Step{}, false
	//solution:end
}
