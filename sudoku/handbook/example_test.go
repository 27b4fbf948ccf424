package handbook_test

import (
	"fmt"

	"github.com/sudokit/sudokit/sudoku/handbook"
)

// A family's three worked examples show three of its techniques, each
// with where the solver found it.
func ExampleWorked() {
	for _, e := range handbook.Worked("Basic Fish") {
		fmt.Printf("%s · %s\n", e.Step.Technique, e.Where())
	}
	// Output:
	// X-Wing · Hard bank puzzle 6, step 39
	// Swordfish · Hard bank puzzle 71, step 19
	// Jellyfish · Extreme bank puzzle 20, step 10, by a solver with only the basics and Jellyfish
}

// An exercise is a position to find the step in: the hints help one level
// at a time, and Check says what is right in an answer.
func ExampleExercise() {
	ex, err := handbook.Exercise("Singles", 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(ex.Hint(1))
	fmt.Println(ex.Hint(2))
	fmt.Println(ex.Check("r1c1=1"))
	fmt.Println(ex.Check("R9C2=2"))
	// Output:
	// Look for a full house in box 7.
	// Look at r9c2: a full house in box 7.
	// 0 of your moves follow from the step; these do not: r1c1=1.
	// Right! That is the Full House: Full house: r9c2 is the last empty cell of box 7, so it takes the missing value 2.
}

// Examples serves a technique too, as many as are stored (n < 1) or the
// first n: a practice sheet of X-Wings.
func ExampleExamples() {
	xwings, err := handbook.Examples("X-Wing", 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(xwings), "X-Wings; the first:", xwings[0].Step.Explanation)
	// Output:
	// 6 X-Wings; the first: X-Wing on 7: in rows 5 and 8, 7 can go only in columns 2 and 4, so remove 7 from r4c4 and r9c2.
}
