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
// The package also reads and writes the common puzzle formats (see Read and
// Write), solves puzzles exactly (the teaching brute force in BruteForce and a
// fast solver in Solve, Count and Unique).
package sudoku
