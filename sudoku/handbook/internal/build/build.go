// Package build finds the handbook's examples from the puzzles they come
// from: the bank of package generate and the shared data's puzzle sets. It
// is what examples/build.go runs, and what the tests compare the stored
// examples with.
package build

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/generate"
	"github.com/sudokit/sudokit/sudoku/handbook"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/internal/puzzlefile"
)

// PerTechnique is how many examples of each technique the stored file holds.
const PerTechnique = 6

// Sources returns the puzzles Find goes through: the bank's levels, easiest
// first, for the full solver; then, for the restricted solvers, the bank's
// levels hardest first, hardest1106 and top1465 from dataDir/puzzles.
func Sources(dataDir string) (natural, extra []handbook.Source, err error) {
	for l := human.Easy; l <= human.Extreme; l++ {
		natural = append(natural, handbook.Source{Name: "bank-" + strings.ToLower(l.String()), Puzzles: generate.Bank(l)})
	}
	for k := len(natural) - 1; k >= 0; k-- {
		extra = append(extra, natural[k])
	}
	for _, name := range []string{"hardest1106", "top1465"} {
		ps, err := readPuzzles(filepath.Join(dataDir, "puzzles", name+".txt"))
		if err != nil {
			return nil, nil, err
		}
		extra = append(extra, handbook.Source{Name: name, Puzzles: ps})
	}
	return natural, extra, nil
}

// File finds the examples and returns the text of examples.txt.
func File(ctx context.Context, dataDir string, workers int, log io.Writer) ([]byte, error) {
	natural, extra, err := Sources(dataDir)
	if err != nil {
		return nil, err
	}
	records, err := handbook.Find(ctx, natural, extra, handbook.FindOptions{PerTechnique: PerTechnique, Workers: workers, Log: log})
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	header := fmt.Sprintf("sudokit handbook examples, %d of each technique: go generate ./sudoku/handbook", PerTechnique)
	if err := handbook.WriteRecords(&buf, header, records); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// readPuzzles reads a file of one puzzle a line ('#' lines and blank
// lines skipped); a puzzle's number is its place among the puzzles.
func readPuzzles(path string) ([]*sudoku.Board, error) {
	lines, err := puzzlefile.Read(path)
	if err != nil {
		return nil, err
	}
	out := make([]*sudoku.Board, 0, len(lines))
	for _, l := range lines {
		b, err := sudoku.Parse(l.Text, sudoku.FormatLine)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, l.No, err)
		}
		out = append(out, b)
	}
	return out, nil
}
