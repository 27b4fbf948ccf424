package generate

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/exact"
	"github.com/sudokit/sudokit/sudoku/human"
)

func TestBank(t *testing.T) {
	if bankErr != nil {
		t.Fatal(bankErr)
	}
	bankEntries(sudoku.Classic) // load
	if bankErr != nil {
		t.Fatal(bankErr)
	}
	for l := human.Easy; l <= human.Extreme; l++ {
		if n := len(Bank(l)); n < 100 {
			t.Errorf("%s: %d puzzles in the bank", l, n)
		}
	}
	for _, s := range []sudoku.Shape{{BoxRows: 2, BoxCols: 2}, {BoxRows: 2, BoxCols: 3}, {BoxRows: 4, BoxCols: 4}} {
		if len(BankSized(s)) == 0 {
			t.Errorf("no %s puzzles", s)
		}
	}
	// Every puzzle is unique; a sample is re-rated.
	for _, s := range []sudoku.Shape{{BoxRows: 2, BoxCols: 2}, {BoxRows: 2, BoxCols: 3}, sudoku.Classic, {BoxRows: 4, BoxCols: 4}} {
		for i, p := range BankPuzzles(s) {
			if !exact.Unique(p.Puzzle) {
				t.Fatalf("%s puzzle %d is not unique", s, i)
			}
			if s.N() > maxRatedSide {
				if ClueLevel(s, p.Puzzle.Givens()) != p.Level {
					t.Errorf("%s puzzle %d: level %s, ClueLevel %s", s, i, p.Level, ClueLevel(s, p.Puzzle.Givens()))
				}
				continue
			}
			if i%50 == 0 {
				// The level must hold; the SE number may drift by some tenths
				// when the rater's chain search changes (rebuild the bank then:
				// go generate ./sudoku).
				r, err := human.Rate(p.Puzzle)
				if err != nil || r.Level != p.Level {
					t.Errorf("%s puzzle %d: bank says %s, Rate %s (%v)", s, i, p.Level, r.Level, err)
				}
				if r.SE < p.SE-0.05 || r.SE > p.SE+0.05 {
					t.Logf("%s puzzle %d: bank SE %.1f, Rate now %.1f: rebuild the bank", s, i, p.SE, r.SE)
				}
			}
		}
	}
}

func TestBankLineErrors(t *testing.T) {
	var pe *sudoku.ParseError
	for _, text := range []string{
		"1234 Easy",                // two fields
		"12345 Easy -",             // wrong length
		"12.x Easy -",              // bad char
		"12.. Trivial -",           // bad level
		"12.. Easy high",           // bad SE
		"# comment\n\n12.5 Easy -", // value 5 on 4×4
	} {
		if _, err := parseBank("test.txt", sudoku.Shape{BoxRows: 2, BoxCols: 1}, text); !errors.As(err, &pe) {
			t.Errorf("%q: got %v, want a *ParseError", text, err)
		}
	}
	es, err := parseBank("ok.txt", sudoku.Shape{BoxRows: 2, BoxCols: 1}, "# c\n12.. Easy 1.0\n.... Hard -\n")
	if err != nil || len(es) != 2 || es[0].se != 1.0 || es[1].level != human.Hard {
		t.Errorf("good file: %v %v", es, err)
	}
}

func TestWriteBankDeterministic(t *testing.T) {
	spec := BankSpec{Shape: sudoku.Shape{BoxRows: 2, BoxCols: 3}, Count: 5, Seed: 9}
	var a, b bytes.Buffer
	if err := WriteBank(context.Background(), &a, spec); err != nil {
		t.Fatal(err)
	}
	_ = WriteBank(context.Background(), &b, spec)
	if a.String() != b.String() {
		t.Error("the same spec gave different files")
	}
	es, err := parseBank(spec.FileName(), spec.Shape, a.String())
	if err != nil || len(es) != 5 {
		t.Fatalf("written file reads back as %d entries, %v", len(es), err)
	}
	dir := t.TempDir()
	if err := BuildBank(context.Background(), dir, []BankSpec{spec, {Shape: sudoku.Shape{BoxRows: 2, BoxCols: 2}, Count: 3, Seed: 1}}, 2); err != nil {
		t.Fatal(err)
	}
	if spec.FileName() != "2x3.txt" || (BankSpec{Shape: sudoku.Classic, Level: human.Hard}).FileName() != "3x3-3-hard.txt" {
		t.Error("file names")
	}
}
