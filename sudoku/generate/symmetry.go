package generate

import (
	"fmt"
	"strings"

	"github.com/sudokit/sudokit/sudoku"
)

// Symmetry is a symmetry of the clue pattern: the set of cells that hold a
// given looks the same after the board is turned or mirrored. Newspaper
// puzzles are usually Rotate180. The values in the cells need not be
// symmetric, only where the clues are.
type Symmetry int

// The symmetries a generator can keep. Rows and columns are numbered 0…N-1.
const (
	// NoSymmetry puts no rule on the clue pattern.
	NoSymmetry Symmetry = iota
	// Rotate180 keeps the pattern under a half turn: (r, c) ↔ (N-1-r, N-1-c).
	Rotate180
	// Rotate90 keeps the pattern under a quarter turn: (r, c) → (c, N-1-r).
	Rotate90
	// Mirror keeps the pattern under a left–right mirror: (r, c) ↔ (r, N-1-c).
	Mirror
	// Flip keeps the pattern under an up–down mirror: (r, c) ↔ (N-1-r, c).
	Flip
	// Diagonal keeps the pattern under a mirror in the main diagonal:
	// (r, c) ↔ (c, r).
	Diagonal
)

var symmetryNames = [...]string{"none", "rotate180", "rotate90", "mirror", "flip", "diagonal"}

// String returns the symmetry's name as ParseSymmetry reads it: "rotate180".
func (s Symmetry) String() string {
	if s >= NoSymmetry && s <= Diagonal {
		return symmetryNames[s]
	}
	return fmt.Sprintf("Symmetry(%d)", int(s))
}

// ParseSymmetry reads a symmetry name in any letter case: "none",
// "rotate180", "rotate90", "mirror", "flip" or "diagonal". The empty string
// means none. Other text gives a *ParseError.
func ParseSymmetry(text string) (Symmetry, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	if t == "" {
		return NoSymmetry, nil
	}
	for s, name := range symmetryNames {
		if t == name {
			return Symmetry(s), nil
		}
	}
	return 0, &sudoku.ParseError{Source: "symmetry", Err: sudoku.ErrSyntax,
		Detail: fmt.Sprintf("%q is not one of %s", text, strings.Join(symmetryNames[:], ", "))}
}

// MarshalText writes the symmetry's name.
func (s Symmetry) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a symmetry's name.
func (s *Symmetry) UnmarshalText(b []byte) error {
	v, err := ParseSymmetry(string(b))
	if err == nil {
		*s = v
	}
	return err
}

// image returns where the symmetry's basic move takes cell (r, c) on an
// N×N board.
func (s Symmetry) image(n, r, c int) (int, int) {
	switch s {
	case Rotate180:
		return n - 1 - r, n - 1 - c
	case Rotate90:
		return c, n - 1 - r
	case Mirror:
		return r, n - 1 - c
	case Flip:
		return n - 1 - r, c
	case Diagonal:
		return c, r
	}
	return r, c
}

// Orbits splits the cells of an N×N board (reading-order indexes) into the
// groups the symmetry ties together: a generator keeping the symmetry
// removes or keeps a whole group at once. Groups come in reading order of
// their first cell, each sorted. With NoSymmetry every cell is its own
// group; with Rotate90 most groups have four cells.
func (s Symmetry) Orbits(n int) [][]int {
	seen := make([]bool, n*n)
	var orbits [][]int
	for i := range seen {
		if seen[i] {
			continue
		}
		var orbit []int
		r, c := i/n, i%n
		for !seen[r*n+c] {
			seen[r*n+c] = true
			orbit = append(orbit, r*n+c)
			r, c = s.image(n, r, c)
		}
		sortInts(orbit)
		orbits = append(orbits, orbit)
	}
	return orbits
}

// Holds reports whether the clue pattern of b (the cells holding a value)
// is invariant under the symmetry.
func (s Symmetry) Holds(b *sudoku.Board) bool {
	n := b.N()
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			r2, c2 := s.image(n, r, c)
			if b.Cell(r, c).IsEmpty() != b.Cell(r2, c2).IsEmpty() {
				return false
			}
		}
	}
	return true
}

// sortInts sorts a short slice in place (insertion sort: orbits have at
// most four cells).
func sortInts(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}
