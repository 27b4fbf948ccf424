package assignments

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// scaffoldDir is the scaffold that "sudokit assignment new" writes.
const scaffoldDir = "testdata/scaffold"

// folderSubmission reads the .go files (not tests) of dir as a submission.
func folderSubmission(t *testing.T, name, dir string) *Submission {
	t.Helper()
	sub := &Submission{Name: name, Files: map[string][]byte{}}
	entries, err := os.ReadDir(dir)
	must(t, err)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".go") && !strings.HasSuffix(e.Name(), "_test.go") {
			b, err := os.ReadFile(filepath.Join(dir, e.Name()))
			must(t, err)
			sub.Files[e.Name()] = b
		}
	}
	return sub
}

// scores maps test names to scores.
func scores(rep *Report) map[string]float64 {
	out := map[string]float64{}
	for _, tr := range rep.Tests {
		out[tr.Name] = tr.Score
	}
	return out
}

func TestAuthoredScaffoldGrades(t *testing.T) {
	a, err := LoadDir(scaffoldDir)
	must(t, err)
	if a.ID != "hw-singles" || a.MaxScore() != 10 || len(a.Tests) != 4 {
		t.Fatalf("loaded %s, %g points, %d tests", a.ID, a.MaxScore(), len(a.Tests))
	}
	g := sharedGrader(t)
	ctx := context.Background()

	ref, err := g.Grade(ctx, a, folderSubmission(t, "reference", scaffoldDir), 0)
	must(t, err)
	if ref.CompileErr != "" || ref.Score != ref.MaxScore {
		t.Fatalf("reference: %g/%g, compile: %s\n%s", ref.Score, ref.MaxScore, ref.CompileErr, reportText(ref))
	}

	rel := t.TempDir()
	_, err = a.Release(rel)
	must(t, err)
	stub, err := g.Grade(ctx, a, folderSubmission(t, "release", rel), 0)
	must(t, err)
	if stub.CompileErr != "" || stub.Score != 0 {
		t.Fatalf("release: %g/%g, compile: %s\n%s", stub.Score, stub.MaxScore, stub.CompileErr, reportText(stub))
	}

	// Half done: CountEmpty right, Singles still the stub.
	src, err := os.ReadFile(filepath.Join(rel, "singles.go"))
	must(t, err)
	part := strings.Replace(string(src), "\treturn 0\n", "\tn := 0\n\tfor c := range b.Cells() {\n\t\tif c.IsEmpty() {\n\t\t\tn++\n\t\t}\n\t}\n\treturn n\n", 1)
	rep, err := g.Grade(ctx, a, &Submission{Name: "half", Files: map[string][]byte{"singles.go": []byte(part)}}, 0)
	must(t, err)
	got := scores(rep)
	if got["TestCountEmpty"] != 2 || got["TestCountEmptyHidden"] != 1 || got["TestSingles"] != 0 || got["TestSinglesBank"] != 0 {
		t.Fatalf("half: %v\n%s", got, reportText(rep))
	}
}

// reportText is a report's instructor feedback, for failure messages.
func reportText(r *Report) string {
	var sb strings.Builder
	r.WriteFeedback(&sb, View{Instructor: true})
	return sb.String()
}
