package course

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/sudokit/sudokit/assignments"
)

// Queue grades the queued submissions of every course, Jobs at a time, each
// on its own slot of the sandboxed grader. Its jobs are rows of the store,
// so a Queue started after a crash picks up what was queued or running.
type Queue struct {
	Store  *Store
	Grader *assignments.Grader
	Jobs   int
	Log    io.Writer

	wake   chan struct{}
	once   sync.Once
	mu     sync.Mutex
	loaded map[string]*assignments.Assignment // by course/id/version
	check  sync.Mutex                         // the check slot
}

func (q *Queue) init() {
	q.once.Do(func() {
		q.wake = make(chan struct{}, 1)
		q.loaded = map[string]*assignments.Assignment{}
		if q.Jobs < 1 {
			q.Jobs = 1
		}
	})
}

// Wake tells the workers there is new work.
func (q *Queue) Wake() {
	q.init()
	select {
	case q.wake <- struct{}{}:
	default:
	}
}

func (q *Queue) logf(format string, args ...any) {
	if q.Log != nil {
		fmt.Fprintf(q.Log, format+"\n", args...)
	}
}

// Run requeues what a previous run left running and grades until ctx ends.
func (q *Queue) Run(ctx context.Context) error {
	q.init()
	if n, err := q.Store.Requeue(ctx); err != nil {
		return err
	} else if n > 0 {
		q.logf("course: %d grades left running by the last run are queued again", n)
	}
	var wg sync.WaitGroup
	for slot := 0; slot < q.Jobs; slot++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			q.work(ctx, slot)
		}()
	}
	wg.Wait()
	return ctx.Err()
}

func (q *Queue) work(ctx context.Context, slot int) {
	tick := time.NewTicker(2 * time.Second)
	defer tick.Stop()
	for ctx.Err() == nil {
		g, ok, err := q.Store.Claim(ctx)
		if err != nil && ctx.Err() == nil {
			q.logf("course: taking a grade from the queue: %v", err)
		}
		if !ok {
			select {
			case <-ctx.Done():
			case <-q.wake:
				q.Wake() // let the other workers look too
			case <-tick.C:
			}
			continue
		}
		score, max, res, gerr := q.grade(ctx, g.Submission, slot)
		if ctx.Err() != nil {
			return // stopping: the grade stays running and is requeued at the next start
		}
		if err := q.Store.Finish(context.WithoutCancel(ctx), g.ID, score, max, res, gerr); err != nil {
			q.logf("course: recording grade %d: %v", g.ID, err)
		}
		if gerr != nil {
			q.logf("course: grading submission %d failed: %v", g.Submission, gerr)
		}
	}
}

// Assignment returns the grader's assignment of a stored version, written
// once into the store's private work folder.
func (q *Queue) Assignment(a Assignment) (*assignments.Assignment, error) {
	q.init()
	key := fmt.Sprintf("%s/%s/%d", a.Course, a.ID, a.Version)
	q.mu.Lock()
	defer q.mu.Unlock()
	if l, ok := q.loaded[key]; ok {
		return l, nil
	}
	dir := filepath.Join(q.Store.Dir(), "work", "assignments", a.Course, a.ID, fmt.Sprintf("v%d", a.Version))
	if _, err := os.Stat(dir); err != nil {
		// Another process (the service, "course grade --run") may be
		// writing the same version: each writes a folder of its own and
		// the first rename wins; the others use its folder.
		if err := os.MkdirAll(filepath.Dir(dir), 0o700); err != nil {
			return nil, err
		}
		tmp, err := os.MkdirTemp(filepath.Dir(dir), filepath.Base(dir)+".tmp-")
		if err != nil {
			return nil, err
		}
		if err := q.Store.writeTree(tmp, a.Tree); err != nil {
			os.RemoveAll(tmp)
			return nil, err
		}
		if err := os.Rename(tmp, dir); err != nil {
			os.RemoveAll(tmp)
			if _, serr := os.Stat(dir); serr != nil {
				return nil, err
			}
		}
	}
	l, err := assignments.LoadDir(dir)
	if err != nil {
		return nil, err
	}
	q.loaded[key] = l
	return l, nil
}

// writeTree writes the blobs of files (relative path → hash) under dir.
func (s *Store) writeTree(dir string, files map[string]string) error {
	for rel, h := range files {
		if !filepath.IsLocal(rel) {
			return fmt.Errorf("bad path %q in a stored tree", rel)
		}
		data, err := s.Blobs.Get(h)
		if err != nil {
			return err
		}
		p := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			return err
		}
		if err := os.WriteFile(p, data, 0o600); err != nil {
			return err
		}
	}
	return os.MkdirAll(dir, 0o700)
}

func (q *Queue) grade(ctx context.Context, subID int64, slot int) (score, max float64, res *Result, err error) {
	sub, err := q.Store.SubmissionByID(ctx, subID)
	if err != nil {
		return 0, 0, nil, err
	}
	a, err := q.Store.Assignment(ctx, sub.Course, sub.Assignment)
	if err != nil {
		return 0, 0, nil, err
	}
	ext, err := q.Store.Extension(ctx, sub.Course, sub.Assignment, sub.Student)
	if err != nil {
		return 0, 0, nil, err
	}
	due, _ := Deadlines(a, ext)
	rep, err := q.gradeFiles(ctx, a, sub.Student, sub.Files, slot)
	if err != nil {
		return 0, 0, nil, err
	}
	return rep.Score, rep.MaxScore, resultOf(rep, !due.IsZero() && time.Now().After(due)), nil
}

// gradeFiles grades stored files (name → blob) on a slot.
func (q *Queue) gradeFiles(ctx context.Context, a Assignment, student string, files map[string]string, slot int) (*assignments.Report, error) {
	asg, err := q.Assignment(a)
	if err != nil {
		return nil, err
	}
	work, err := os.MkdirTemp(filepath.Join(q.Store.Dir(), "work"), "sub-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(work)
	dir := filepath.Join(work, student)
	if err := q.Store.writeTree(dir, files); err != nil {
		return nil, err
	}
	sub, err := assignments.LoadSubmission(dir)
	if err != nil {
		return nil, err
	}
	sub.Name = student
	return q.Grader.Grade(ctx, asg, sub, slot)
}

// Check grades files on the check slot (slot Jobs) and keeps only the
// visible tests: what a student's Check shows.
func (q *Queue) Check(ctx context.Context, a Assignment, student string, files map[string]string) (*Result, float64, float64, error) {
	q.init()
	q.check.Lock()
	defer q.check.Unlock()
	rep, err := q.gradeFiles(ctx, a, student, files, q.Jobs)
	if err != nil {
		return nil, 0, 0, err
	}
	vis := *rep
	vis.Tests, vis.Score, vis.MaxScore = nil, 0, 0
	for _, t := range rep.Tests {
		if t.Visibility == assignments.Visible {
			vis.Tests = append(vis.Tests, t)
			vis.Score += t.Score
			vis.MaxScore += t.Points
		}
	}
	res := resultOf(&vis, false)
	res.Instructor = ""
	return res, vis.Score, vis.MaxScore, nil
}

func resultOf(rep *assignments.Report, afterDue bool) *Result {
	res := &Result{CompileErr: rep.CompileErr}
	for _, t := range rep.Tests {
		res.Tests = append(res.Tests, TestScore{Name: t.Name, Visibility: string(t.Visibility), Points: t.Points, Score: t.Score})
	}
	var b bytes.Buffer
	rep.WriteFeedback(&b, assignments.View{AfterDue: afterDue})
	res.Feedback = b.String()
	b.Reset()
	rep.WriteFeedback(&b, assignments.View{Instructor: true})
	res.Instructor = b.String()
	return res
}
