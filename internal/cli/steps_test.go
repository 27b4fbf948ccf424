package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/exact"
	"github.com/sudokit/sudokit/sudoku/generate"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/trace"
)

func TestSolveSteps(t *testing.T) {
	code, out, errOut := run(t, "", "solve", "--steps", "testdata/six.txt")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	for i, line := range lines {
		num, sentence, ok := strings.Cut(strings.TrimSpace(line), ". ")
		if !ok || num != strconv.Itoa(i+1) || !strings.HasSuffix(sentence, ".") {
			t.Fatalf("line %d is not a numbered sentence: %q", i+1, line)
		}
	}
	code, out, _ = run(t, "", "solve", "--steps", "--json", "testdata/six.txt")
	var trace trace.Trace
	if code != 0 || json.Unmarshal([]byte(out), &trace) != nil {
		t.Fatalf("--json: exit %d, %.200s", code, out)
	}
	if len(trace.Steps) != len(lines) || !trace.Solved {
		t.Errorf("JSON trace has %d steps (solved %v), text has %d", len(trace.Steps), trace.Solved, len(lines))
	}
	if _, err := trace.Replay(); err != nil {
		t.Errorf("JSON trace does not replay: %v", err)
	}
	code, out, _ = run(t, "", "solve", "--steps", "testdata/six28.txt")
	if code != 1 || !strings.Contains(out, "more than one solution") {
		t.Errorf("28 solutions: exit %d, %q", code, out)
	}
}

func TestHint(t *testing.T) {
	var texts []string
	for level := 1; level <= 3; level++ {
		code, out, errOut := run(t, "", "hint", "--level", strconv.Itoa(level), "testdata/inf1010-9x9.txt")
		if code != 0 {
			t.Fatalf("level %d: exit %d: %s", level, code, errOut)
		}
		texts = append(texts, strings.TrimSpace(out))
	}
	// Level 1 names a house, level 2 a cell, level 3 the move.
	if !strings.Contains(texts[0], "box") && !strings.Contains(texts[0], "row") && !strings.Contains(texts[0], "column") {
		t.Errorf("level 1 names no house: %q", texts[0])
	}
	if !strings.Contains(texts[1], "r") || texts[1] == texts[0] {
		t.Errorf("level 2: %q", texts[1])
	}
	if !strings.Contains(texts[2], "place") && !strings.Contains(texts[2], "remove") {
		t.Errorf("level 3 tells no move: %q", texts[2])
	}

	// An entered value that contradicts the solution: the hint names it.
	// The index format marks givens with readOnly 1 and entries with 0.
	b, err := sudoku.ReadFile("testdata/inf1010-9x9.txt", sudoku.FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	solved, _ := exact.Solve(b[0])
	wrong := solved.Value(0, 0)%9 + 1
	if err := b[0].Set(0, 0, wrong); err != nil {
		t.Fatal(err)
	}
	text, _ := sudoku.FormatBoard(b[0], sudoku.FormatIndex)
	path := filepath.Join(t.TempDir(), "game.txt")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	_, out, errOut := run(t, "", "hint", "--level", "2", path)
	if !strings.Contains(out, "r1c1") {
		t.Errorf("wrong entry not named: %q %s", out, errOut)
	}
}

func TestRate(t *testing.T) {
	puzzles := "..1....6....6..1.46.54...3..24.3.......9.6.......5.91..8...94.55.3..7....1....7..\n" +
		"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n"
	code, out, errOut := run(t, puzzles, "rate", "--csv")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 || lines[0] != "puzzle,se,level,score,hardest" {
		t.Fatalf("CSV: %q", out)
	}
	first := strings.Split(lines[1], ",")
	if first[0] != strings.Split(puzzles, "\n")[0] {
		t.Errorf("rows out of input order: %q", lines[1])
	}
	easy, _ := strconv.ParseFloat(first[1], 64)
	hard, _ := strconv.ParseFloat(strings.Split(lines[2], ",")[1], 64)
	if !(easy < hard) || hard < 7 {
		t.Errorf("SE easy %v vs top1465 #1 %v", easy, hard)
	}
	code, out, _ = run(t, puzzles, "rate")
	if code != 0 || !strings.Contains(out, "SE") || !strings.Contains(out, "Extreme") || !strings.Contains(out, "Hidden Single") {
		t.Errorf("text report: %q", out)
	}
	code, out, _ = run(t, puzzles, "rate", "--json")
	var doc struct {
		Puzzles []struct{ Rating human.Rating } `json:"puzzles"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &doc) != nil || len(doc.Puzzles) != 2 {
		t.Errorf("--json: %.300s", out)
	}
}

func TestGenerate(t *testing.T) {
	args := []string{"generate", "--count", "4", "--level", "easy", "--symmetry", "rotate180", "--seed", "5"}
	code, one, errOut := run(t, "", append(args, "-j", "1")...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(errOut, "generated 4 puzzles") || !strings.Contains(errOut, "Easy") {
		t.Errorf("summary: %q", errOut)
	}
	_, two, _ := run(t, "", append(args, "-j", "2")...)
	if one != two {
		t.Errorf("-j changed the puzzles:\n%s\n%s", one, two)
	}
	lines := strings.Split(strings.TrimSpace(one), "\n")
	if len(lines) != 4 {
		t.Fatalf("%d lines", len(lines))
	}
	for _, line := range lines {
		b, err := sudoku.Parse(line, sudoku.FormatLine)
		if err != nil || !exact.Unique(b) || !generate.Rotate180.Holds(b) {
			t.Errorf("%q: not a unique rotate180 puzzle (%v)", line, err)
		}
		r, _ := human.Rate(b)
		if r.Level != human.Easy {
			t.Errorf("%q rated %v", line, r.Level)
		}
	}
	code, out, _ := run(t, "", "generate", "--size", "6", "--count", "1", "--format", "inf1010")
	if code != 0 || !strings.HasPrefix(out, "2\n3\n") {
		t.Errorf("6×6 INF1010: %q", out)
	}
	if code, _, _ := run(t, "", "generate", "--level", "impossible"); code != 2 {
		t.Errorf("bad level: exit %d", code)
	}
}
