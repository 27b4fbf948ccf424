// Package handbook holds worked examples of every family of techniques the
// step solver knows, found once and stored with the library, for the
// technique handbook (notebook 10) and the practice sheets of
// "sudokit render --sheet --practice".
//
// An example is a real position: a puzzle, the pencil marks at one step of
// the step solver's way through it, and the step it takes there. A notebook
// asks for them in one line:
//
//	for _, e := range handbook.Worked("Basic Fish") { … } // three worked examples
//	ex, err := handbook.Exercise("Basic Fish", 1)         // a position to find the step in
//	fmt.Println(ex.Hint(1), ex.Check("r5c2<>7"))
//
// The examples come from the puzzle bank of package generate and from the
// puzzle sets in the project's shared data (top1465, hardest1106). They are
// found by `go generate ./sudoku/handbook` (examples/build.go, which calls
// Find) and stored in examples/examples.txt, one line per example. A
// technique the full solver never reaches in those puzzles (the last
// resorts, a few rare patterns) is found by a solver that knows only the
// basics (singles, intersections, naked and hidden pairs) and that
// technique: it must reach for it where the full solver would have found
// something simpler first. Such an example says so (Example.Restricted).
//
// Steps are not stored: loading an example asks its technique for its first
// step in the stored pencil marks, so the explanation is in the language
// current then. The package tests replay the solver on every stored
// example and check that it takes that very step there.
package handbook
