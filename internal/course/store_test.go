package course

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// A grade whose claim was not committed (the store refused the change)
// is not handed to a worker: it stays queued for the next claim, so that
// two workers never grade it at once.
func TestClaimNotCommittedIsNotOurs(t *testing.T) {
	st := openStore(t)
	ctx := context.Background()
	storedAssignment(t, st, "c1", "hw1", ReleaseSettings{Autograde: true})
	sub, err := st.Submit(ctx, "c1", "hw1", "ann", map[string][]byte{"hw.go": []byte("package hw // ann\n")}, time.Now())
	must(t, err)
	_, err = st.db.Exec(`CREATE TRIGGER refuse BEFORE UPDATE ON grades BEGIN SELECT RAISE(ABORT, 'the disk is full'); END`)
	must(t, err)
	if g, ok, err := st.Claim(ctx); ok || err == nil {
		t.Errorf("a claim the store refused: grade %+v, ok %v, err %v; want not ok and the error", g, ok, err)
	}
	_, err = st.db.Exec(`DROP TRIGGER refuse`)
	must(t, err)
	if g, ok, err := st.GradeOf(ctx, sub.ID); err != nil || !ok || g.Status != Queued {
		t.Errorf("the grade after the refused claim: %+v %v, want it queued", g, err)
	}
	if g, ok, err := st.Claim(ctx); !ok || err != nil || g.Submission != sub.ID {
		t.Errorf("the next claim: %+v %v %v", g, ok, err)
	}
}

// Two processes of a course (the service and "course grade --run") may
// write the same assignment version into the work folder at once: one
// never deletes what the other is writing (its hidden tests could go
// missing from the tree the other grades with), and a version another
// process wrote first is used as it is.
func TestQueueAssignmentLeavesOtherWritersAlone(t *testing.T) {
	f := newFixture(t, 1)
	a, err := f.store.Assignment(context.Background(), "c1", "hw1")
	must(t, err)
	dir := filepath.Join(f.store.Dir(), "work", "assignments", "c1", "hw1", "v1")
	// Another process is writing the version (the old code's folder name).
	other := dir + ".tmp"
	must(t, os.MkdirAll(other, 0o700))
	must(t, os.WriteFile(filepath.Join(other, "hidden_test.go"), []byte("package x"), 0o600))
	q := &Queue{Store: f.store}
	if _, err := q.Assignment(a); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(other, "hidden_test.go")); err != nil {
		t.Errorf("the other writer's file is gone: %v", err)
	}
	if tmps, _ := filepath.Glob(dir + ".tmp-*"); len(tmps) != 0 {
		t.Errorf("left behind: %v", tmps)
	}
	// A second queue (another process) finds the version written.
	if _, err := (&Queue{Store: f.store}).Assignment(a); err != nil {
		t.Errorf("the second process: %v", err)
	}
}

// storedAssignment adds course (unless it is there) and a version of the
// assignment id holding one Go file, hw.go, straight into st (no check in
// the sandbox), and releases it with rs; it returns hw.go's blob.
func storedAssignment(t testing.TB, st *Store, course, id string, rs ReleaseSettings) string {
	t.Helper()
	ctx := context.Background()
	if _, err := st.Course(ctx, course); err != nil {
		must(t, st.CreateCourse(ctx, course, ""))
	}
	h, err := st.Blobs.Put([]byte("package hw\n"))
	must(t, err)
	_, err = st.AddAssignment(ctx, course, id, "HW", 10, map[string]string{"hw.go": h}, map[string]string{"hw.go": h}, "t")
	must(t, err)
	must(t, st.Release(ctx, course, id, rs))
	return h
}

// A submission whose extension cannot be read is refused with the error,
// not stored as if the student had no extension (late, with a penalty
// kept with it, or refused after the hard close).
func TestSubmitNeedsTheExtension(t *testing.T) {
	st := openStore(t)
	ctx := context.Background()
	storedAssignment(t, st, "c1", "hw1", ReleaseSettings{Due: time.Now().Add(-time.Hour), Penalty: 0.5})
	must(t, st.Extend(ctx, "c1", "hw1", "ann", time.Now().Add(time.Hour), "t"))
	_, err := st.db.Exec("ALTER TABLE extensions RENAME TO extensions_away")
	must(t, err)
	if sub, err := st.Submit(ctx, "c1", "hw1", "ann", map[string][]byte{"hw.go": []byte("package hw // ann\n")}, time.Now()); err == nil {
		t.Errorf("submitted without reading the extension: %+v", sub)
	}
	if n, _ := st.CountSubmissions(ctx); n != 0 {
		t.Errorf("%d submissions stored", n)
	}
}

// openStore opens a new store in a folder of the test, closed when it ends.
func openStore(t testing.TB) *Store {
	t.Helper()
	st, err := Open(t.TempDir())
	must(t, err)
	t.Cleanup(func() { st.Close() })
	return st
}
