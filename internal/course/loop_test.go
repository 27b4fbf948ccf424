package course

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

func submitJSON(t testing.TB, f *fixture, user string, src []byte) Receipt {
	t.Helper()
	code, body := f.api("POST", "api/c/c1/a/hw1/submit", user, map[string]any{"files": map[string]string{"singles.go": string(src)}})
	if code != http.StatusCreated {
		t.Fatalf("%s's submission: %d %s", user, code, body)
	}
	var r Receipt
	must(t, json.Unmarshal([]byte(body), &r))
	return r
}

// The whole loop through the service: A submits twice, B late with the
// penalty, the teacher autogrades, adjusts with a comment (which the pages
// escape) and returns; each student sees their own final score, never a
// hidden test's name.
func TestLoop(t *testing.T) {
	f := newFixture(t, 2)
	f.student("ann", "bob")
	due := time.Now().Add(time.Hour)
	f.release(ReleaseSettings{Due: due, Penalty: 0.1})
	r1 := submitJSON(t, f, "ann", f.stub)
	r2 := submitJSON(t, f, "ann", f.ref)
	if r1.Attempt != 1 || r2.Attempt != 2 || r1.Hash == r2.Hash || r2.Late != 0 {
		t.Fatalf("receipts %+v %+v", r1, r2)
	}
	f.srv.Now = func() time.Time { return due.Add(25 * time.Hour) }
	rb := submitJSON(t, f, "bob", f.ref)
	f.srv.Now = nil
	if rb.Penalty != 0.2 || rb.Late != (25*time.Hour).Seconds() {
		t.Fatalf("bob, 25 hours late at 10%% a day: %+v, want a 20%% penalty", rb)
	}

	teacher := f.login("teach1")
	if code, body := teacher.post("c/c1/teach/a/hw1/autograde", nil, true); code != http.StatusOK || !strings.Contains(body, "2 submissions queued") {
		t.Fatalf("autograde: %d %s", code, body)
	}
	if counts := f.waitGraded(10 * time.Minute); counts[Done] != 2 || counts[Failed] != 0 {
		t.Fatalf("after grading: %v", counts)
	}
	subs, err := f.store.Submissions(context.Background(), "c1", "hw1", "ann")
	must(t, err)
	if g, _, _ := f.store.GradeOf(context.Background(), subs[0].ID); g.Status != "" {
		t.Errorf("ann's first attempt was graded (%s); only the newest counts", g.Status)
	}
	latest := subs[1].ID
	if code, body := teacher.post(fmt.Sprintf("c/c1/teach/s/%d/adjust", latest), url.Values{"points": {"-1"}, "comment": {"<script>alert(1)</script> names"}}, true); code != http.StatusOK {
		t.Fatalf("adjust: %d %s", code, body)
	}
	// Nothing returned yet: the students see no score.
	code, body := f.api("GET", "api/c/c1/assignments", "ann", nil)
	if code != http.StatusOK || strings.Contains(body, `"score"`) {
		t.Fatalf("before return ann sees %d %s", code, body)
	}
	if code, _ := f.login("ann").get("c/c1/a/hw1/feedback/ann"); code != http.StatusNotFound {
		t.Errorf("feedback before return: %d, want 404", code)
	}
	if code, body := teacher.post("c/c1/teach/a/hw1/return", nil, true); code != http.StatusOK || !strings.Contains(body, "returned to 2 students") {
		t.Fatalf("return: %d %s", code, body)
	}
	for user, want := range map[string]float64{"ann": 9, "bob": 8} {
		_, body := f.api("GET", "api/c/c1/assignments", user, nil)
		var rows []apiAssignment
		must(t, json.Unmarshal([]byte(body), &rows))
		if len(rows) != 1 || rows[0].Score == nil || *rows[0].Score != want || rows[0].Attempts == 0 {
			t.Errorf("%s sees %s, want a score of %g", user, body, want)
		}
		b := f.login(user)
		code, page := b.get("c/c1/a/hw1/feedback/" + user)
		if code != http.StatusOK {
			t.Fatalf("%s's feedback: %d %s", user, code, page)
		}
		if strings.Contains(page, "<script>alert") {
			t.Errorf("%s's feedback page holds the comment unescaped", user)
		}
		if user == "ann" && !strings.Contains(page, "&lt;script&gt;alert(1)&lt;/script&gt; names") {
			t.Errorf("ann's feedback page lacks the teacher's comment:\n%s", page)
		}
		if strings.Contains(page, "TestSinglesBank") {
			t.Errorf("%s's feedback names the hidden test", user)
		}
		_, page = b.get("c/c1/")
		if !strings.Contains(page, fmt.Sprintf(`class="score">%g<`, want)) {
			t.Errorf("%s's course page lacks the score %g", user, want)
		}
	}
	_, page := teacher.get(fmt.Sprintf("c/c1/teach/s/%d/", latest))
	if !strings.Contains(page, "TestSinglesBank") || !strings.Contains(page, "func CountEmpty") {
		t.Errorf("the teacher's view of a submission lacks the hidden test or the code")
	}
	// Export and import into another server: every row and file comes along.
	var exp bytes.Buffer
	must(t, f.store.Export(context.Background(), "c1", &exp))
	other, err := Open(t.TempDir())
	must(t, err)
	defer other.Close()
	if id, err := other.Import(context.Background(), bytes.NewReader(exp.Bytes())); err != nil || id != "c1" {
		t.Fatalf("import: %q %v", id, err)
	}
	for _, who := range []string{"ann", "bob"} {
		a, _ := f.store.Assignment(context.Background(), "c1", "hw1")
		b, err := other.Assignment(context.Background(), "c1", "hw1")
		must(t, err)
		was, _ := f.store.StatusOf(context.Background(), a, who)
		now, err := other.StatusOf(context.Background(), b, who)
		must(t, err)
		if now.Attempts() != was.Attempts() || now.Final != was.Final || now.Returned.IsZero() || len(now.Adjustments) != len(was.Adjustments) || now.Latest.Hash != was.Latest.Hash {
			t.Errorf("%s after export and import: %d attempts, final %g, want %d, %g", who, now.Attempts(), now.Final, was.Attempts(), was.Final)
		}
		for _, h := range now.Latest.Files {
			if _, err := other.Blobs.Get(h); err != nil {
				t.Errorf("imported file of %s: %v", who, err)
			}
		}
	}
	if _, err := other.Import(context.Background(), bytes.NewReader(exp.Bytes())); !errors.Is(err, ErrExists) {
		t.Errorf("importing a course twice: %v, want ErrExists", err)
	}
	code, csv := teacher.get("c/c1/teach/gradebook.csv")
	if code != http.StatusOK || !strings.Contains(csv, "ann,9,9,10") || !strings.Contains(csv, "bob,8,8,10") {
		t.Errorf("gradebook CSV: %d\n%s", code, csv)
	}
}

// A submission the grader cannot grade (a forbidden import) is not lost
// or silently zero: the teacher's page says why.
func TestGradeFailureShown(t *testing.T) {
	f := newFixture(t, 1)
	f.student("cat")
	f.release(ReleaseSettings{Due: time.Now().Add(time.Hour), Autograde: true})
	bad := strings.Replace(string(f.ref), `import "github.com/sudokit/sudokit/sudoku"`, "import (\n\t\"os/exec\"\n\n\t\"github.com/sudokit/sudokit/sudoku\"\n)\n\nvar _ = exec.Command", 1)
	if bad == string(f.ref) {
		t.Fatal("the reference's import line changed; adapt the test")
	}
	r := submitJSON(t, f, "cat", []byte(bad))
	f.waitGraded(10 * time.Minute)
	g, ok, err := f.store.GradeOf(context.Background(), r.ID)
	must(t, err)
	reason := g.Error
	if g.Result != nil {
		reason += g.Result.CompileErr
	}
	if !ok || !strings.Contains(reason, "os/exec") {
		t.Fatalf("grade of a submission importing os/exec: %+v", g)
	}
	_, page := f.login("teach1").get("c/c1/teach/a/hw1/")
	if !strings.Contains(page, "os/exec") {
		t.Errorf("the teacher's page does not say why cat's grade failed:\n%s", page)
	}
}
