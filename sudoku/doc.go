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
//   - Reading and writing puzzles: Parse, ReadFile, ReadPuzzles, Write and
//     the Format constants (INF1010 files, one-line puzzles, grids, CSV, the
//     ohidaoui save format, the INF1010 pretty print).
//   - Solving by brute force, the INF1010 way: BruteForce, AllSolutions and
//     the Solutions container (3500 stored, all counted).
//   - Solving fast: Solve, Count, Unique and the reusable Solver.
//   - Solving like a person: StepSolve gives a Trace of explained Steps,
//     tried from the simplest Technique to the hardest (Techniques); a Grid
//     holds the pencil marks. NextHint reveals the next step a little at a
//     time; Rate gives a Sudoku Explainer number and a level.
//   - Making puzzles: Generate with GenerateOptions, the four teaching
//     generators of the seed projects (GenerateOhidaoui, GenerateCzech,
//     GenerateHasselt, GenerateTsinghua), and a ready-made Bank.
//   - Playing: Play and Game (moves, undo and redo, a timer, hints, saving).
//
// Pictures of boards, steps and traces are drawn by package render; in the
// sudokit Jupyter kernel, sudoku values show as pictures by themselves.
package sudoku
