package course

import (
	"context"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"testing"
	"time"
)

// The release form shows the assignment's settings, so that a teacher who
// changes one field (here the autograde box) and sends the form keeps the
// due date, the hard close and the penalty instead of erasing them.
func TestReleaseFormKeepsSettings(t *testing.T) {
	f := newFixture(t, 1)
	due := time.Date(2030, 5, 6, 23, 59, 59, 0, time.Local)
	closes := time.Date(2030, 5, 8, 12, 0, 0, 0, time.Local)
	f.release(ReleaseSettings{Due: due, Close: closes, Penalty: 0.1})
	teacher := f.login("teach1")
	_, page := teacher.get("c/c1/teach/a/hw1/")
	form := url.Values{"autograde": {"1"}}
	for _, field := range []string{"due", "close", "penalty"} {
		m := regexp.MustCompile(`id="` + field + `"[^>]*value="([^"]*)"`).FindStringSubmatch(page)
		if m == nil {
			t.Fatalf("the release form shows no value for %s:\n%s", field, page)
		}
		form.Set(field, html.UnescapeString(m[1]))
	}
	if code, body := teacher.post("c/c1/teach/a/hw1/release", form, true); code != http.StatusOK {
		t.Fatalf("sending the form back: %d\n%s", code, body)
	}
	a, err := f.store.Assignment(context.Background(), "c1", "hw1")
	must(t, err)
	if !a.Due.Equal(due) || !a.Close.Equal(closes) || a.Penalty != 0.1 || !a.Autograde {
		t.Errorf("after sending the form back with autograde on: due %v, close %v, penalty %g, autograde %v; want %v, %v, 0.1, true", a.Due, a.Close, a.Penalty, a.Autograde, due, closes)
	}
}
