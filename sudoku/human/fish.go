package human

import (
	"math/bits"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Fish: choose n rows (the base) in which a value's places all lie in the
// same n columns (the cover). The value must fill one cell in each base row,
// one in each of the n columns, so no other cell of the cover columns can
// hold it. The same works with rows and columns swapped. n = 2 is the
// X-Wing, 3 the Swordfish, 4 the Jellyfish.
//
// A finned fish has a few extra places, the fins, all in one box: either a
// fin is the value, or the plain fish holds, so cells of the cover that share
// the fins' box lose the value. It is sashimi when a base row keeps only one
// place in the cover: without the fins the fish would not stand.

// fishKind tells plain, finned and sashimi fish apart.
type fishKind int

const (
	basicFish fishKind = iota
	finnedFish
	sashimiFish
)

// XWing is the fish with two base rows (or columns).
var XWing = fish("X-Wing", "0300", 2, basicFish, 3.2, 140)

// Swordfish is the fish with three base rows (or columns).
var Swordfish = fish("Swordfish", "0301", 3, basicFish, 3.8, 150)

// Jellyfish is the fish with four base rows (or columns).
var Jellyfish = fish("Jellyfish", "0302", 4, basicFish, 5.2, 160)

// FinnedXWing is an X-Wing with fins in one box.
var FinnedXWing = fish("Finned X-Wing", "0310", 2, finnedFish, 3.4, 130)

// FinnedSwordfish is a Swordfish with fins in one box.
var FinnedSwordfish = fish("Finned Swordfish", "0311", 3, finnedFish, 4.0, 200)

// FinnedJellyfish is a Jellyfish with fins in one box.
var FinnedJellyfish = fish("Finned Jellyfish", "0312", 4, finnedFish, 5.4, 240)

// SashimiXWing is a finned X-Wing that needs its fins to stand.
var SashimiXWing = fish("Sashimi X-Wing", "0320", 2, sashimiFish, 3.5, 150)

// SashimiSwordfish is a finned Swordfish that needs its fins to stand.
var SashimiSwordfish = fish("Sashimi Swordfish", "0321", 3, sashimiFish, 4.1, 240)

// SashimiJellyfish is a finned Jellyfish that needs its fins to stand.
var SashimiJellyfish = fish("Sashimi Jellyfish", "0322", 4, sashimiFish, 5.5, 280)

func fish(name, code string, size int, kind fishKind, se float64, score int) *Technique {
	family := "Basic Fish"
	if kind != basicFish {
		family = "Finned Fish"
	}
	return oneValue(&Technique{Name: name, Family: family, Code: code, SE: se, Score: score},
		func(g *trace.Grid, only sudoku.Values, yield func(trace.Step) bool) {
			f := fishFinder{g: g, name: name, family: family, size: size, kind: kind, only: only, yield: yield}
			f.run()
		})
}

// fishFinder holds one search for fish of one size and kind.
type fishFinder struct {
	g      *trace.Grid
	name   string
	family string
	size   int
	kind   fishKind
	only   sudoku.Values // the values to search
	yield  func(trace.Step) bool

	// the current orientation and value
	byCols bool                   // base houses are columns
	v      int                    // the fish's value
	pm     [sudoku.MaxSize]uint64 // pm[line]: cover indices where v may go
	lines  []int                  // candidate base lines
	base   []int                  // chosen base lines
	stop   bool                   // yield asked to stop
	limit  int                    // the most cover indices a base may span

	// spans[b]: the base lines and cover indices box b covers, in the
	// current orientation
	spans [sudoku.MaxSize]struct{ lines, covers uint64 }
}

// fishTables keeps the place tables of a grid state: the nine fish
// techniques run one after the other on the same state.
var fishTables stateCache[struct{}, []uint64]

// fishTable returns, for every value v and line, the places of v in the
// line: rows first (index (v-1)·N+row, bit column), then columns. The table
// is shared: treat it as read-only.
func fishTable(g *trace.Grid) []uint64 {
	return fishTables.get(g, struct{}{}, 0, func() []uint64 {
		n := g.Geo.N
		t := make([]uint64, 2*n*n)
		rows, cols := t[:n*n], t[n*n:]
		for i, cs := range g.Cands {
			r, c := i/n, i%n
			for v := range cs.All() {
				rows[(v-1)*n+r] |= 1 << uint(c)
				cols[(v-1)*n+c] |= 1 << uint(r)
			}
		}
		return t
	})
}

func (f *fishFinder) run() {
	n := f.g.Geo.N
	// rows[(v-1)*n+r] has bit c set when v may go in r, c, and
	// cols[(v-1)*n+c] bit r.
	rows := fishTable(f.g)
	rows, cols := rows[:n*n], rows[n*n:]
	f.limit = f.size
	if f.kind != basicFish {
		f.limit += max(f.g.Geo.Shape.BoxRows, f.g.Geo.Shape.BoxCols)
	}
	for _, byCols := range []bool{false, true} {
		f.byCols = byCols
		for b := 0; b < n; b++ {
			f.spans[b].lines, f.spans[b].covers = f.boxSpan(b)
		}
		table := rows
		if byCols {
			table = cols
		}
		for v := 1; v <= n && !f.stop; v++ {
			if !f.only.Has(v) {
				continue
			}
			f.v = v
			f.lines = f.lines[:0]
			for line := 0; line < n; line++ {
				f.pm[line] = table[(v-1)*n+line]
				c := bits.OnesCount64(f.pm[line])
				if c == 0 || (f.kind == basicFish && (c < 2 || c > f.size)) {
					continue
				}
				f.lines = append(f.lines, line)
			}
			f.base = f.base[:0]
			f.choose(0, 0)
		}
	}
}

// house returns the base house number of line; cover returns the cover house
// of cover index c.
func (f *fishFinder) house(line int) int {
	if f.byCols {
		return f.g.Geo.N + line
	}
	return line
}

func (f *fishFinder) cover(c int) int {
	if f.byCols {
		return c
	}
	return f.g.Geo.N + c
}

// cell returns the cell in base line `line` and cover index c.
func (f *fishFinder) cell(line, c int) int {
	if f.byCols {
		return c*f.g.Geo.N + line
	}
	return line*f.g.Geo.N + c
}

// boxSpan returns, for box b, the base lines and cover indices it covers.
func (f *fishFinder) boxSpan(b int) (lines, covers uint64) {
	s := f.g.Geo.Shape
	r0, c0 := s.BoxOrigin(b)
	rows := (uint64(1)<<uint(s.BoxRows) - 1) << uint(r0)
	cols := (uint64(1)<<uint(s.BoxCols) - 1) << uint(c0)
	if f.byCols {
		return cols, rows
	}
	return rows, cols
}

// choose picks base lines from f.lines[start:] with union of places `union`.
func (f *fishFinder) choose(start int, union uint64) {
	if len(f.base) == f.size {
		if f.kind == basicFish {
			if bits.OnesCount64(union) == f.size {
				f.emit(union, 0, -1)
			}
		} else if bits.OnesCount64(union) > f.size {
			f.finned(union)
		}
		return
	}
	for j := start; j <= len(f.lines)-(f.size-len(f.base)) && !f.stop; j++ {
		u := union | f.pm[f.lines[j]]
		if bits.OnesCount64(u) > f.limit {
			continue
		}
		f.base = append(f.base, f.lines[j])
		f.choose(j+1, u)
		f.base = f.base[:len(f.base)-1]
	}
}

// finned tries every fin box for the chosen base lines.
func (f *fishFinder) finned(union uint64) {
	var baseMask uint64
	for _, l := range f.base {
		baseMask |= 1 << uint(l)
	}
	for b := 0; b < f.g.Geo.N && !f.stop; b++ {
		lines, covers := f.spans[b].lines, f.spans[b].covers
		if lines&baseMask == 0 {
			continue
		}
		forced := union &^ covers
		need := f.size - bits.OnesCount64(forced)
		if need < 0 {
			continue
		}
		optional := union & covers
		if bits.OnesCount64(optional) < need {
			continue
		}
		// Only the value in the box, outside the base lines, can go: a
		// cover set must take one of its places there.
		var targets uint64
		for l := lines &^ baseMask; l != 0; l &= l - 1 {
			targets |= f.pm[bits.TrailingZeros64(l)]
		}
		if targets&optional == 0 {
			continue
		}
		// Every way to take `need` cover lines among the optional ones:
		// walk the submasks of optional.
		for sub := optional; !f.stop; sub = (sub - 1) & optional {
			if bits.OnesCount64(sub) == need && sub&targets != 0 {
				f.tryFins(forced|sub, lines, covers, b)
			}
			if sub == 0 {
				break
			}
		}
	}
}

// tryFins checks the fish with cover set c and fins in box b.
func (f *fishFinder) tryFins(c, boxLines, boxCovers uint64, b int) {
	fins := 0
	sashimi := false
	for _, l := range f.base {
		in := f.pm[l] & c
		out := f.pm[l] &^ c
		if in == 0 {
			return
		}
		if out != 0 {
			if boxLines&(1<<uint(l)) == 0 {
				return // a fin outside the box
			}
			fins += bits.OnesCount64(out)
		}
		if bits.OnesCount64(in) == 1 {
			sashimi = true
		}
	}
	if fins == 0 || sashimi != (f.kind == sashimiFish) {
		return
	}
	f.emit(c, boxLines, b)
}

// emit yields the fish with cover set c. For a finned fish, finLines are the
// base lines of the fin box b (finLines is 0 and b is -1 for a plain fish):
// only cover cells in that box lose the value.
func (f *fishFinder) emit(c, finLines uint64, b int) {
	g, v := f.g, f.v
	var baseMask uint64
	for _, l := range f.base {
		baseMask |= 1 << uint(l)
	}
	var elims []trace.Candidate
	for _, x := range bitIndices(c) {
		for line := 0; line < g.Geo.N; line++ {
			if baseMask&(1<<uint(line)) != 0 {
				continue
			}
			i := f.cell(line, x)
			if !g.Cands[i].Has(v) {
				continue
			}
			if b >= 0 && g.Geo.CellHouses[i][2] != 2*g.Geo.N+b {
				continue
			}
			elims = append(elims, cand(g, i, v))
		}
	}
	if len(elims) == 0 {
		return
	}
	s := trace.Step{Technique: f.name, Family: f.family, Eliminations: elims}
	var cells []int
	for _, l := range f.base {
		s.Base = append(s.Base, g.Geo.HouseRef(f.house(l)))
		for _, x := range bitIndices(f.pm[l]) {
			i := f.cell(l, x)
			cells = append(cells, i)
			if c&(1<<uint(x)) == 0 {
				s.Fins = append(s.Fins, g.Geo.Pos(i))
			}
		}
	}
	for _, x := range bitIndices(c) {
		s.Cover = append(s.Cover, g.Geo.HouseRef(f.cover(x)))
	}
	s.Cells = positions(g, cells)
	s.Highlights = highlights(g, cells, sudoku.ValuesOf(v))
	vc, name, base, cover := sudoku.ValueChar(v), LocalName(f.name), housesIn(s.Base), housesIn(s.Cover)
	var what string
	switch len(s.Fins) {
	case 0:
		what = tr("%[1]s on %[2]c: in %[3]s, %[2]c can go only in %[4]s", name, vc, base, cover)
	case 1:
		what = tr("%[1]s on %[2]c: in %[3]s, %[2]c can go only in %[4]s or in the fin %[5]s", name, vc, base, cover, s.Fins[0])
	default:
		what = tr("%[1]s on %[2]c: in %[3]s, %[2]c can go only in %[4]s or in the fins %[5]s", name, vc, base, cover, cellWords(s.Fins))
	}
	finishSo(&s, what)
	if !f.yield(s) {
		f.stop = true
	}
}

// maskBits returns the indices of the set bits of m, ascending.
func bitIndices(m uint64) []int {
	out := make([]int, 0, bits.OnesCount64(m))
	for m != 0 {
		out = append(out, bits.TrailingZeros64(m))
		m &= m - 1
	}
	return out
}
