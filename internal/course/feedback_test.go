package course

import (
	"net/http"
	"strings"
	"testing"
	"time"
)

// A teacher opening the feedback page of a student who has submitted
// nothing gets "no feedback" (404), not half a page.
func TestFeedbackPageOfNoSubmission(t *testing.T) {
	f := newFixture(t, 1)
	f.release(ReleaseSettings{Due: time.Now().Add(time.Hour)})
	code, page := f.login("teach1").get("c/c1/a/hw1/feedback/nobody")
	if code != http.StatusNotFound || strings.Count(page, "<html") != 1 {
		t.Errorf("the feedback page of a student without a submission: %d\n%s", code, page)
	}
}
