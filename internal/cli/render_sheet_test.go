package cli

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// pdfText is the text pdftotext reads from a PDF, page by page; the test
// is skipped when poppler-utils is not installed (scripts/deps installs it).
func pdfText(t *testing.T, path string) []string {
	t.Helper()
	bin, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext not installed (poppler-utils; see scripts/deps)")
	}
	out, err := exec.Command(bin, "-layout", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext %s: %v", path, err)
	}
	return strings.Split(strings.TrimRight(string(out), "\f\n"), "\f")
}

// A worksheet from the CLI reads as one: the heading and a name line on
// every page, each puzzle numbered with its level, and an answer key.
func TestRenderWorksheetPDF(t *testing.T) {
	dir := t.TempDir()
	puzzles := repeatedPuzzle(t, dir, 3)
	sheet := filepath.Join(dir, "week3.pdf")
	if code, _, errOut := run(t, "", "render", puzzles, "--sheet", sheet, "--title", "Week 3: singles", "--solutions"); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	pages := pdfText(t, sheet)
	if len(pages) != 2 {
		t.Fatalf("%d pages, want the puzzles and the answer key", len(pages))
	}
	for k, page := range pages {
		for _, want := range []string{"Week 3: singles", "Name", "Date", fmt.Sprintf("page %d of 2", k+1)} {
			if !strings.Contains(page, want) {
				t.Errorf("page %d lacks %q:\n%s", k+1, want, page)
			}
		}
	}
	for _, want := range []string{"Puzzle 1 · Easy", "Puzzle 3 · Easy"} {
		if !strings.Contains(pages[0], want) {
			t.Errorf("puzzle page lacks %q:\n%s", want, pages[0])
		}
	}
	// The answer key holds the solution: its first row, 534678912, reads
	// as nine digits in order.
	if !strings.Contains(pages[1], "Solution: Puzzle 1") || !strings.Contains(strings.Join(strings.Fields(pages[1]), ""), "534678912") {
		t.Errorf("answer key lacks the solution of puzzle 1:\n%s", pages[1])
	}
	noName := filepath.Join(dir, "plain.pdf")
	if code, _, errOut := run(t, "", "render", puzzles, "--sheet", noName, "--name-line=false", "--levels=false"); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if page := pdfText(t, noName)[0]; strings.Contains(page, "Name") || strings.Contains(page, "Easy") {
		t.Errorf("--name-line=false --levels=false still prints them:\n%s", page)
	}
}

// A practice sheet with --search keeps the puzzles of FILE whose solving
// path needs the technique and titles each with it.
func TestRenderPracticeSheet(t *testing.T) {
	data := filepath.Join("..", "..", "..", "shared", "data", "puzzles", "top1465.txt")
	if _, err := os.Stat(data); err != nil {
		t.Skip("shared data not available:", err)
	}
	sheet := filepath.Join(t.TempDir(), "xwing.pdf")
	code, _, errOut := run(t, "", "render", data, "--sheet", sheet, "--practice", "x wing", "--limit", "3", "--search")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(errOut, "practice sheet: 3 of the first") {
		t.Errorf("stderr %q does not say what was kept", errOut)
	}
	page := pdfText(t, sheet)[0]
	if n := strings.Count(page, "X-Wing (puzzle"); n != 3 {
		t.Errorf("%d puzzles titled X-Wing, want 3:\n%s", n, page)
	}
	code, _, errOut = run(t, "", "render", data, "--sheet", sheet, "--practice", "wing")
	if code != 2 || !strings.Contains(errOut, "Single Digit Patterns") {
		t.Errorf("unknown technique: exit %d, %q; want 2 and the families", code, errOut)
	}
}

// Without --search a practice sheet is served from the library's stored
// examples, solving nothing: a file of one easy puzzle, which needs no
// X-Wing, still gives a sheet of every stored X-Wing, each titled with
// where it comes from; --limit keeps the first ones.
func TestRenderPracticeSheetFromTheHandbook(t *testing.T) {
	dir := t.TempDir()
	puzzles := filepath.Join(dir, "easy.txt")
	easy := "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"
	if err := os.WriteFile(puzzles, []byte(easy), 0o644); err != nil {
		t.Fatal(err)
	}
	sheet := filepath.Join(dir, "xwing.pdf")
	code, _, errOut := run(t, "", "render", puzzles, "--sheet", sheet, "--practice", "x wing")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(errOut, "practice sheet: 6 stored examples of x wing") {
		t.Errorf("stderr %q does not say the examples are the library's", errOut)
	}
	text := strings.Join(pdfText(t, sheet), "\n")
	if n := strings.Count(text, "X-Wing ("); n != 6 || !strings.Contains(text, "bank puzzle") {
		t.Errorf("%d positions titled X-Wing (want 6), each naming its bank puzzle:\n%s", n, text)
	}
	code, _, errOut = run(t, "", "render", puzzles, "--sheet", sheet, "--practice", "Basic Fish", "--limit", "2", "--solutions")
	if code != 0 || !strings.Contains(errOut, "practice sheet: 2 stored examples") {
		t.Fatalf("--limit 2: exit %d: %s", code, errOut)
	}
	pages := pdfText(t, sheet)
	if len(pages) != 2 || !strings.Contains(pages[0], "X-Wing (") || !strings.Contains(pages[0], "Swordfish (") {
		t.Errorf("Basic Fish, 2 of them with solutions: %d pages, want an X-Wing and a Swordfish and the key:\n%s", len(pages), strings.Join(pages, "\f"))
	}
	code, _, errOut = run(t, "", "render", puzzles, "--sheet", sheet, "--practice", "x wing", "--search")
	if code != 2 || !strings.Contains(errOut, "none of the 1 puzzles needs it") {
		t.Errorf("--search on a puzzle without X-Wing: exit %d, %q", code, errOut)
	}
}
