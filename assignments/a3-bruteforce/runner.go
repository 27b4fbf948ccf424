package main

// The grader's runner for a3-bruteforce: it is compiled with the student's
// code and answers one request. It is not part of the release.

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/sudokit/sudokit/assignments/runner"
)

func main() {
	runner.Serve(map[string]runner.Handler{"solve": graderSolve})
}

// graderSolve solves with SolveAll and reports the count and every board
// taken out of the container (at most one more than MaxStored, so a Take
// that never runs dry cannot loop forever).
func graderSolve(input json.RawMessage) (any, error) {
	b, err := graderBoard(input)
	if err != nil {
		return nil, err
	}
	found := SolveAll(b)
	if found == nil {
		return nil, errors.New("SolveAll returned nil")
	}
	var solutions []string
	for len(solutions) <= MaxStored {
		s := found.Take()
		if s == nil {
			break
		}
		text := make([]byte, len(s.Cells))
		for i, c := range s.Cells {
			text[i] = '?'
			if c != nil && c.Value >= 0 && c.Value <= 64 {
				text[i] = ValueChar(c.Value)
			}
		}
		solutions = append(solutions, string(text))
	}
	return map[string]any{"count": found.Count(), "solutions": solutions}, nil
}

// graderBoard writes the input into a file, reads it with ReadFile and
// builds the structure.
func graderBoard(input json.RawMessage) (*Board, error) {
	var in struct {
		File string `json:"file"`
	}
	if err := json.Unmarshal(input, &in); err != nil {
		return nil, err
	}
	if err := os.WriteFile("board.txt", []byte(in.File), 0o600); err != nil {
		return nil, err
	}
	b, err := ReadFile("board.txt")
	if err != nil {
		return nil, fmt.Errorf("ReadFile failed on a valid board: %v", err)
	}
	if b == nil || len(b.Cells) != b.N()*b.N() {
		return nil, errors.New("ReadFile returned an incomplete board")
	}
	b.BuildStructure()
	return b, nil
}
