package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
)

// run executes the command line in-process and returns exit status, stdout
// and stderr.
func run(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := Main(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestSolvePretty(t *testing.T) {
	code, out, errOut := run(t, "", "solve", "testdata/six.txt")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	want := "453|621\n126|534\n---+---\n514|362\n632|145\n---+---\n345|216\n261|453\n"
	if out != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
}

func TestSolveManyLines(t *testing.T) {
	data := filepath.Join("..", "..", "..", "shared", "data", "puzzles", "top1465.txt")
	raw, err := os.ReadFile(data)
	if err != nil {
		t.Skip("shared data not available:", err)
	}
	var puzzles []string
	for _, line := range strings.Split(string(raw), "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") && len(puzzles) < 50 {
			puzzles = append(puzzles, line)
		}
	}
	code, out, errOut := run(t, strings.Join(puzzles, "\n")+"\n", "solve", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != len(puzzles) {
		t.Fatalf("%d output lines for %d puzzles", len(lines), len(puzzles))
	}
	for i, line := range lines {
		b, err := sudoku.Parse(line, sudoku.FormatLine)
		if err != nil || !b.IsSolved() {
			t.Fatalf("line %d: %q is not a solved board (%v)", i+1, line, err)
		}
		for j := range puzzles[i] {
			if c := puzzles[i][j]; c != '.' && c != '0' && c != line[j] {
				t.Fatalf("line %d: given %c at %d changed", i+1, c, j)
			}
		}
	}
}

func TestSolveAllListing(t *testing.T) {
	code, out, _ := run(t, "", "solve", "--all", "testdata/six28.txt")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 29 || lines[28] != "total: 28" {
		t.Fatalf("listing has %d lines, last %q", len(lines), lines[len(lines)-1])
	}
	if lines[0] != "1: 421563//653214//134625//265431//512346//346152//" {
		t.Errorf("first line %q", lines[0])
	}
}

func TestSolveCount(t *testing.T) {
	code, out, _ := run(t, "", "solve", "--count", "testdata/six28.txt")
	if code != 0 || out != "28\n" {
		t.Errorf("count: exit %d, %q", code, out)
	}
	_, out, _ = run(t, "", "solve", "--count", "--limit", "2", "testdata/six28.txt")
	if out != "2\n" {
		t.Errorf("count limit 2: %q", out)
	}
}

func TestSolveExitCodes(t *testing.T) {
	if code, _, errOut := run(t, "", "solve", "testdata/nosolution.txt"); code != 1 {
		t.Errorf("no solution: exit %d (%s)", code, errOut)
	}
	code, _, errOut := run(t, "", "solve", "testdata/clash.txt")
	if code != 2 || !strings.Contains(errOut, "r1c1 and r1c2") {
		t.Errorf("conflicting givens: exit %d, stderr %q", code, errOut)
	}
	code, _, errOut = run(t, "3\n3\n..1....6.\n...6..1.4\n6.54.!.3.\n", "solve", "--in", "inf1010")
	if code != 2 || !strings.Contains(errOut, "line 5") || !strings.Contains(errOut, "column 6") {
		t.Errorf("bad character: exit %d, stderr %q", code, errOut)
	}
	code, _, errOut = run(t, "", "solve", "testdata/missing.txt")
	if code != 2 || !strings.Contains(errOut, "missing.txt") {
		t.Errorf("missing file: exit %d, stderr %q", code, errOut)
	}
	if code, _, _ := run(t, "", "solve", "--out", "bogus", "testdata/six.txt"); code != 2 {
		t.Errorf("bad --out: exit %d", code)
	}
}

func TestSolveConfigAndEnv(t *testing.T) {
	dir := t.TempDir()
	cfg := filepath.Join(dir, "sudokit.yaml")
	if err := os.WriteFile(cfg, []byte("solve:\n  out: line\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, out, _ := run(t, "", "--config", cfg, "solve", "testdata/six.txt")
	if out != "453621126534514362632145345216261453\n" {
		t.Errorf("config solve.out=line: %q", out)
	}
	t.Setenv("SUDOKIT_SOLVE_OUT", "csv")
	_, out, _ = run(t, "", "--config", cfg, "solve", "testdata/six.txt")
	if !strings.HasPrefix(out, "4,5,3,6,2,1\n") {
		t.Errorf("env beats config: %q", out)
	}
	_, out, _ = run(t, "", "--config", cfg, "solve", "--out", "line", "testdata/six.txt")
	if out != "453621126534514362632145345216261453\n" {
		t.Errorf("flag beats env: %q", out)
	}
}
