package generate

import (
	"embed"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/internal/puzzlefile"
)

// The bank is a set of ready-made puzzles built into the package, for
// notebooks and games that want a puzzle at once. It was made by this
// package's generator and is rebuilt with
//
//	go generate ./sudoku
//
// which runs bank/build.go (BuildBank with DefaultBankSpecs; about a
// minute). Each file of sudoku/generate/bank holds one shape, and maybe one level
// ("3x3-2-medium.txt", "2x3.txt"), one puzzle per line:
//
//	<puzzle in FormatLine> <level> <SE rating, or - when not rated>
//
// 9×9, 6×6 and 4×4 puzzles are rated by Rate; 16×16 puzzles carry their
// ClueLevel and no SE rating.
//
//go:generate go run ./bank/build.go -dir bank
//go:embed bank/*.txt
var bankFiles embed.FS

// BankPuzzle is one puzzle of the bank with its difficulty.
type BankPuzzle struct {
	Puzzle *sudoku.Board
	Level  human.Level // Rate's level, or ClueLevel for boards above 9×9
	SE     float64     // Sudoku Explainer rating; 0 when not rated
}

// Bank returns the bank's 9×9 puzzles of the given level, a few hundred for
// each level. The boards are fresh copies: change them freely.
func Bank(level human.Level) []*sudoku.Board {
	var out []*sudoku.Board
	for _, p := range BankPuzzles(sudoku.Classic) {
		if p.Level == level {
			out = append(out, p.Puzzle)
		}
	}
	return out
}

// BankSized returns the bank's puzzles of shape s (all levels): there are
// 4×4 (Shape{2, 2}), 6×6 (Shape{2, 3}), 9×9 and 16×16 (Shape{4, 4})
// puzzles. Other shapes give none.
func BankSized(s sudoku.Shape) []*sudoku.Board {
	ps := BankPuzzles(s)
	out := make([]*sudoku.Board, len(ps))
	for i, p := range ps {
		out[i] = p.Puzzle
	}
	return out
}

// BankPuzzles returns the bank's puzzles of shape s with their levels and
// SE ratings, easiest level first. The boards are fresh copies.
func BankPuzzles(s sudoku.Shape) []BankPuzzle {
	entries := bankEntries(s)
	out := make([]BankPuzzle, len(entries))
	for i, e := range entries {
		out[i] = BankPuzzle{Puzzle: boardOf(s, e.values), Level: e.level, SE: e.se}
	}
	return out
}

// bankEntry is a parsed bank line.
type bankEntry struct {
	values []int
	level  human.Level
	se     float64
}

var (
	bankOnce  sync.Once
	bankShape map[sudoku.Shape][]bankEntry
	bankErr   error
)

// bankEntries parses the embedded files once and returns shape s's entries.
// A damaged file is a build mistake; the package tests read every line.
func bankEntries(s sudoku.Shape) []bankEntry {
	bankOnce.Do(func() { bankShape, bankErr = loadBank() })
	return bankShape[s]
}

// loadBank reads every embedded bank file, in name order (which puts the
// levels of a shape in order: the files are named shape-level-name).
func loadBank() (map[sudoku.Shape][]bankEntry, error) {
	files, err := bankFiles.ReadDir("bank")
	if err != nil {
		return nil, err
	}
	out := map[sudoku.Shape][]bankEntry{}
	for _, f := range files {
		name := f.Name()
		s, err := sudoku.ParseShape(strings.SplitN(strings.TrimSuffix(name, ".txt"), "-", 2)[0])
		if err != nil {
			return nil, fmt.Errorf("sudoku: bank file %s: %w", name, err)
		}
		data, err := bankFiles.ReadFile("bank/" + name)
		if err != nil {
			return nil, err
		}
		entries, err := parseBank(name, s, string(data))
		if err != nil {
			return nil, err
		}
		out[s] = append(out[s], entries...)
	}
	return out, nil
}

// parseBank reads the lines of one bank file of shape s.
func parseBank(name string, s sudoku.Shape, text string) ([]bankEntry, error) {
	return puzzlefile.Records("bank/"+name, text, func(line string) (bankEntry, int, error) {
		return parseBankLine(s, line)
	})
}

// parseBankLine reads "<puzzle> <level> <SE|->". On error it returns the
// 1-based column of the bad field.
func parseBankLine(s sudoku.Shape, line string) (bankEntry, int, error) {
	fields := strings.Fields(line)
	if len(fields) != 3 {
		return bankEntry{}, 1, fmt.Errorf("want 3 fields (puzzle, level, SE), got %d", len(fields))
	}
	if len(fields[0]) != s.Cells() {
		return bankEntry{}, 1, fmt.Errorf("puzzle has %d cells, want %d", len(fields[0]), s.Cells())
	}
	e := bankEntry{values: make([]int, s.Cells())}
	for i := 0; i < len(fields[0]); i++ {
		v, ok := sudoku.CharValue(fields[0][i])
		if !ok || v > s.N() {
			return bankEntry{}, i + 1, fmt.Errorf("bad cell %q", fields[0][i])
		}
		e.values[i] = v
	}
	col := len(fields[0]) + 2
	var err error
	if e.level, err = human.ParseLevel(fields[1]); err != nil {
		return bankEntry{}, col, err
	}
	col += len(fields[1]) + 1
	if fields[2] != "-" {
		if e.se, err = strconv.ParseFloat(fields[2], 64); err != nil {
			return bankEntry{}, col, fmt.Errorf("bad SE rating %q", fields[2])
		}
	}
	return e, 0, nil
}
