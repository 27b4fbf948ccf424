package main

// The grader's runner for a4-nakedpair: it is compiled with the student's
// code and answers one request. It is not part of the release.

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/sudokit/sudokit/assignments/runner"
)

func main() {
	runner.Serve(map[string]runner.Handler{"nakedpair": graderNakedPair})
}

// graderNakedPair calls FindNakedPair and reports the step with cells as
// [row, col] (0-based, [-1, -1] for a cell not on the board) and the house
// by its name.
func graderNakedPair(input json.RawMessage) (any, error) {
	b, err := graderBoard(input)
	if err != nil {
		return nil, err
	}
	index := map[*Cell]int{}
	for i, c := range b.Cells {
		index[c] = i
	}
	n := b.N()
	pos := func(c *Cell) (int, int) {
		i, ok := index[c]
		if !ok {
			return -1, -1
		}
		return i / n, i % n
	}
	step, found := FindNakedPair(b)
	out := map[string]any{"found": found}
	if !found {
		return out, nil
	}
	var pair [][2]int
	for _, c := range step.Pair {
		r, col := pos(c)
		pair = append(pair, [2]int{r, col})
	}
	elims := [][3]int{}
	for _, e := range step.Eliminations {
		r, col := pos(e.Cell)
		elims = append(elims, [3]int{r, col, e.Value})
	}
	house := ""
	if step.House != nil {
		house = fmt.Sprintf("%s %d", step.House.Kind, step.House.Index+1)
	}
	out["step"] = map[string]any{
		"pair":         pair,
		"values":       step.Values[:],
		"house":        house,
		"eliminations": elims,
	}
	return out, nil
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
