package main

import (
	"fmt"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/exact"
	"github.com/sudokit/sudokit/sudoku/lang/testmsg"
)

// checkGenerate asks Generate for one puzzle per seed with the given number of clues, then
// once more per seed, and checks every puzzle: right size, no clash, the asked number of
// givens, exactly one solution, the same puzzle again for the same seed, and no two alike.
func checkGenerate(t *testing.T, boxRows, boxCols, clues int, seeds ...int64) {
	t.Helper()
	shape := sudoku.Shape{BoxRows: boxRows, BoxCols: boxCols}
	var puzzles, again [][]int
	for _, seed := range seeds {
		puzzles = append(puzzles, generated(Generate(boxRows, boxCols, clues, seed)))
	}
	for _, seed := range seeds {
		again = append(again, generated(Generate(boxRows, boxCols, clues, seed)))
	}
	seen := map[string]int{}
	for k, vs := range puzzles {
		b, err := sudoku.FromValues(shape, vs)
		if err != nil {
			testmsg.Fatalf(t, "puzzle %d (seed %d) is not a %v board: %v", k+1, seeds[k], shape, err)
		}
		if err := b.CheckGivens(); err != nil {
			showBoards(t, b, nil)
			testmsg.Fatalf(t, "puzzle %d (seed %d) breaks a rule: %v", k+1, seeds[k], err)
		}
		switch exact.Count(b, 2) {
		case 0:
			showBoards(t, b, nil)
			testmsg.Fatalf(t, "puzzle %d (seed %d) has no solution", k+1, seeds[k])
		case 2:
			showBoards(t, b, nil)
			testmsg.Fatalf(t, "puzzle %d (seed %d) has more than one solution", k+1, seeds[k])
		}
		if b.Givens() != clues {
			showBoards(t, b, nil)
			testmsg.Fatalf(t, "puzzle %d (seed %d) has %d givens; asked for exactly %d", k+1, seeds[k], b.Givens(), clues)
		}
		if fmt.Sprint(again[k]) != fmt.Sprint(vs) {
			if second, err := sudoku.FromValues(shape, again[k]); err == nil {
				showBoards(t, second, b)
			}
			testmsg.Fatalf(t, "seed %d gave a different puzzle when asked a second time (yours: the second one; expected: the first): make every random choice with rand.New(rand.NewSource(seed))", seeds[k])
		}
		key := fmt.Sprint(vs)
		if j, dup := seen[key]; dup {
			testmsg.Fatalf(t, "puzzles %d and %d are the same: different seeds should give different puzzles", j+1, k+1)
		}
		seen[key] = k
	}
}

// generated lists a generated board's values (nil for no board).
func generated(b *Board) []int {
	if b == nil {
		return nil
	}
	return boardValues(b)
}

// Three 4×4 puzzles with 8 clues each, each unique, the same again for the
// same seed.
//
//grade:points 2
func TestFourByFour(t *testing.T) {
	checkGenerate(t, 2, 2, 8, 1014256174322, 1036056979429, 418202376745)
}

// Three 6×6 puzzles (2×3 boxes) with 16 clues each.
//
//grade:points 2
func TestSixBySix(t *testing.T) {
	checkGenerate(t, 2, 3, 16, 93891108990, 643296191933, 906951448684)
}

// Two 9×9 puzzles with 32 clues each.
//
//grade:points 3
func TestNineByNine(t *testing.T) {
	checkGenerate(t, 3, 3, 32, 893487400702, 665162736942)
}

// Two 6×6 puzzles of 3×2 boxes with 15 clues each.
//
//grade:points 2 hidden
func TestHiddenTallBoxes(t *testing.T) {
	checkGenerate(t, 3, 2, 15, 134090555599, 537397185098)
}

// Three 9×9 puzzles with 30 clues each.
//
//grade:points 3 hidden
func TestHiddenNine(t *testing.T) {
	checkGenerate(t, 3, 3, 30, 641727578435, 704008164976, 202281487160)
}

// An 8×8 puzzle of 2×4 boxes with 30 clues.
//
//grade:points 1 after-due
func TestAfterDueEight(t *testing.T) {
	checkGenerate(t, 2, 4, 30, 170436981068)
}
