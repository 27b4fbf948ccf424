package assignments

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/exact"
)

// The grader makes hidden inputs here, in its own memory, from a test's
// seed: they are never written where a submission could read them before
// its run.

// newRand returns the generator of a test's seed.
func newRand(seed int64) *rand.Rand {
	return rand.New(rand.NewPCG(uint64(seed), 0x5ad0c17))
}

// randomSolution returns a random solved board of shape s: the pattern
// value(r, c) = (BoxCols·(r mod BoxRows) + r div BoxRows + c) mod N, with the
// values, the rows inside each band, the bands, the columns inside each stack
// and the stacks shuffled.
func randomSolution(s sudoku.Shape, rng *rand.Rand) *sudoku.Board {
	n := s.N()
	values := rng.Perm(n)
	rows := shuffledLines(s.BoxRows, n/s.BoxRows, rng) // bands of BoxRows rows
	cols := shuffledLines(s.BoxCols, n/s.BoxCols, rng) // stacks of BoxCols columns
	grid := make([]int, n*n)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			pr, pc := rows[r], cols[c]
			grid[r*n+c] = values[(s.BoxCols*(pr%s.BoxRows)+pr/s.BoxRows+pc)%n] + 1
		}
	}
	b, _ := sudoku.FromValues(s, grid)
	return b
}

// shuffledLines returns a permutation of groups·size lines that keeps each
// group of size lines together.
func shuffledLines(size, groups int, rng *rand.Rand) []int {
	var out []int
	for _, g := range rng.Perm(groups) {
		for _, i := range rng.Perm(size) {
			out = append(out, g*size+i)
		}
	}
	return out
}

// withHoles empties holes random cells of a solved board.
func withHoles(solved *sudoku.Board, holes int, rng *rand.Rand) *sudoku.Board {
	n := solved.N()
	values := solved.Values()
	for _, i := range rng.Perm(n * n)[:min(holes, n*n)] {
		values[i] = 0
	}
	b, _ := sudoku.FromValues(solved.Shape(), values)
	return b
}

// uniquePuzzle empties cells in random order while the puzzle stays unique,
// stopping after holes cells (or when no cell can go).
func uniquePuzzle(solved *sudoku.Board, holes int, rng *rand.Rand) *sudoku.Board {
	n := solved.N()
	values := solved.Values()
	removed := 0
	for _, i := range rng.Perm(n * n) {
		if removed == holes {
			break
		}
		keep := values[i]
		values[i] = 0
		b, _ := sudoku.FromValues(solved.Shape(), values)
		if exact.Count(b, 2) != 1 {
			values[i] = keep
			continue
		}
		removed++
	}
	b, _ := sudoku.FromValues(solved.Shape(), values)
	return b
}

// manySolutions empties cells until the puzzle has more than
// sudoku.MaxStoredSolutions solutions but at most limit.
func manySolutions(solved *sudoku.Board, limit int, rng *rand.Rand) *sudoku.Board {
	n := solved.N()
	values := solved.Values()
	for _, i := range rng.Perm(n * n) {
		keep := values[i]
		values[i] = 0
		b, _ := sudoku.FromValues(solved.Shape(), values)
		count := exact.Count(b, limit+1)
		if count > limit {
			values[i] = keep
			continue
		}
		if count > sudoku.MaxStoredSolutions {
			return b
		}
	}
	b, _ := sudoku.FromValues(solved.Shape(), values)
	return b
}

// noSolution puts a wrong value, allowed by its houses, into an empty cell
// of a unique puzzle: the givens do not clash, but nothing solves it.
func noSolution(puzzle, solved *sudoku.Board, rng *rand.Rand) *sudoku.Board {
	n := puzzle.N()
	for _, i := range rng.Perm(n * n) {
		c := puzzle.CellAt(i)
		if !c.IsEmpty() {
			continue
		}
		for _, v := range c.Candidates().Slice() {
			if v == solved.CellAt(i).Value() {
				continue
			}
			values := puzzle.Values()
			values[i] = v
			b, _ := sudoku.FromValues(puzzle.Shape(), values)
			if exact.Count(b, 1) == 0 {
				return b
			}
		}
	}
	return puzzle
}

// inf1010Text writes a board in INF1010's file format.
func inf1010Text(b *sudoku.Board) string {
	var sb strings.Builder
	s := b.Shape()
	fmt.Fprintf(&sb, "%d\n%d\n", s.BoxRows, s.BoxCols)
	n := b.N()
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			sb.WriteByte(sudoku.ValueChar(b.Value(r, c)))
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// generatedPuzzle makes one board of a generator's kind.
func generatedPuzzle(g *Generator, rng *rand.Rand) (*sudoku.Board, error) {
	shape, err := sudoku.ParseShape(g.Shape)
	if err != nil {
		return nil, fmt.Errorf("generate.shape: %v", err)
	}
	solved := randomSolution(shape, rng)
	switch g.Kind {
	case "", "holes":
		return withHoles(solved, g.Holes, rng), nil
	case "unique":
		return uniquePuzzle(solved, g.Holes, rng), nil
	case "many":
		limit := g.MaxSolutions
		if limit == 0 {
			limit = 20000
		}
		if limit <= sudoku.MaxStoredSolutions {
			return nil, fmt.Errorf("generate.max_solutions: %d is not above %d", limit, sudoku.MaxStoredSolutions)
		}
		return manySolutions(solved, limit, rng), nil
	case "nosolution":
		return noSolution(uniquePuzzle(solved, g.Holes, rng), solved, rng), nil
	}
	return nil, fmt.Errorf("generate.kind: unknown kind %q", g.Kind)
}
