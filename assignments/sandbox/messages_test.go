package sandbox

import (
	"strings"
	"testing"

	"github.com/sudokit/sudokit/internal/msgextract"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// Every description of the isolation is translated, and a weak sandbox is
// described in Czech.
func TestIsolationSpeaksEachLanguage(t *testing.T) {
	uses, err := msgextract.Extract(".", "lang.Sprintf")
	if err != nil {
		t.Fatal(err)
	}
	if len(uses) < 10 {
		t.Fatalf("extracted only %d messages", len(uses))
	}
	for _, u := range uses {
		for _, tag := range lang.Supported()[1:] {
			if !lang.Has(tag, u.Key) {
				t.Errorf("%s: %s lacks %q", u.Pos, tag, u.Key)
			}
		}
	}
	lang.UseTag(lang.Czech)
	defer lang.UseTag(lang.English)
	weak := Isolation{}
	got := weak.String() + "; " + strings.Join(weak.Weaknesses(), "; ")
	for _, en := range []string{"grader", "namespaces", "no cgroup", "process", "files"} {
		if strings.Contains(got, en) {
			t.Errorf("English %q left in %q", en, got)
		}
	}
}

// Why a run ended reaches the student's feedback: it speaks the current
// language.
func TestProblemSpeaksEachLanguage(t *testing.T) {
	defer lang.UseTag(lang.English)
	for _, tag := range lang.Supported()[1:] {
		lang.UseTag(tag)
		for _, r := range []Result{{TimedOut: true}, {CPUExceeded: true}, {OutputExceeded: true}, {MemoryExceeded: true}, {Signal: 9}, {ExitCode: 2}} {
			got := r.Problem(Limits{})
			for _, en := range []string{"exceeded", "wall time", "more than", "everything", "killed", "exit status"} {
				if strings.Contains(got, en) {
					t.Errorf("%s: English %q left in %q", tag, en, got)
				}
			}
		}
	}
}
