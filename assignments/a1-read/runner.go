package main

// The grader's runner for a1-read: it is compiled with the student's code and
// answers one request. It is not part of the release.

import (
	"encoding/json"
	"errors"
	"os"

	"github.com/sudokit/sudokit/assignments/runner"
)

func main() {
	runner.Serve(map[string]runner.Handler{"read": graderRead})
}

// graderRead writes the input into a file, reads it with the student's
// ReadFile and reports the error kind or the board and its print.
func graderRead(input json.RawMessage) (any, error) {
	var in struct {
		File    string `json:"file"`
		Missing bool   `json:"missing"`
	}
	if err := json.Unmarshal(input, &in); err != nil {
		return nil, err
	}
	path := "board.txt"
	if in.Missing {
		path = "no-such-board.txt"
	} else if err := os.WriteFile(path, []byte(in.File), 0o600); err != nil {
		return nil, err
	}
	b, err := ReadFile(path)
	out := map[string]any{}
	if err != nil {
		out["error"] = err.Error()
		out["error_kind"] = graderErrorKind(err)
		return out, nil
	}
	if b == nil {
		return nil, errors.New("ReadFile returned neither a board nor an error")
	}
	values := make([]int, len(b.Cells))
	for i, c := range b.Cells {
		if c != nil {
			values[i] = c.Value
		}
	}
	out["box_rows"], out["box_cols"], out["values"] = b.BoxRows, b.BoxCols, values
	out["printed"] = b.String()
	return out, nil
}

// graderErrorKind names the sentinel an error wraps.
func graderErrorKind(err error) string {
	for _, k := range []struct {
		sentinel error
		kind     string
	}{
		{ErrNotFound, "not-found"}, {ErrInvalidChar, "invalid-char"}, {ErrValueRange, "value-range"},
		{ErrCharCount, "char-count"}, {ErrTooLarge, "too-large"},
	} {
		if errors.Is(err, k.sentinel) {
			return k.kind
		}
	}
	return "other"
}
