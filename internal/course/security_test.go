package course

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"
)

// Students are refused every other student's data and every teacher page
// and API (403), a teacher of another course is refused this one, state
// changes without the session's CSRF token are refused, unreleased work
// does not exist for students, and submissions over the limits are
// refused with a message saying which limit.
func TestRefusals(t *testing.T) {
	f := newFixture(t, 1)
	f.student("ann", "bob")
	ctx := context.Background()

	// Not released yet: nothing to see or submit.
	if code, body := f.api("POST", "api/c/c1/a/hw1/submit", "ann", map[string]any{"files": map[string]string{"singles.go": "package singles"}}); code != http.StatusNotFound {
		t.Errorf("submitting an unreleased assignment: %d %s, want 404", code, body)
	}
	ann := f.login("ann")
	if _, page := ann.get("c/c1/"); strings.Contains(page, "hw1") || strings.Contains(page, "Empty cells") {
		t.Errorf("ann's page shows the unreleased assignment")
	}
	f.release(ReleaseSettings{Due: time.Now().Add(time.Hour)})
	rb := submitJSON(t, f, "bob", f.ref)

	// Another student's data and every teacher page.
	for _, p := range []string{
		"c/c1/a/hw1/feedback/bob",
		"c/c1/teach/",
		"c/c1/teach/a/hw1/",
		fmt.Sprintf("c/c1/teach/s/%d/", rb.ID),
		"c/c1/teach/gradebook",
		"c/c1/teach/gradebook.csv",
	} {
		if code, _ := ann.get(p); code != http.StatusForbidden {
			t.Errorf("ann GET %s: %d, want 403", p, code)
		}
	}
	for _, p := range []string{"api/c/c1/a/hw1/submissions/bob", "api/c/c1/queue"} {
		if code, _ := f.api("GET", p, "ann", nil); code != http.StatusForbidden {
			t.Errorf("ann API GET %s: %d, want 403", p, code)
		}
	}
	for _, p := range []string{"c/c1/teach/a/hw1/release", "c/c1/teach/a/hw1/autograde", "c/c1/teach/a/hw1/return", fmt.Sprintf("c/c1/teach/s/%d/adjust", rb.ID)} {
		if code, _ := ann.post(p, url.Values{"points": {"5"}, "comment": {"x"}, "due": {"2030-01-01"}}, true); code != http.StatusForbidden {
			t.Errorf("ann POST %s: %d, want 403", p, code)
		}
	}
	if adj, _ := f.store.Adjustments(ctx, rb.ID); len(adj) != 0 {
		t.Errorf("ann adjusted bob's score: %+v", adj)
	}
	// Her own data she may see.
	if code, body := f.api("GET", "api/c/c1/a/hw1/submissions/ann", "ann", nil); code != http.StatusOK {
		t.Errorf("ann's own submissions: %d %s", code, body)
	}
	// The other course's teacher sees nothing of this one; this course's
	// teacher nothing of the other.
	other := f.login("teach2")
	for _, p := range []string{"c/c1/", "c/c1/teach/", fmt.Sprintf("c/c1/teach/s/%d/", rb.ID), "c/c1/a/hw1/feedback/bob"} {
		if code, _ := other.get(p); code != http.StatusForbidden {
			t.Errorf("teach2 GET %s: %d, want 403", p, code)
		}
	}
	if code, _ := f.login("teach1").get("c/c2/teach/"); code != http.StatusForbidden {
		t.Errorf("teach1 opened c2's teacher page: %d", code)
	}
	if _, page := other.get(""); strings.Contains(page, "c/c1/") {
		t.Errorf("teach2's course list shows c1")
	}
	// A submission of the other course through its own course's URL: 404.
	if code, _ := f.login("teach2").get(fmt.Sprintf("c/c2/teach/s/%d/", rb.ID)); code != http.StatusNotFound {
		t.Errorf("teach2 reached c1's submission through c2: %d, want 404", code)
	}

	// CSRF: the same forms without the token are refused and change nothing.
	teacher := f.login("teach1")
	if code, _ := teacher.post("c/c1/teach/a/hw1/release", url.Values{"due": {"2030-01-01"}, "penalty": {"50"}}, false); code != http.StatusForbidden {
		t.Errorf("release without the CSRF token: %d, want 403", code)
	}
	if code, _ := teacher.post(fmt.Sprintf("c/c1/teach/s/%d/adjust", rb.ID), url.Values{"points": {"5"}, "comment": {"x"}}, false); code != http.StatusForbidden {
		t.Errorf("adjust without the CSRF token: %d, want 403", code)
	}
	a, _ := f.store.Assignment(ctx, "c1", "hw1")
	if a.Penalty != 0 || a.Due.Year() == 2030 {
		t.Errorf("a release without the CSRF token changed the assignment: %+v", a)
	}
	if code, _ := ann.post("c/c1/a/hw1/submit", nil, false); code != http.StatusForbidden {
		t.Errorf("submit without the CSRF token: %d, want 403", code)
	}
	// No identity at all.
	if code, _ := f.api("GET", "api/c/c1/assignments", "", nil); code != http.StatusUnauthorized {
		t.Errorf("no token: %d, want 401", code)
	}
	if code, _ := f.api("GET", "api/c/c1/assignments", "mallory", nil); code != http.StatusUnauthorized {
		t.Errorf("a token the hub does not know: %d, want 401", code)
	}

	// Limits.
	many := map[string]string{}
	for i := range 21 {
		many[fmt.Sprintf("f%d.go", i)] = "package singles"
	}
	if code, body := f.api("POST", "api/c/c1/a/hw1/submit", "ann", map[string]any{"files": many}); code != http.StatusRequestEntityTooLarge || !strings.Contains(body, "too many files to submit: 21, at most 20") {
		t.Errorf("21 files: %d %s", code, body)
	}
	big := strings.Repeat("// x\n", 1<<20)
	if code, body := f.api("POST", "api/c/c1/a/hw1/submit", "ann", map[string]any{"files": map[string]string{"singles.go": big}}); code != http.StatusRequestEntityTooLarge || !strings.Contains(body, "too large") {
		t.Errorf("5 MiB: %d %.200s", code, body)
	}
	for _, name := range []string{"../x.go", "singles_test.go", ".hidden.go", "run.sh"} {
		if code, _ := f.api("POST", "api/c/c1/a/hw1/submit", "ann", map[string]any{"files": map[string]string{name: "package singles"}}); code != http.StatusBadRequest {
			t.Errorf("a file named %q: %d, want 400", name, code)
		}
	}
	if subs, _ := f.store.Submissions(ctx, "c1", "hw1", "ann"); len(subs) != 0 {
		t.Errorf("refused submissions were stored: %d", len(subs))
	}

	// The hard close.
	f.release(ReleaseSettings{Due: time.Now().Add(-2 * time.Hour), Close: time.Now().Add(-time.Hour)})
	if code, body := f.api("POST", "api/c/c1/a/hw1/submit", "ann", map[string]any{"files": map[string]string{"singles.go": string(f.ref)}}); code != http.StatusConflict || !strings.Contains(body, "closed") {
		t.Errorf("after the hard close: %d %s, want 409", code, body)
	}
	// ... unless the student has an extension.
	must(t, f.store.Extend(ctx, "c1", "hw1", "ann", time.Now().Add(time.Hour), "teach1"))
	if r := submitJSON(t, f, "ann", f.ref); r.Late != 0 {
		t.Errorf("ann with an extension was marked late: %+v", r)
	}
}

// The release a student fetches holds no hidden test, no after-due test
// and no reference solution.
func TestReleaseHoldsNoSecret(t *testing.T) {
	f := newFixture(t, 1)
	a, err := f.store.Assignment(context.Background(), "c1", "hw1")
	must(t, err)
	if len(a.Release) == 0 {
		t.Fatal("empty release")
	}
	for name, h := range a.Release {
		data, err := f.store.Blobs.Get(h)
		must(t, err)
		for _, secret := range []string{"TestSinglesBank", "TestCountEmptyHidden", "c.Candidates().Single()", "solution:begin"} {
			if strings.Contains(string(data), secret) {
				t.Errorf("released %s holds %q", name, secret)
			}
		}
		if strings.Contains(name, "hidden") {
			t.Errorf("released %s", name)
		}
	}
}

// A return covers the grades made before it: a student who submits again
// after feedback was returned sees nothing of the new attempt's grade (it
// ran the hidden tests) on any page or API until the teacher returns
// again, so resubmitting is no oracle for the hidden tests.
func TestResubmitAfterReturnShowsNoNewGrade(t *testing.T) {
	f := newFixture(t, 1)
	f.student("ann")
	ctx := context.Background()
	f.release(ReleaseSettings{Due: time.Now().Add(time.Hour), Autograde: true})
	r1 := submitJSON(t, f, "ann", f.ref)
	f.waitGraded(10 * time.Minute)
	if n, err := f.store.ReturnFeedback(ctx, "c1", "hw1", "", "teach1"); err != nil || n != 1 {
		t.Fatalf("return: %d %v", n, err)
	}
	if _, body := f.api("GET", "api/c/c1/assignments", "ann", nil); !strings.Contains(body, `"score":10`) {
		t.Fatalf("after the return ann does not see her score: %s", body)
	}
	r2 := submitJSON(t, f, "ann", f.stub)
	f.waitGraded(10 * time.Minute)
	if g, ok, err := f.store.GradeOf(ctx, r2.ID); err != nil || !ok || g.Status != Done || g.Score != 0 {
		t.Fatalf("the second attempt's grade: %+v %v", g, err)
	}

	if _, body := f.api("GET", "api/c/c1/assignments", "ann", nil); strings.Contains(body, `"score"`) || strings.Contains(body, `"returned":true`) {
		t.Errorf("ann sees the grade of an attempt submitted after the return: %s", body)
	}
	_, body := f.api("GET", "api/c/c1/a/hw1/submissions/ann", "ann", nil)
	var rows []apiSubmission
	must(t, json.Unmarshal([]byte(body), &rows))
	if len(rows) != 2 || rows[0].ID != r1.ID || rows[0].Score == nil || *rows[0].Score != 10 || rows[1].Score != nil || rows[1].Status != "" {
		t.Errorf("ann's submissions after resubmitting: %s, want the returned first attempt's score only", body)
	}
	ann := f.login("ann")
	if code, page := ann.get("c/c1/a/hw1/feedback/ann"); code != http.StatusNotFound {
		t.Errorf("the feedback page of the unreturned attempt: %d\n%s", code, page)
	}
	if _, page := ann.get("c/c1/"); strings.Contains(page, `class="score"`) {
		t.Errorf("ann's course page shows a score for the unreturned attempt:\n%s", page)
	}
	if code, _ := ann.post("c/c1/a/hw1/save-feedback", nil, true); code != http.StatusNotFound {
		t.Errorf("saving the feedback of the unreturned attempt: %d, want 404", code)
	}

	// The teacher's next return shows it.
	if n, err := f.store.ReturnFeedback(ctx, "c1", "hw1", "ann", "teach1"); err != nil || n != 1 {
		t.Fatalf("second return: %d %v", n, err)
	}
	if _, body := f.api("GET", "api/c/c1/assignments", "ann", nil); !strings.Contains(body, `"score":0`) {
		t.Errorf("after the second return ann does not see the new score: %s", body)
	}
	if code, _ := ann.get("c/c1/a/hw1/feedback/ann"); code != http.StatusOK {
		t.Errorf("the feedback page after the second return: %d", code)
	}
}

// A course's teachers see its own grading queue only: the counts of
// another course's grades stay that course's.
func TestQueueCountsStayInTheirCourse(t *testing.T) {
	f := newFixture(t, 1)
	ctx := context.Background()
	f.auth.mu.Lock()
	f.auth.groups["dan"] = []string{StudentGroup("c2")}
	f.auth.mu.Unlock()
	storedAssignment(t, f.store, "c2", "hw9", ReleaseSettings{})
	_, err := f.store.Submit(ctx, "c2", "hw9", "dan", map[string][]byte{"hw.go": []byte("package hw // dan\n")}, time.Now())
	must(t, err)
	if n, err := f.store.Enqueue(ctx, "c2", "hw9", ""); err != nil || n != 1 {
		t.Fatalf("enqueue in c2: %d %v", n, err)
	}
	code, body := f.api("GET", "api/c/c1/queue", "teach1", nil)
	if code != http.StatusOK || body != "{}\n" {
		t.Errorf("c1's teacher sees c1's queue as %d %s, want no grade (the only one is c2's)", code, body)
	}
	if _, page := f.login("teach1").get("c/c1/teach/"); regexp.MustCompile(`(queued|running|done|failed) 1`).MatchString(page) {
		t.Errorf("c1's teacher page counts c2's grade:\n%s", page)
	}
	if code, body := f.api("GET", "api/c/c2/queue", "teach2", nil); code != http.StatusOK || body == "{}\n" {
		t.Errorf("c2's teacher sees c2's queue as %d %s, want its grade", code, body)
	}
}
