package handbook

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/internal/puzzlefile"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// The stored examples, one per line (see Record.Line):
//
//	<technique>|<source>|<item>|<step>|<solver>|<grid>|<removed>
//
//go:generate go run ./examples/build.go -data ../../../shared/data -out examples/examples.txt
//go:embed examples/examples.txt
var stored string

// A Record is one stored example: where it was found and the pencil marks
// the step was found in. Example turns it into a puzzle, a grid and a step.
type Record struct {
	Technique  string // the technique's name, "X-Wing"
	Source     string // the puzzle set: "bank-extreme", "top1465", "hardest1106"
	Item       int    // the puzzle's number in its set, from 1
	StepNo     int    // the step's number on the solver's way, from 1
	Restricted bool   // found by a solver that knows only the basics and this technique

	// Grid is the board: '.' an empty cell, '1'-'9' a given, 'a'-'i' a
	// value placed by the steps before (a is 1).
	Grid string
	// Removed lists the candidates that the steps before removed beyond
	// what the placed values rule out, as "rcv" digit triples.
	Removed string
}

// Line returns the record as one line of examples.txt.
func (r Record) Line() string {
	solver := "all"
	if r.Restricted {
		solver = "basics"
	}
	removed := r.Removed
	if removed == "" {
		removed = "-"
	}
	return fmt.Sprintf("%s|%s|%d|%d|%s|%s|%s", r.Technique, r.Source, r.Item, r.StepNo, solver, r.Grid, removed)
}

// recordOf stores a position of puzzle before a step of technique.
func recordOf(technique, source string, item, stepNo int, restricted bool, puzzle *sudoku.Board, before *trace.Grid) Record {
	geo := before.Geo
	grid := make([]byte, len(before.Values))
	var removed strings.Builder
	natural := trace.NewGrid(before.Board(puzzle))
	for i, v := range before.Values {
		switch {
		case v == 0:
			grid[i] = '.'
			for c := range natural.Cands[i].All() {
				if !before.Cands[i].Has(c) {
					p := geo.Pos(i)
					fmt.Fprintf(&removed, "%d%d%d", p.Row+1, p.Col+1, c)
				}
			}
		case puzzle.CellAt(i).Given():
			grid[i] = byte('0' + v)
		default:
			grid[i] = byte('a' + v - 1)
		}
	}
	return Record{Technique: technique, Source: source, Item: item, StepNo: stepNo, Restricted: restricted,
		Grid: string(grid), Removed: removed.String()}
}

// position rebuilds the puzzle (its givens) and the pencil marks of r.
func (r Record) position() (*sudoku.Board, *trace.Grid, error) {
	puzzle, err := sudoku.NewBoard(sudoku.Classic)
	if err != nil {
		return nil, nil, err
	}
	placed, _ := sudoku.NewBoard(sudoku.Classic)
	if len(r.Grid) != sudoku.Classic.Cells() {
		return nil, nil, fmt.Errorf("grid has %d cells, want %d", len(r.Grid), sudoku.Classic.Cells())
	}
	for i := 0; i < len(r.Grid); i++ {
		c := r.Grid[i]
		switch {
		case c == '.':
		case c >= '1' && c <= '9':
			if err := puzzle.CellAt(i).SetGiven(int(c - '0')); err != nil {
				return nil, nil, fmt.Errorf("cell %d: %w", i+1, err)
			}
			_ = placed.CellAt(i).SetGiven(int(c - '0'))
		case c >= 'a' && c <= 'i':
			if err := placed.CellAt(i).Set(int(c-'a') + 1); err != nil {
				return nil, nil, fmt.Errorf("cell %d: %w", i+1, err)
			}
		default:
			return nil, nil, fmt.Errorf("cell %d: bad character %q", i+1, c)
		}
	}
	g := trace.NewGrid(placed)
	for k := 0; k+3 <= len(r.Removed); k += 3 {
		t := r.Removed[k : k+3]
		row, col, v := int(t[0]-'0'), int(t[1]-'0'), int(t[2]-'0')
		if row < 1 || row > 9 || col < 1 || col > 9 || v < 1 || v > 9 {
			return nil, nil, fmt.Errorf("removed candidate %q: want row, column and value digits 1-9", t)
		}
		if !g.Eliminate(g.Geo.Index(sudoku.Pos{Row: row - 1, Col: col - 1}), v) {
			return nil, nil, fmt.Errorf("removed candidate %q is not a candidate there", t)
		}
	}
	if len(r.Removed)%3 != 0 {
		return nil, nil, fmt.Errorf("removed candidates %q: want digit triples", r.Removed)
	}
	return puzzle, g, nil
}

// ParseRecords reads examples.txt text: one record per line, '#' lines
// and blank lines skipped. Bad input gives a *sudoku.ParseError naming the
// line and column.
func ParseRecords(source, text string) ([]Record, error) {
	return parseRecords(source, text, true)
}

// parseRecords is ParseRecords; with positions false it checks each
// record's fields but does not rebuild its position (two boards and their
// pencil marks a record).
func parseRecords(source, text string, positions bool) ([]Record, error) {
	return puzzlefile.Records(source, text, func(line string) (Record, int, error) {
		return parseRecord(line, positions)
	})
}

// parseRecord reads one line, rebuilding its position when positions is
// set; on error it returns the 1-based column of the bad field.
func parseRecord(line string, positions bool) (Record, int, error) {
	f := strings.Split(line, "|")
	if len(f) != 7 {
		return Record{}, 1, fmt.Errorf("want 7 fields separated by |, got %d", len(f))
	}
	col := func(k int) int { // the column where field k starts
		c := 1
		for _, s := range f[:k] {
			c += len(s) + 1
		}
		return c
	}
	r := Record{Technique: f[0], Source: f[1], Grid: f[5], Removed: f[6]}
	if human.TechniqueNamed(r.Technique) == nil {
		return Record{}, 1, fmt.Errorf("no technique is called %q", r.Technique)
	}
	var err error
	if r.Item, err = strconv.Atoi(f[2]); err != nil || r.Item < 1 {
		return Record{}, col(2), fmt.Errorf("bad puzzle number %q", f[2])
	}
	if r.StepNo, err = strconv.Atoi(f[3]); err != nil || r.StepNo < 1 {
		return Record{}, col(3), fmt.Errorf("bad step number %q", f[3])
	}
	switch f[4] {
	case "all":
	case "basics":
		r.Restricted = true
	default:
		return Record{}, col(4), fmt.Errorf("solver %q: want all or basics", f[4])
	}
	if r.Removed == "-" {
		r.Removed = ""
	}
	if !positions {
		return r, 0, nil
	}
	if _, _, err := r.position(); err != nil {
		if strings.HasPrefix(err.Error(), "removed") {
			return Record{}, col(6), err
		}
		return Record{}, col(5), err
	}
	return r, 0, nil
}

var (
	recordsOnce sync.Once
	records     []Record
	recordsErr  error
)

// storedSource names the stored examples in errors.
const storedSource = "handbook/examples/examples.txt"

// Records returns the stored examples, grouped by technique in the step
// solver's order. The slice is a copy.
//
// Every program that shows one example reads them all, so Records checks
// each record's fields but does not rebuild every position (8 MB of
// boards a program; the package's tests rebuild and replay each one with
// ParseRecords); Example rebuilds the position of the record it turns
// into an example, and reports an error there.
func Records() ([]Record, error) {
	recordsOnce.Do(func() { records, recordsErr = parseRecords(storedSource, stored, false) })
	return append([]Record(nil), records...), recordsErr
}
