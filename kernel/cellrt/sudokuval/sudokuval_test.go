package sudokuval

import (
	"testing"

	"github.com/sudokit/sudokit/sudoku"
)

// A board goes through Encode and Decode unchanged, givens included; the
// human solver's values are not this package's (humanval carries them and
// its tests draw every value both ways).
func TestBoardOnly(t *testing.T) {
	b, err := sudoku.New(2, 2)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.SetGiven(0, 0, 1); err != nil {
		t.Fatal(err)
	}
	if err := b.Set(1, 2, 4); err != nil {
		t.Fatal(err)
	}
	v, ok := Encode(b)
	if !ok || v.Type != TypeBoard {
		t.Fatalf("Encode = %v, %v", v.Type, ok)
	}
	got, err := Decode(v)
	if err != nil || !got.Equal(b) || got.Givens() != 1 {
		t.Fatalf("Decode = %v, %v", got, err)
	}
	v.Type = TypeGrid
	if _, err := Decode(v); err == nil {
		t.Error("Decode took a grid")
	}
	if _, ok := Encode(struct{}{}); ok {
		t.Error("Encode took a struct")
	}
}
