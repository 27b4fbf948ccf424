package main

// The grader's runner for a5-generate: it is compiled with the student's
// code and answers one request. It is not part of the release.

import (
	"encoding/json"

	"github.com/sudokit/sudokit/assignments/runner"
)

func main() {
	runner.Serve(map[string]runner.Handler{"generate": graderGenerate})
}

// graderGenerate calls Generate once per seed, then once more per seed (so
// the grader can check that a seed always gives the same puzzle), and
// reports each puzzle's values in reading order (0 = empty; -1 for a cell
// that is missing).
func graderGenerate(input json.RawMessage) (any, error) {
	var in struct {
		BoxRows int     `json:"box_rows"`
		BoxCols int     `json:"box_cols"`
		Clues   int     `json:"clues"`
		Seeds   []int64 `json:"seeds"`
	}
	if err := json.Unmarshal(input, &in); err != nil {
		return nil, err
	}
	values := func(b *Board) []int {
		if b == nil {
			return nil
		}
		out := make([]int, len(b.Cells))
		for i, c := range b.Cells {
			out[i] = -1
			if c != nil {
				out[i] = c.Value
			}
		}
		return out
	}
	var puzzles, again [][]int
	for _, seed := range in.Seeds {
		puzzles = append(puzzles, values(Generate(in.BoxRows, in.BoxCols, in.Clues, seed)))
	}
	for _, seed := range in.Seeds {
		again = append(again, values(Generate(in.BoxRows, in.BoxCols, in.Clues, seed)))
	}
	return map[string]any{"puzzles": puzzles, "again": again}, nil
}
