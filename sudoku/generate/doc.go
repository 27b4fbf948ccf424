// Package generate makes Sudoku puzzles of every box shape: Generate (or a
// reusable Generator) with Options for the shape, the number of clues, a
// symmetry and a wished level or SE band, so every puzzle has exactly one
// solution and is rated by the human-style solver. The four teaching
// generators of the seed projects (Ohidaoui, Czech, Hasselt, Tsinghua) show
// other ways to do it, and Bank holds ready-made puzzles of every level,
// embedded from bank/ (rebuilt with BuildBank).
package generate
