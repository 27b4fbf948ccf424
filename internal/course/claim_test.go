package course

import (
	"context"
	"testing"
	"time"
)

// A grade whose claim was not committed (the store refused the change)
// is not handed to a worker: it stays queued for the next claim, so that
// two workers never grade it at once.
func TestClaimNotCommittedIsNotOurs(t *testing.T) {
	st, err := Open(t.TempDir())
	must(t, err)
	defer st.Close()
	ctx := context.Background()
	must(t, st.CreateCourse(ctx, "c1", ""))
	h, err := st.Blobs.Put([]byte("package hw\n"))
	must(t, err)
	_, err = st.AddAssignment(ctx, "c1", "hw1", "HW", 10, map[string]string{"hw.go": h}, map[string]string{"hw.go": h}, "t")
	must(t, err)
	must(t, st.Release(ctx, "c1", "hw1", ReleaseSettings{Autograde: true}))
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
