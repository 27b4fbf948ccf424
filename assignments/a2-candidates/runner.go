package main

// The grader's runner for a2-candidates: it is compiled with the student's
// code and answers one request. It is not part of the release.

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/sudokit/sudokit/assignments/runner"
)

func main() {
	runner.Serve(map[string]runner.Handler{"candidates": graderCandidates})
}

// graderCandidates reports the house objects of every cell (numbered per
// kind in the order reading the board meets them), the cells each object
// lists, and the candidates of every empty cell.
func graderCandidates(input json.RawMessage) (any, error) {
	b, err := graderBoard(input)
	if err != nil {
		return nil, err
	}
	index := map[*Cell]int{}
	for i, c := range b.Cells {
		index[c] = i
	}
	ids := [3]map[*House]int{{}, {}, {}}
	lists := [3][][]int{}
	houses := make([][3]int, len(b.Cells))
	candidates := make([][]int, len(b.Cells))
	for i, c := range b.Cells {
		for k, h := range [3]*House{c.Row, c.Column, c.Box} {
			if h == nil {
				houses[i][k] = -1
				continue
			}
			id, ok := ids[k][h]
			if !ok {
				id = len(ids[k])
				ids[k][h] = id
				var cells []int
				for _, hc := range h.Cells {
					if j, ok := index[hc]; ok {
						cells = append(cells, j)
					} else {
						cells = append(cells, -1)
					}
				}
				lists[k] = append(lists[k], cells)
			}
			houses[i][k] = id
		}
		if c.Value == 0 && c.Row != nil && c.Column != nil && c.Box != nil {
			candidates[i] = c.Candidates()
		}
	}
	return map[string]any{
		"houses":      houses,
		"house_cells": map[string][][]int{"row": lists[0], "column": lists[1], "box": lists[2]},
		"candidates":  candidates,
	}, nil
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
