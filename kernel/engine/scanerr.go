package engine

import (
	"errors"
	"go/scanner"
)

// asScannerError converts a go/scanner error list to source errors.
func asScannerError(err error) ([]sourceError, bool) {
	var el scanner.ErrorList
	if errors.As(err, &el) {
		out := make([]sourceError, 0, len(el))
		for _, e := range el {
			out = append(out, sourceError{e.Pos.Filename, e.Pos.Line, e.Pos.Column, e.Msg})
		}
		return out, true
	}
	var e *scanner.Error
	if errors.As(err, &e) {
		return []sourceError{{e.Pos.Filename, e.Pos.Line, e.Pos.Column, e.Msg}}, true
	}
	return nil, false
}
