package cellrt

import (
	"encoding/binary"
	"reflect"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
)

// These tests cover pointers into the middle of things: slices sharing a
// backing array, pointers to array elements and to struct fields. A
// snapshot round trip must keep them pointing into the restored memory,
// not at detached copies.

// interiorTrip saves the variables of from and restores them into to,
// failing the test on any dropped variable or notice. It returns the
// snapshot's size.
func interiorTrip(t *testing.T, from, to []Var) int {
	t.Helper()
	notices, size := trip(t, from, to)
	if len(notices) != 0 {
		t.Fatalf("notices: %v", notices)
	}
	return size
}

const interiorPuzzle = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."

func TestInteriorBoardHousesFollowCells(t *testing.T) {
	b, err := sudoku.Parse(interiorPuzzle, sudoku.FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	var b2 *sudoku.Board
	interiorTrip(t, []Var{{"b", &b, false, false}}, []Var{{"b", &b2, false, false}})

	if !b2.Equal(b) {
		t.Fatalf("board changed:\n%v\nwant\n%v", b2, b)
	}
	if b2.Cell(0, 0).Row() != b2.Row(0) || b2.Cell(0, 0).Column() != b2.Column(0) || b2.Cell(4, 4).Box() != b2.Box(4) {
		t.Error("a cell's houses are not the board's houses")
	}
	if got := len(b2.Cell(0, 0).Peers()); got != 20 {
		t.Errorf("r1c1 has %d peers, want 20", got)
	}
	if len(b2.Conflicts()) != 0 {
		t.Fatalf("conflicts before any move: %v", b2.Conflicts())
	}
	if err := b2.Set(0, 0, 1); err != nil {
		t.Fatal(err)
	}
	if !b2.Row(0).Has(1) || !b2.Column(0).Has(1) || !b2.Box(0).Has(1) {
		t.Error("Set(0, 0, 1) did not reach the houses of r1c1")
	}
	if err := b2.Set(0, 1, 1); err != nil {
		t.Fatal(err)
	}
	if len(b2.Conflicts()) == 0 {
		t.Error("two 1s in row 1 make no conflict")
	}
	if b.Row(0).Has(1) {
		t.Error("the original board changed")
	}
}

func TestInteriorCellKeptWithBoard(t *testing.T) {
	for _, cellFirst := range []bool{false, true} {
		b, err := sudoku.Parse(interiorPuzzle, sudoku.FormatAuto)
		if err != nil {
			t.Fatal(err)
		}
		c := b.Cell(4, 4)
		var b2 *sudoku.Board
		var c2 *sudoku.Cell
		from := []Var{{"b", &b, false, false}, {"c", &c, false, false}}
		to := []Var{{"b", &b2, false, false}, {"c", &c2, false, false}}
		if cellFirst {
			from[0], from[1] = from[1], from[0]
			to[0], to[1] = to[1], to[0]
		}
		interiorTrip(t, from, to)
		if c2 != b2.Cell(4, 4) {
			t.Fatalf("cellFirst=%v: c is not b.Cell(4, 4) any more", cellFirst)
		}
		if err := c2.Set(9); err != nil {
			t.Fatal(err)
		}
		if b2.Cell(4, 4).Value() != 9 || !b2.Row(4).Has(9) {
			t.Errorf("cellFirst=%v: c.Set(9) did not reach the board", cellFirst)
		}
	}
}

func TestInteriorSharedSlices(t *testing.T) {
	s := make([]int, 5, 10)
	for i := range s {
		s[i] = i + 1
	}
	mid := s[2:7]        // reaches past len(s), within cap(s)
	head := s[:3:3]      // capacity limited
	last := &s[4]        // an element
	one := []string{"x"} // capacity 1, and a pointer to its only element
	oneP := &one[0]
	raw := []byte("hello, world")
	hello := raw[:5]
	var (
		s2, mid2, head2 []int
		last2           *int
		one2            []string
		oneP2           *string
		raw2, hello2    []byte
	)
	interiorTrip(t,
		[]Var{{"s", &s, false, false}, {"mid", &mid, false, false}, {"head", &head, false, false}, {"last", &last, false, false},
			{"one", &one, false, false}, {"oneP", &oneP, false, false}, {"raw", &raw, false, false}, {"hello", &hello, false, false}},
		[]Var{{"s", &s2, false, false}, {"mid", &mid2, false, false}, {"head", &head2, false, false}, {"last", &last2, false, false},
			{"one", &one2, false, false}, {"oneP", &oneP2, false, false}, {"raw", &raw2, false, false}, {"hello", &hello2, false, false}})

	if len(s2) != 5 || cap(s2) != 10 || len(mid2) != 5 || cap(mid2) != 8 || len(head2) != 3 || cap(head2) != 3 {
		t.Fatalf("lengths/capacities: %d/%d %d/%d %d/%d", len(s2), cap(s2), len(mid2), cap(mid2), len(head2), cap(head2))
	}
	if mid2[0] != 3 || mid2[2] != 5 || mid2[3] != 0 {
		t.Errorf("mid = %v", mid2)
	}
	mid2[0] = 99
	if s2[2] != 99 || head2[2] != 99 {
		t.Error("a write through mid is not seen through s and head")
	}
	s2 = append(s2, 6) // fills s[5], which is mid[3]
	if mid2[3] != 6 {
		t.Error("append to s within its capacity is not seen through mid")
	}
	*last2 = 50
	if s2[4] != 50 || mid2[2] != 50 {
		t.Error("last no longer points at s[4]")
	}
	*oneP2 = "y"
	if one2[0] != "y" {
		t.Error("oneP no longer points at one[0]")
	}
	hello2[0] = 'H'
	if string(raw2) != "Hello, world" {
		t.Errorf("raw = %q after a write through hello", raw2)
	}
	if s[2] != 3 {
		t.Error("the original slice changed")
	}
}

func TestInteriorFieldPointers(t *testing.T) {
	type inner struct{ X, Y string }
	type outer struct {
		A    int
		Arr  [4]int
		In   inner
		Self *outer
	}
	o := &outer{A: 1, Arr: [4]int{10, 20, 30, 40}, In: inner{"x", "y"}}
	o.Self = o
	pa, pe, py, part := &o.A, &o.Arr[2], &o.In.Y, o.Arr[1:3]
	var (
		o2    *outer
		pa2   *int
		pe2   *int
		py2   *string
		part2 []int
	)
	interiorTrip(t,
		[]Var{{"o", &o, false, false}, {"pa", &pa, false, false}, {"pe", &pe, false, false}, {"py", &py, false, false}, {"part", &part, false, false}},
		[]Var{{"o", &o2, false, false}, {"pa", &pa2, false, false}, {"pe", &pe2, false, false}, {"py", &py2, false, false}, {"part", &part2, false, false}})

	if o2.Self != o2 || *pa2 != 1 || *pe2 != 30 || *py2 != "y" || len(part2) != 2 || cap(part2) != 3 {
		t.Fatalf("values: %+v %d %d %q %v", *o2, *pa2, *pe2, *py2, part2)
	}
	*pa2, *pe2, *py2 = 2, 33, "why"
	part2[0] = 21
	if o2.A != 2 || o2.Arr != [4]int{10, 21, 33, 40} || o2.In.Y != "why" {
		t.Errorf("writes through the pointers did not reach o: %+v", *o2)
	}
}

// A field pointer met before the struct that holds it, inside one
// variable: the struct becomes the root, named by its type.
func TestInteriorFieldPointerFirst(t *testing.T) {
	type item struct {
		Name  string
		Count int
	}
	type pair struct {
		Count *int
		Item  *item
	}
	it := &item{"a", 1}
	p := pair{&it.Count, it}
	var p2 pair
	interiorTrip(t, []Var{{"p", &p, false, false}}, []Var{{"p", &p2, false, false}})
	if p2.Count != &p2.Item.Count {
		t.Error("p.Count does not point at p.Item.Count")
	}
}

func TestInteriorLargeCapacityStaysSmall(t *testing.T) {
	s := make([]int64, 3, 1<<20)
	s[0], s[2] = 7, 9
	var s2 []int64
	size := interiorTrip(t, []Var{{"s", &s, false, false}}, []Var{{"s", &s2, false, false}})
	if len(s2) != 3 || cap(s2) != 1<<20 || s2[0] != 7 || s2[2] != 9 {
		t.Fatalf("s = %v (cap %d)", s2, cap(s2))
	}
	if size > 200 {
		t.Errorf("snapshot of a 3-element slice is %d bytes", size)
	}
}

func TestInteriorCyclesSharingAndMaps(t *testing.T) {
	type node struct {
		Val  int
		Next *node
		Kids []node
		Tags map[string]*node
	}
	nodes := make([]node, 3)
	for i := range nodes {
		nodes[i].Val = i
		nodes[i].Next = &nodes[(i+1)%3]
		nodes[i].Kids = nodes[i:] // each node sees the rest of the array
		nodes[i].Tags = map[string]*node{"self": &nodes[i]}
	}
	var anyNode any = &nodes[1]
	var (
		nodes2 []node
		any2   any
	)
	Register[node]()
	interiorTrip(t, []Var{{"nodes", &nodes, false, false}, {"anyNode", &anyNode, false, false}},
		[]Var{{"nodes", &nodes2, false, false}, {"anyNode", &any2, false, false}})
	for i := range nodes2 {
		n := &nodes2[i]
		if n.Val != i || n.Next != &nodes2[(i+1)%3] || &n.Kids[0] != n || n.Tags["self"] != n {
			t.Errorf("node %d lost its links", i)
		}
	}
	if p, ok := any2.(*node); !ok || p != &nodes2[1] {
		t.Errorf("anyNode = %v, want &nodes[1]", any2)
	}
}

func TestInteriorOldFormatRejected(t *testing.T) {
	// A snapshot of format version 1 holding x := 42: the header, one
	// entry (name, fingerprint, type, payload) and the payload as version
	// 1 wrote it, the bare varint.
	var old []byte
	old = append(old, snapshotMagic...)
	old = binary.AppendUvarint(old, 1)
	payload := binary.AppendVarint(nil, 42)
	for _, f := range []string{"x", Fingerprint(reflect.TypeFor[int]()), "int", string(payload)} {
		old = binary.AppendUvarint(old, uint64(len(f)))
		old = append(old, f...)
	}
	x := 7
	notices, err := loadVars(old, []Var{{"x", &x, false, false}})
	if err != nil {
		t.Fatal(err)
	}
	if x != 0 || len(notices) != 1 || !strings.Contains(notices[0].Reason, "older snapshot format") {
		t.Errorf("x = %d, notices %v; want x reset with a notice", x, notices)
	}
}
