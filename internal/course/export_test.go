package course

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// exportOf writes a course export holding only course.json with tables.
func exportOf(t *testing.T, tables map[string][]map[string]any) []byte {
	t.Helper()
	body, err := json.Marshal(dump{Format: 1, Tables: tables})
	must(t, err)
	var b bytes.Buffer
	gz := gzip.NewWriter(&b)
	tw := tar.NewWriter(gz)
	must(t, writeTar(tw, "course.json", body))
	must(t, tw.Close())
	must(t, gz.Close())
	return b.Bytes()
}

// An export names one course, and importing it writes into that course
// alone: a row of another course (here a submission into a course the
// server already has), a course or assignment name the server could not
// have made (a path), or a column the table lacks is refused, and
// nothing of the export is kept.
func TestImportStaysInItsCourse(t *testing.T) {
	st := openStore(t)
	ctx := context.Background()
	h := storedAssignment(t, st, "victim", "hw1", ReleaseSettings{})

	now := ts(time.Now())
	course := func(id string) map[string]any { return map[string]any{"id": id, "title": "x", "created": now} }
	for name, tables := range map[string]map[string][]map[string]any{
		"a submission into another course": {
			"courses": {course("mine")},
			"submissions": {{"id": 1, "course": "victim", "assignment": "hw1", "student": "ann", "attempt": 1, "at": now,
				"hash": strings.Repeat("0", 64), "files": `{"hw.go":"` + h + `"}`, "size": 10, "late_seconds": 0, "penalty": 0}},
		},
		"a course named like a path": {"courses": {course("../up")}},
		"an assignment named like a path": {
			"courses":     {course("mine")},
			"assignments": {{"course": "mine", "id": "../../up", "title": "x", "version": 1}},
		},
		"an unknown column": {"courses": {{"id": "mine", "title": "x", "created": now, "owner": "eve"}}},
	} {
		if _, err := st.Import(ctx, bytes.NewReader(exportOf(t, tables))); err == nil {
			t.Errorf("%s: imported", name)
		}
		if subs, _ := st.Submissions(ctx, "victim", "", ""); len(subs) != 0 {
			t.Errorf("%s: the victim course now holds %d submissions", name, len(subs))
		}
		if cs, _ := st.Courses(ctx); len(cs) != 1 {
			t.Errorf("%s: the store holds the courses %v", name, cs)
		}
	}
}
