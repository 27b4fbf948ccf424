package game

import (
	"errors"

	"github.com/sudokit/sudokit/sudoku/lang"
	"golang.org/x/text/message"
)

// Errors of games. Moves on givens give a *GivenError (ErrGiven), values
// out of range a *ValueError (ErrValueRange).
var (
	ErrPaused        = errors.New("game is paused")
	ErrOffBoard      = errors.New("cell is off the board")
	ErrFilled        = errors.New("cell holds a value")
	ErrNothingToUndo = errors.New("nothing to undo")
	ErrNothingToRedo = errors.New("nothing to redo")
	ErrGameFormat    = errors.New("not a sudokit game")
	ErrHistory       = errors.New("history does not match the board")
)

// MoveError reports a move that cannot be made on its cell.
type MoveError struct {
	Move   string // "place", "mark", …
	Cell   string // the cell's name, "r1c1"
	Err    error  // ErrOffBoard or ErrFilled
	Detail string // more about it, may be empty
}

func (e *MoveError) Error() string {
	msg := lang.Sprintf("sudoku: %[1]s %[2]s: %[3]s", e.Move, e.Cell, sentinelText(e.Err))
	if e.Detail != "" {
		msg = lang.Sprintf("%[1]s (%[2]s)", msg, e.Detail)
	}
	return msg
}

// Unwrap returns the sentinel error.
func (e *MoveError) Unwrap() error { return e.Err }

// FileError reports a saved game that cannot be loaded, naming the
// JSON field at fault, for example "entries" or "history[3].after.marks".
type FileError struct {
	Source string // file name, may be empty
	Field  string // the JSON field, "" for the whole document
	Err    error  // a sentinel: ErrGameFormat, ErrSyntax, ErrShape, ErrCellCount, ErrInvalidChar, ErrValueRange, ErrGiven, ErrFilled, ErrConflict, ErrNoSolution, ErrNotUnique, ErrHistory
	Detail string // what was found, in words
}

func (e *FileError) Error() string {
	src := lang.Sprintf("sudoku: game")
	if e.Source != "" {
		src = e.Source
	}
	msg := src + ": "
	if e.Field != "" {
		msg += e.Field + ": "
	}
	if e.Detail == "" {
		return msg + sentinelText(e.Err)
	}
	return msg + lang.Sprintf("%[1]s: %[2]s", sentinelText(e.Err), e.Detail)
}

// Unwrap returns the sentinel error.
func (e *FileError) Unwrap() error { return e.Err }

// sentinelText returns the text of err in the current language: the
// catalog's translation of its English text (the game's sentinels and
// package sudoku's), or its English text.
func sentinelText(err error) string {
	return lang.Current().Sprintf(message.Key(err.Error(), "%s"), err.Error())
}
