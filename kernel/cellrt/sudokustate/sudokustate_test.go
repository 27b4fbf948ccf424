package sudokustate

import (
	"testing"

	"github.com/sudokit/sudokit/kernel/cellrt"
	"github.com/sudokit/sudokit/sudoku"
)

const puzzle = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."

// trip encodes from as one unit and decodes it into to, failing on any
// dropped variable or notice. It returns the unit's size.
func trip(t *testing.T, from, to []cellrt.Var) int {
	t.Helper()
	data, dropped := cellrt.EncodeUnit(from)
	if len(dropped) != 0 {
		t.Fatalf("dropped: %v", dropped)
	}
	notices, err := cellrt.DecodeUnit(data, to)
	if err != nil || len(notices) != 0 {
		t.Fatalf("restore: %v %v", err, notices)
	}
	return len(data)
}

func parse(t *testing.T) *sudoku.Board {
	t.Helper()
	b, err := sudoku.Parse(puzzle, sudoku.FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Set(0, 0, 4); err != nil { // a value that is not a given
		t.Fatal(err)
	}
	return b
}

// TestBoardIsCompact: a board is written as its shape, values and givens.
// Field by field (without the Owner) the same board takes about 3.5 KB.
func TestBoardIsCompact(t *testing.T) {
	b := parse(t)
	var b2 *sudoku.Board
	size := trip(t, []cellrt.Var{{Name: "b", Ptr: &b}}, []cellrt.Var{{Name: "b", Ptr: &b2}})
	if size > 200 {
		t.Errorf("a 9x9 board takes %d bytes", size)
	}
	if !b2.Equal(b) || b2.Givens() != b.Givens() || b2.Cell(0, 0).Given() || b2.Cell(0, 0).Value() != 4 {
		t.Fatalf("board changed:\n%v\nwant\n%v", b2, b)
	}
	if b2.Cell(0, 0).Row() != b2.Row(0) || b2.Cell(4, 4).Box() != b2.Box(4) || !b2.Row(0).Has(4) {
		t.Error("the restored board's cells and houses are not connected")
	}
}

// TestPointersIntoBoard: a cell, a house and a house's cell list kept in
// other variables, before or after the board, come back pointing into the
// restored board.
func TestPointersIntoBoard(t *testing.T) {
	for _, boardFirst := range []bool{true, false} {
		b := parse(t)
		c, h, row := b.Cell(4, 4), b.Column(2), b.Row(4).Cells()
		var b2 *sudoku.Board
		var c2 *sudoku.Cell
		var h2 *sudoku.House
		var row2 []*sudoku.Cell
		from := []cellrt.Var{{Name: "c", Ptr: &c}, {Name: "h", Ptr: &h}, {Name: "row", Ptr: &row}}
		to := []cellrt.Var{{Name: "c", Ptr: &c2}, {Name: "h", Ptr: &h2}, {Name: "row", Ptr: &row2}}
		if boardFirst {
			from = append([]cellrt.Var{{Name: "b", Ptr: &b}}, from...)
			to = append([]cellrt.Var{{Name: "b", Ptr: &b2}}, to...)
		} else {
			from = append(from, cellrt.Var{Name: "b", Ptr: &b})
			to = append(to, cellrt.Var{Name: "b", Ptr: &b2})
		}
		trip(t, from, to)
		if c2 != b2.Cell(4, 4) || h2 != b2.Column(2) || len(row2) != 9 || &row2[0] != &b2.Row(4).Cells()[0] {
			t.Fatalf("boardFirst=%v: c, h or row do not point into the board", boardFirst)
		}
		if err := c2.Set(9); err != nil {
			t.Fatal(err)
		}
		if b2.Cell(4, 4).Value() != 9 || !b2.Row(4).Has(9) || row2[4].Value() != 9 {
			t.Errorf("boardFirst=%v: c.Set(9) did not reach the board", boardFirst)
		}
	}
}

// TestManyBoards: the boards of a file, in a slice, with a board value
// copied out of one of them (written field by field, still sharing the
// cells of the board it was copied from).
func TestManyBoards(t *testing.T) {
	var boards []*sudoku.Board
	for _, f := range []string{"testdata/puzzles.txt", "internal/bitboard/testdata/solver-16x16.txt"} {
		bs, err := sudoku.ReadFile("../../../sudoku/"+f, sudoku.FormatAuto)
		if err != nil {
			t.Fatal(err)
		}
		boards = append(boards, bs...)
	}
	copied := *boards[3]
	var boards2 []*sudoku.Board
	var copied2 sudoku.Board
	trip(t, []cellrt.Var{{Name: "boards", Ptr: &boards}, {Name: "copied", Ptr: &copied}},
		[]cellrt.Var{{Name: "boards", Ptr: &boards2}, {Name: "copied", Ptr: &copied2}})
	if len(boards2) != len(boards) {
		t.Fatalf("%d boards, want %d", len(boards2), len(boards))
	}
	for i := range boards {
		if !boards2[i].Equal(boards[i]) {
			t.Fatalf("board %d changed", i)
		}
	}
	if copied2.CellAt(0) != boards2[3].CellAt(0) {
		t.Error("the copied board header does not share the cells of boards[3]")
	}
}

// TestManyBoardsInParallel: a long slice of boards is restored on every
// processor; a nil entry keeps that path, a board appearing twice does not
// (it is then restored in order), and both come back as they were.
func TestManyBoardsInParallel(t *testing.T) {
	one, err := sudoku.ReadFile("../../../sudoku/testdata/puzzles.txt", sudoku.FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	for _, twice := range []bool{false, true} {
		var boards []*sudoku.Board
		for i := range 200 {
			boards = append(boards, one[i%len(one)].Clone())
		}
		boards[5] = nil
		if twice {
			boards[7] = boards[3]
		}
		var boards2 []*sudoku.Board
		trip(t, []cellrt.Var{{Name: "boards", Ptr: &boards}}, []cellrt.Var{{Name: "boards", Ptr: &boards2}})
		if len(boards2) != len(boards) || boards2[5] != nil {
			t.Fatalf("twice=%v: %d boards, [5] = %v", twice, len(boards2), boards2[5])
		}
		for i, b := range boards {
			if b != nil && !boards2[i].Equal(b) {
				t.Fatalf("twice=%v: board %d changed", twice, i)
			}
		}
		if twice && boards2[7] != boards2[3] {
			t.Error("a board twice in the slice came back as two boards")
		}
		if !twice && boards2[7] == boards2[3] {
			t.Error("two boards came back as one")
		}
	}
}
