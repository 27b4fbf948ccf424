package sudoku

import (
	"errors"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// Sentinel errors: every error the package returns wraps one of these, so
// callers can test the kind of problem with errors.Is and get the details
// (line, column, cells) with errors.As on the typed errors below.
var (
	ErrShape         = errors.New("impossible box shape")
	ErrTooLarge      = errors.New("board larger than 64×64")
	ErrInvalidChar   = errors.New("invalid character")
	ErrValueRange    = errors.New("value out of range")
	ErrCellCount     = errors.New("wrong number of cells")
	ErrLineCount     = errors.New("wrong number of lines")
	ErrSyntax        = errors.New("syntax error")
	ErrGiven         = errors.New("cell holds a given")
	ErrConflict      = errors.New("givens break a rule")
	ErrNoSolution    = errors.New("no solution")
	ErrUnknownFormat = errors.New("unknown format")
)

// ShapeError reports box dimensions that make no board: a box side below 1,
// or N = BoxRows·BoxCols above 64.
type ShapeError struct {
	BoxRows, BoxCols int
	Size             int // the side N the shape would give
}

func (e *ShapeError) Error() string {
	if e.Size > MaxSize {
		return lang.Sprintf("sudoku: board %[1]d×%[1]d is larger than 64×64 (boxes %[2]d×%[3]d)", e.Size, e.BoxRows, e.BoxCols)
	}
	if e.BoxRows == 0 && e.BoxCols == 0 {
		return lang.Sprintf("sudoku: no box shape fits a board of side %d", e.Size)
	}
	return lang.Sprintf("sudoku: impossible box dimensions %[1]d×%[2]d", e.BoxRows, e.BoxCols)
}

// Unwrap returns ErrTooLarge or ErrShape.
func (e *ShapeError) Unwrap() error {
	if e.Size > MaxSize {
		return ErrTooLarge
	}
	return ErrShape
}

// SizeError reports a list of values whose length is not N².
type SizeError struct{ Want, Got int }

func (e *SizeError) Error() string {
	return lang.Sprintf("sudoku: %[1]d values for a board of %[2]d cells", e.Got, e.Want)
}

// Unwrap returns ErrCellCount.
func (e *SizeError) Unwrap() error { return ErrCellCount }

// ValueError reports a value outside 0–N for a cell.
type ValueError struct {
	Cell  string // the cell's name, "r1c1"
	Value int
	N     int
}

func (e *ValueError) Error() string {
	return lang.Sprintf("sudoku: value %[1]d in %[2]s is out of range 1–%[3]d", e.Value, e.Cell, e.N)
}

// Unwrap returns ErrValueRange.
func (e *ValueError) Unwrap() error { return ErrValueRange }

// GivenError reports an attempt to change a given.
type GivenError struct{ Cell string }

func (e *GivenError) Error() string { return lang.Sprintf("sudoku: %s holds a given", e.Cell) }

// Unwrap returns ErrGiven.
func (e *GivenError) Unwrap() error { return ErrGiven }

// ParseError reports bad input text. Line and Column are 1-based; Column is 0
// when the problem concerns a whole line, Line is 0 when it concerns the
// whole input. Err is one of the sentinel errors (ErrInvalidChar,
// ErrValueRange, ErrCellCount, ErrLineCount, ErrTooLarge, ErrShape,
// ErrSyntax, …).
type ParseError struct {
	Source string // file name or format, may be empty
	Line   int
	Column int
	Err    error
	Detail string // what was found, in words
}

func (e *ParseError) Error() string {
	pos := ""
	switch {
	case e.Line > 0 && e.Column > 0:
		pos = lang.Sprintf("line %[1]d, column %[2]d: ", e.Line, e.Column)
	case e.Line > 0:
		pos = lang.Sprintf("line %d: ", e.Line)
	}
	src := "sudoku: "
	if e.Source != "" {
		src = e.Source + ": "
	}
	if e.Detail == "" {
		return src + pos + sentinelText(e.Err)
	}
	return src + pos + lang.Sprintf("%[1]s: %[2]s", sentinelText(e.Err), e.Detail)
}

// Unwrap returns the sentinel error.
func (e *ParseError) Unwrap() error { return e.Err }

// ConflictError reports givens that already break a rule: two cells of one
// house hold the same value.
type ConflictError struct {
	Conflict
	Source string // file name, may be empty
}

func (e *ConflictError) Error() string {
	src := "sudoku: "
	if e.Source != "" {
		src = e.Source + ": "
	}
	c := e.Conflict
	return src + lang.Sprintf("givens break a rule: %[1]s and %[2]s both hold %[3]c in %[4]s", c.A, c.B, ValueChar(c.Value), c.House.LocalIn())
}

// Unwrap returns ErrConflict.
func (e *ConflictError) Unwrap() error { return ErrConflict }
