package generate_test

import (
	"context"
	"fmt"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/exact"
	"github.com/sudokit/sudokit/sudoku/generate"
	"github.com/sudokit/sudokit/sudoku/human"
)

// Generate makes a puzzle to order: here a 9×9 puzzle with a half-turn
// symmetric clue pattern from which no single clue can be removed. The
// same options and seed give the same puzzle on every machine.
func ExampleGenerate() {
	opts := generate.Options{Symmetry: generate.Rotate180, Minimal: true, Seed: 2024}
	p, err := generate.Generate(context.Background(), opts)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("unique:", exact.Unique(p))
	fmt.Println("symmetric:", generate.Rotate180.Holds(p))
	fmt.Println("minimal:", generate.IsMinimal(p))
	// Output:
	// unique: true
	// symmetric: true
	// minimal: true
}

// A Generator makes many puzzles; with a Level each one is rated by Rate
// before it is handed out.
func ExampleGenerator_Next() {
	g, err := generate.New(generate.Options{Level: human.Hard, Seed: 7})
	if err != nil {
		fmt.Println(err)
		return
	}
	for i := 0; i < 3; i++ {
		p, err := g.Next(context.Background())
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(p.Level, p.Rating.Level == human.Hard, exact.Unique(p.Puzzle))
	}
	// Output:
	// Hard true true
	// Hard true true
	// Hard true true
}

// The bank holds ready-made puzzles for every level.
func ExampleBank() {
	hard := generate.Bank(human.Hard)
	fmt.Println(len(hard) >= 100, hard[0].Givens() > 16)
	small := generate.BankSized(sudoku.Shape{BoxRows: 2, BoxCols: 2})
	fmt.Println(small[0].N())
	// Output:
	// true true
	// 4
}

// The ohidaoui generator removes clues without checking uniqueness; with
// few clues most of its puzzles have several solutions.
func ExampleOhidaouiNonUniqueRate() {
	rate, _ := generate.OhidaouiNonUniqueRate(context.Background(), sudoku.Classic, 25, 100, 1)
	fmt.Println(rate > 0.5)
	// Output: true
}

// The Tsinghua generator's ten levels are defined by two numbers.
func ExampleTsinghuaLimits() {
	for _, level := range []int{1, 5, 10} {
		g, e := generate.TsinghuaLimits(sudoku.Classic, level)
		fmt.Printf("level %d: at least %d givens, at most %d empty cells per line\n", level, g, e)
	}
	// Output:
	// level 1: at least 50 givens, at most 4 empty cells per line
	// level 5: at least 37 givens, at most 6 empty cells per line
	// level 10: at least 20 givens, at most 9 empty cells per line
}

// The Hasselt generator's levels add clues that open extra solving paths.
func ExampleHasselt() {
	for level := 1; level <= generate.HasseltLevels; level += 2 {
		p, _ := generate.Hasselt(context.Background(), sudoku.Classic, level, 1)
		fmt.Println(level, p.Reinserted, exact.Unique(p.Puzzle))
	}
	// Output:
	// 1 16 true
	// 3 8 true
	// 5 0 true
}
