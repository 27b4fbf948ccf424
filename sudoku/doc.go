// Package sudoku is a teaching library for Sudoku puzzles of any box shape.
//
// A Board is a grid of Cells. Rows, columns and boxes are objects too
// (Houses): every cell links to its three houses, and every house keeps track
// of the values it already holds, so asking "may value v go in this cell?" is a
// constant-time question. Boards of every box shape r×c with N = r·c ≤ 64 are
// supported: 4×4 (2×2 boxes), 6×6 (2×3), 9×9 (3×3), 12×12 (3×4), 16×16,
// 25×25, … up to 64×64.
//
// Cells and houses carry the names people read: cells are "r1c1" (1-based),
// houses are "row 3", "column 5", "box 7".
//
// A map of the package, in the order a course meets it:
//
//   - The board: Shape, Board, Cell, House and Values (a set of values), with
//     the positions Pos and HouseRef.
//   - Reading and writing puzzles: Parse, ReadFile, ReadPuzzles, Write and
//     the Format constants (INF1010 files, one-line puzzles, grids, CSV, the
//     ohidaoui save format, the INF1010 pretty print), with errors that name
//     the line and column.
//   - The rules: Conflicts and IsValid.
//   - Solving by brute force, the INF1010 way: BruteForce, AllSolutions and
//     the Solutions container (3500 stored, all counted).
//
// The machinery lives in packages of its own beside this one, each using
// the model and none used by it:
//
//   - sudoku/exact: solving and counting fast (Solve, Count, Unique, Solver).
//   - sudoku/human: solving like a person (StepSolve, Techniques, NextHint)
//     and rating (Rate, Level).
//   - sudoku/trace: the plain data of a solve (Step, Grid, Trace) and the
//     index tables of a shape (Geometry); render draws steps from it
//     without linking any solver.
//   - sudoku/generate: making puzzles (Generate, the four teaching
//     generators, Bank).
//   - sudoku/game: playing (Play, Game: moves, undo, a timer, hints, saving).
//
// Pictures of boards, steps and traces are drawn by package render; in the
// sudokit Jupyter kernel, sudoku values show as pictures by themselves.
package sudoku
