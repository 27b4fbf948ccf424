package assignments

import (
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/sudokit/sudokit/internal/csvcell"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// Batch grades every submission in dir (each .go file, .ipynb notebook or
// sub-folder is one student) with jobs submissions at a time, each on its
// own sandbox slot. progress, when not nil, is called after each one.
// Reports come back in the order of the student names.
func (g *Grader) Batch(ctx context.Context, a *Assignment, dir string, jobs int, progress func(done, total int)) ([]*Report, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var paths []string
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() || strings.HasSuffix(n, ".go") || strings.HasSuffix(n, ".ipynb") {
			paths = append(paths, filepath.Join(dir, n))
		}
	}
	sort.Strings(paths)
	names, notes := uniqueNames(paths)
	if err := g.Prepare(a); err != nil {
		return nil, err
	}
	jobs = min(max(1, jobs), 256) // each slot is a uid of the grader's range
	reports := make([]*Report, len(paths))
	work := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	var firstErr error
	for slot := 0; slot < jobs; slot++ {
		wg.Add(1)
		go func(slot int) {
			defer wg.Done()
			for i := range work {
				rep, err := g.gradePath(ctx, a, paths[i], slot)
				if err != nil && ctx.Err() == nil && !errors.Is(err, ErrWeakSandbox) {
					// Nothing of one submission stops the others: what the
					// grader could not do with it is that student's report.
					rep, err = g.gradeFailed(a, err), nil
				}
				if rep != nil {
					rep.Student, rep.Note = names[i], notes[i]
				}
				mu.Lock()
				if err != nil && firstErr == nil && ctx.Err() == nil {
					firstErr = fmt.Errorf("%s: %w", paths[i], err)
				}
				reports[i] = rep
				done++
				if progress != nil {
					progress(done, len(paths))
				}
				mu.Unlock()
			}
		}(slot)
	}
	for i := range paths {
		select {
		case work <- i:
		case <-ctx.Done():
		}
	}
	close(work)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return reports, err // cancelled: the reports are not complete
	}
	return reports, firstErr
}

// uniqueNames gives each submission path a safe student name (see
// StudentName) that no other path of the batch has: when two files make the
// same name (alice.go and alice.ipynb, or "a b.go" and "a_b.go") the later
// ones get "-2", "-3"… and a note saying why.
func uniqueNames(paths []string) (names, notes []string) {
	names, notes = make([]string, len(paths)), make([]string, len(paths))
	first := map[string]string{} // name → the file that has it
	taken := map[string]bool{}
	for i, p := range paths {
		base := StudentName(filepath.Base(p))
		name := base
		for k := 2; taken[name]; k++ {
			name = fmt.Sprintf("%s-%d", base, k)
		}
		taken[name] = true
		if name != base {
			notes[i] = lang.Sprintf("%[1]s is graded as student %[2]q: %[3]s has the name %[4]q", filepath.Base(p), name, first[base], base)
		} else {
			first[base] = filepath.Base(p)
		}
		names[i] = name
	}
	return names, notes
}

// FeedbackDir is the folder of one student's feedback inside root: an
// error, never a path outside root, when the name would leave it.
func FeedbackDir(root, student string) (string, error) {
	if !filepath.IsLocal(student) || strings.ContainsAny(student, `/\`) {
		return "", fmt.Errorf("student name %q is not a folder name inside %s", student, root)
	}
	return filepath.Join(root, student), nil
}

// gradeFailed is the report of a submission the grader could not grade
// (not the student's doing): score 0, the reason for student and teacher.
func (g *Grader) gradeFailed(a *Assignment, err error) *Report {
	rep := &Report{Assignment: a.ID, MaxScore: a.MaxScore(), Sandbox: g.sb.Mode.String(),
		GraderErr: neutralise(lang.Sprintf("the grader could not grade this submission: %v", err))}
	rep.flag(rep.GraderErr)
	return rep
}

// gradePath loads and grades one submission; a submission that cannot be
// loaded gets a report with its problem as a compile error.
func (g *Grader) gradePath(ctx context.Context, a *Assignment, path string, slot int) (*Report, error) {
	sub, err := LoadSubmission(path)
	if err != nil {
		rep := &Report{Assignment: a.ID, Student: StudentName(filepath.Base(path)), MaxScore: a.MaxScore(), CompileErr: neutralise(err.Error())}
		return rep, nil
	}
	return g.Grade(ctx, a, sub, slot)
}

// WriteGradebook writes one CSV row per student: name, total, then one
// column per test, headed by the test's name and its points ("TestX (2)").
// Text cells are escaped against formula injection (see csvcell.Text).
func WriteGradebook(w io.Writer, a *Assignment, reports []*Report) error {
	cw := csv.NewWriter(w)
	header := []string{"student", "score", "max_score"}
	for _, t := range a.Tests {
		header = append(header, csvcell.Text(fmt.Sprintf("%s (%g)", t.Name, t.Points)))
	}
	if err := cw.Write(header); err != nil {
		return err
	}
	for _, r := range reports {
		if r == nil {
			continue
		}
		row := []string{csvcell.Text(r.Student), fmt.Sprint(r.Score), fmt.Sprint(r.MaxScore)}
		scores := map[string]float64{}
		for _, t := range r.Tests {
			scores[t.Name] = t.Score
		}
		for _, t := range a.Tests {
			row = append(row, fmt.Sprint(scores[t.Name]))
		}
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}
