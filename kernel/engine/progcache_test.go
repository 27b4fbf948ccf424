package engine

import (
	"os"
	"strings"
	"testing"
)

// TestCellRunAgainUsesCache runs cells again with the notebook unchanged:
// the program comes from the cache, yet the variables move on and a panic
// names the cell by its new execution count.
func TestCellRunAgainUsesCache(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, "n := 0")
	for i, want := range []string{"1", "2", "3"} {
		if r := mustRun(t, e, 2+i, "n++; n"); r.text() != want {
			t.Fatalf("run %d of n++; n = %q, want %s", i+1, r.text(), want)
		}
	}
	if got := len(e.progs.keys); got != 2 {
		t.Errorf("%d cached programs after running 2 distinct cells, want 2", got)
	}
	for _, num := range []int{5, 6} {
		r := run(t, e, num, "n = 100\npanic(\"again\")")
		if r.oc.Err == nil || r.oc.Err.EValue != "again" {
			t.Fatalf("cell %d: want panic again, got %+v", num, r.oc.Err)
		}
		tb := strings.Join(r.oc.Err.Traceback, "\n")
		if want := "In [" + string(rune('0'+num)) + "] line 2"; !strings.Contains(tb, want) {
			t.Errorf("cell %d: traceback %q does not contain %q", num, tb, want)
		}
	}
	if got := len(e.progs.keys); got != 3 {
		t.Errorf("%d cached programs, want 3", got)
	}
	wantText(t, e, 7, "n", "3")
}

// TestProgCacheEvicts keeps only the most recent programs.
func TestProgCacheEvicts(t *testing.T) {
	dir := t.TempDir()
	pc := &progCache{dir: dir + "/progs"}
	var keys []string
	for i := range progCacheSize + 3 {
		built := dir + "/prog"
		if err := writeFile(built, "program"); err != nil {
			t.Fatal(err)
		}
		key := programKey(strings.Repeat("x", i), "cfg")
		keys = append(keys, key)
		if _, err := pc.store(key, built); err != nil {
			t.Fatal(err)
		}
	}
	for i, k := range keys {
		_, ok := pc.lookup(k)
		if want := i >= 3; ok != want {
			t.Errorf("program %d cached: %v, want %v", i, ok, want)
		}
	}
	if programKey("a", "cfg1") == programKey("a", "cfg2") {
		t.Error("the key ignores the importcfg")
	}
}

func writeFile(path, text string) error { return os.WriteFile(path, []byte(text), 0o755) }

// TestProgramKeyFollowsContents: the key of a program names the compiled
// packages by their contents (a build cache file's name), not by where the
// cache is, so that a class's homes, each with its own copy of one warmed
// cache, share programs; other contents or another toolchain give another
// key.
func TestProgramKeyFollowsContents(t *testing.T) {
	const (
		a = "1111111111111111111111111111111111111111111111111111111111111111-d"
		b = "2222222222222222222222222222222222222222222222222222222222222222-d"
	)
	sum := func(ver, dir, sudokuFile string) string {
		tc := &toolchain{goVer: ver, exports: map[string]string{
			"fmt":                               dir + "/11/" + a,
			"github.com/sudokit/sudokit/sudoku": dir + "/22/" + sudokuFile,
		}, deps: map[string][]string{"github.com/sudokit/sudokit/sudoku": {"fmt"}}}
		return tc.closureSum([]string{"github.com/sudokit/sudokit/sudoku"})
	}
	alice := sum("go1.26.8", "/home/alice/.cache/go-build", b)
	if bob := sum("go1.26.8", "/home/bob/.cache/go-build", b); bob != alice {
		t.Error("two homes with the same compiled packages get different keys")
	}
	if other := sum("go1.26.8", "/home/bob/.cache/go-build", a); other == alice {
		t.Error("other compiled contents give the same key")
	}
	if other := sum("go1.26.9", "/home/alice/.cache/go-build", b); other == alice {
		t.Error("another toolchain gives the same key")
	}
	if exportName("/work/pkg/sudoku.a") != "/work/pkg/sudoku.a" {
		t.Error("a file outside the build cache is not named by its whole path")
	}
}
