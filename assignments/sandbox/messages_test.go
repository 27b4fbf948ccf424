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
	msgextract.Translated(t, ".", 10, "lang.Sprintf")
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
