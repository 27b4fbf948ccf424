package sudoku

import (
	"errors"
	"fmt"
	"testing"
)

func TestShapes(t *testing.T) {
	for _, tc := range []struct {
		r, c, n int
	}{{1, 1, 1}, {2, 2, 4}, {2, 3, 6}, {3, 2, 6}, {2, 4, 8}, {3, 3, 9}, {3, 4, 12}, {4, 4, 16}, {5, 5, 25}, {8, 8, 64}, {1, 64, 64}} {
		b, err := New(tc.r, tc.c)
		if err != nil {
			t.Fatalf("%dx%d: %v", tc.r, tc.c, err)
		}
		if b.N() != tc.n {
			t.Errorf("%dx%d: N = %d", tc.r, tc.c, b.N())
		}
		// Every house has N distinct cells and every cell is in its houses.
		for h := range b.Houses() {
			if len(h.Cells()) != tc.n {
				t.Fatalf("%s has %d cells", h.Name(), len(h.Cells()))
			}
			for _, c := range h.Cells() {
				if !h.Contains(c) {
					t.Fatalf("%s does not contain its cell %s", h.Name(), c.Name())
				}
			}
		}
		// Box b's origin is the top-left cell of the box.
		for i := 0; i < tc.n; i++ {
			r, c := b.Shape().BoxOrigin(i)
			if b.Box(i).Cells()[0] != b.Cell(r, c) {
				t.Fatalf("%dx%d: box %d origin (%d,%d)", tc.r, tc.c, i, r, c)
			}
		}
	}
	for _, bad := range [][2]int{{0, 3}, {3, 0}, {-1, 2}, {9, 9}, {5, 13}} {
		_, err := New(bad[0], bad[1])
		var se *ShapeError
		if !errors.As(err, &se) {
			t.Errorf("%v: want *ShapeError, got %v", bad, err)
		}
	}
	if _, err := New(9, 9); !errors.Is(err, ErrTooLarge) {
		t.Errorf("9x9 boxes: want ErrTooLarge, got %v", err)
	}
}

func TestShapeFor(t *testing.T) {
	for n, want := range map[int]Shape{4: {2, 2}, 6: {2, 3}, 8: {2, 4}, 9: {3, 3}, 12: {3, 4}, 16: {4, 4}, 25: {5, 5}, 7: {1, 7}, 64: {8, 8}} {
		if got, err := ShapeFor(n); err != nil || got != want {
			t.Errorf("ShapeFor(%d) = %v, %v; want %v", n, got, err, want)
		}
	}
	if _, err := ShapeFor(65); !errors.Is(err, ErrTooLarge) {
		t.Errorf("ShapeFor(65): %v", err)
	}
}

func TestHousesStayInStep(t *testing.T) {
	b, _ := New(3, 3)
	c := b.Cell(4, 4)
	if err := c.Set(5); err != nil {
		t.Fatal(err)
	}
	for _, h := range c.Houses() {
		if !h.Has(5) {
			t.Errorf("%s does not know it holds 5", h.Name())
		}
	}
	if b.Cell(4, 0).CanPlace(5) || b.Cell(0, 4).CanPlace(5) || b.Cell(3, 3).CanPlace(5) {
		t.Error("a peer may still take 5")
	}
	if !b.Cell(0, 0).CanPlace(5) {
		t.Error("a non-peer may not take 5")
	}
	// A duplicate in the row: clearing one copy keeps the row holding 5.
	_ = b.Set(4, 8, 5)
	_ = c.Clear()
	if !b.Row(4).Has(5) {
		t.Error("row 5 forgot the second 5")
	}
	_ = b.Set(4, 8, 0)
	if b.Row(4).Has(5) || b.Box(4).Has(5) {
		t.Error("houses still hold 5 after clearing")
	}
	if err := c.Set(10); !errors.Is(err, ErrValueRange) {
		t.Errorf("Set(10) on 9×9: %v", err)
	}
	_ = b.SetGiven(0, 0, 1)
	if err := b.Set(0, 0, 2); !errors.Is(err, ErrGiven) {
		t.Errorf("changing a given: %v", err)
	}
}

func TestConflictsAndValidity(t *testing.T) {
	b := boardFromRows(t, Shape{2, 2}, "1..1", ".1..", "....", "....")
	if b.IsValid() {
		t.Fatal("board with duplicate 1s is valid")
	}
	got := fmt.Sprint(b.Conflicts())
	want := "[r1c1 and r1c4 both hold 1 in row 1 r1c1 and r2c2 both hold 1 in box 1]"
	if got != want {
		t.Errorf("conflicts %s\nwant      %s", got, want)
	}
	var ce *ConflictError
	if err := b.CheckGivens(); !errors.As(err, &ce) || ce.A.String() != "r1c1" || ce.B.String() != "r1c4" {
		t.Errorf("CheckGivens: %v", err)
	}
	ok := boardFromRows(t, Shape{2, 2}, "12..", "34..", "....", "....")
	if !ok.IsValid() || ok.IsComplete() || ok.IsSolved() || ok.CheckGivens() != nil {
		t.Error("valid partial board misjudged")
	}
}

func TestPeersCloneEqual(t *testing.T) {
	b, _ := New(3, 3)
	if n := len(b.Cell(0, 0).Peers()); n != 20 {
		t.Errorf("9×9 cell has %d peers, want 20", n)
	}
	b6, _ := New(2, 3)
	if n := len(b6.Cell(0, 0).Peers()); n != 5+5+2 {
		t.Errorf("6×6 cell has %d peers, want 12", n)
	}
	_ = b.SetGiven(0, 0, 7)
	c := b.Clone()
	if !c.Equal(b) || !c.Cell(0, 0).Given() {
		t.Error("clone differs")
	}
	_ = c.Set(8, 8, 1)
	if c.Equal(b) || b.Value(8, 8) != 0 {
		t.Error("clone shares cells with the original")
	}
	if p := c.Puzzle(); p.Filled() != 1 || p.Givens() != 1 {
		t.Errorf("Puzzle kept %d values", p.Filled())
	}
}

func TestNames(t *testing.T) {
	b, _ := New(3, 3)
	c := b.Cell(2, 4)
	if c.Name() != "r3c5" || c.Row().Name() != "row 3" || c.Column().Name() != "column 5" || c.Box().Name() != "box 2" {
		t.Errorf("names: %s %s %s %s", c.Name(), c.Row().Name(), c.Column().Name(), c.Box().Name())
	}
	if b.Cell(8, 8).Box().Name() != "box 9" {
		t.Error("box 9")
	}
}

func TestAlphabetRoundTrip(t *testing.T) {
	for v := 0; v <= 64; v++ {
		got, ok := CharValue(ValueChar(v))
		if !ok || got != v {
			t.Errorf("value %d → %q → %d", v, ValueChar(v), got)
		}
	}
	if ValueChar(36) != '@' || ValueChar(37) != '#' || ValueChar(38) != '&' || ValueChar(39) != 'a' || ValueChar(64) != 'z' || ValueChar(10) != 'A' {
		t.Error("INF1010 alphabet")
	}
	if _, ok := CharValue('!'); ok {
		t.Error("'!' accepted")
	}
}

func ExampleCell_Houses() {
	b, _ := New(3, 3)
	c := b.Cell(4, 7)
	for _, h := range c.Houses() {
		fmt.Println(c.Name(), "is in", h.Name())
	}
	// Output:
	// r5c8 is in row 5
	// r5c8 is in column 8
	// r5c8 is in box 6
}

func ExampleValues() {
	s := ValuesOf(3, 7)
	fmt.Println(s, s.Count(), s.Has(7), s.Has(4))
	// Output: {3,7} 2 true false
}
