// Package game plays a Sudoku puzzle the way a person does: a Game holds the
// values a player entered, their pencil marks, the moves made (with undo and
// redo), a timer that can be paused, and the puzzle's solution, so it can
// check a position and give hints in three levels.
//
// In a notebook cell, game.Play(puzzle) shows an interactive board (the
// JavaScript board embedded from play/, see play/README.md); a board saved
// from the page, or with Save, comes back with game.Load(...) or LoadFile.
// Hints come from the human-style step solver; the solution from the exact
// solver.
package game
