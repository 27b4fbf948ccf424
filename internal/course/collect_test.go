package course

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sudokit/sudokit/assignments"
)

// fakeServer is a student's single-user server as the contents API shows
// it: one folder whose listing and files the test chooses (a student can
// run a server of their own that answers anything).
type fakeServer struct {
	list  []map[string]any
	files map[string][]byte
	reads atomic.Int32
	// listed, when not nil, is told of every listing, which then waits
	// until gate is closed.
	listed chan struct{}
	gate   chan struct{}
}

func (fs *fakeServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Header.Get("Authorization") != "token tok-ann" {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	p, ok := strings.CutPrefix(r.URL.Path, "/user/ann/api/contents/")
	if !ok {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	if p == "assignments/hw1" {
		if fs.listed != nil {
			fs.listed <- struct{}{}
			<-fs.gate
		}
		json.NewEncoder(w).Encode(map[string]any{"type": "directory", "content": fs.list})
		return
	}
	data, ok := fs.files[strings.TrimPrefix(p, "assignments/hw1/")]
	if !ok {
		http.NotFound(w, r)
		return
	}
	fs.reads.Add(1)
	json.NewEncoder(w).Encode(map[string]any{"type": "file", "format": "base64", "content": base64.StdEncoding.EncodeToString(data)})
}

// A student's server that lists its files as tiny and then sends large
// ones cannot make the service read more than the submission limit (and
// one file) into memory: reading stops at the file that passes it.
func TestCollectStopsAtTheLimit(t *testing.T) {
	f := newFixture(t, 1)
	f.student("ann")
	f.release(ReleaseSettings{Due: time.Now().Add(time.Hour)})
	fake := &fakeServer{files: map[string][]byte{}}
	for _, n := range []string{"a.go", "b.go", "c.go", "d.go"} {
		fake.list = append(fake.list, map[string]any{"name": n, "path": "assignments/hw1/" + n, "type": "file", "size": 1})
		fake.files[n] = []byte("package singles\n" + strings.Repeat("// x\n", 200))
	}
	hs := httptest.NewServer(fake)
	defer hs.Close()
	f.srv.Files = Contents{Base: hs.URL, Client: hs.Client()}
	f.srv.Limits.MaxBytes = 1500
	ann := f.login("ann")
	code, body := ann.post("c/c1/a/hw1/submit", nil, true)
	if code != http.StatusRequestEntityTooLarge || !strings.Contains(body, "too large") {
		t.Errorf("a submission of 4 files of 1 kB each, listed as 1 byte each, over a limit of 1500 bytes: %d\n%s", code, body)
	}
	if n := fake.reads.Load(); n != 2 {
		t.Errorf("the service read %d of the 4 files, want 2 (the second passes the limit)", n)
	}
}

// A submission collected from the student's server holds only the names
// an API submission may hold, whatever the server lists: no path, no
// hidden file, no test.
func TestCollectTakesOnlySubmittableNames(t *testing.T) {
	f := newFixture(t, 1)
	f.student("ann")
	f.release(ReleaseSettings{Due: time.Now().Add(time.Hour)})
	fake := &fakeServer{files: map[string][]byte{}}
	for _, n := range []string{"singles.go", ".hidden.go", "sub/x.go", "../up.go", "more_test.go"} {
		fake.list = append(fake.list, map[string]any{"name": n, "path": "assignments/hw1/" + n, "type": "file", "size": 20})
		fake.files[n] = []byte("package singles\n")
	}
	hs := httptest.NewServer(fake)
	defer hs.Close()
	f.srv.Files = Contents{Base: hs.URL, Client: hs.Client()}
	if code, body := f.login("ann").post("c/c1/a/hw1/submit", nil, true); code != http.StatusOK {
		t.Fatalf("submit: %d\n%s", code, body)
	}
	subs, err := f.store.Submissions(context.Background(), "c1", "hw1", "ann")
	must(t, err)
	if len(subs) != 1 || len(subs[0].Files) != 1 || subs[0].Files["singles.go"] == "" {
		t.Errorf("the stored submission: %+v, want singles.go alone", subs)
	}
}

// A student has one Check running at a time: a second one while the first
// runs is refused at once (429) without touching her files, so that no
// student can queue a stream of checks on the one check slot the class
// shares.
func TestOneCheckAtATime(t *testing.T) {
	f := newFixture(t, 1)
	f.student("ann")
	f.release(ReleaseSettings{Due: time.Now().Add(time.Hour)})
	fake := &fakeServer{files: map[string][]byte{"singles.go": f.ref}, listed: make(chan struct{}), gate: make(chan struct{})}
	fake.list = []map[string]any{{"name": "singles.go", "path": "assignments/hw1/singles.go", "type": "file", "size": len(f.ref)}}
	hs := httptest.NewServer(fake)
	defer hs.Close()
	f.srv.Files = Contents{Base: hs.URL, Client: hs.Client()}
	ann := f.login("ann")
	ann.get("c/c1/")
	type result struct {
		code int
		body string
	}
	check := func() chan result {
		ch := make(chan result, 1)
		go func() {
			code, body := ann.post("c/c1/a/hw1/check", nil, true)
			ch <- result{code, body}
		}()
		return ch
	}
	first := check()
	<-fake.listed // the first check is reading her folder
	second := check()
	select {
	case r := <-second:
		if r.code != http.StatusTooManyRequests || !strings.Contains(r.body, "still running") {
			t.Errorf("a second check while the first runs: %d\n%s", r.code, r.body)
		}
	case <-fake.listed:
		t.Error("a second check of the same student went on to read her folder while the first ran")
	}
	close(fake.gate)
	if r := <-first; r.code != http.StatusOK || !strings.Contains(r.body, "Checked") {
		t.Errorf("the first check: %d\n%s", r.code, r.body)
	}
	// Once it is done, she may check again.
	done := make(chan struct{})
	defer close(done)
	go func() {
		for {
			select {
			case <-fake.listed:
			case <-done:
				return
			}
		}
	}()
	if code, body := ann.post("c/c1/a/hw1/check", nil, true); code != http.StatusOK {
		t.Errorf("a check after the first finished: %d\n%s", code, body)
	}
}

// A teacher's folder is copied for "Add" within the tree limits counted
// over the whole folder, subfolders included: two subfolders of 300 files
// each are refused before the check runs, and reading stops at file 501.
func TestAddCopyLimitsTheWholeTree(t *testing.T) {
	f := newFixture(t, 1)
	var reads atomic.Int32
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := strings.TrimPrefix(r.URL.Path, "/user/teach1/api/contents/")
		w.Header().Set("Content-Type", "application/json")
		var items []map[string]any
		switch p {
		case "hw2":
			for _, d := range []string{"a", "b"} {
				items = append(items, map[string]any{"name": d, "path": "hw2/" + d, "type": "directory"})
			}
		case "hw2/a", "hw2/b":
			for i := range 300 {
				n := fmt.Sprintf("f%03d.txt", i)
				items = append(items, map[string]any{"name": n, "path": p + "/" + n, "type": "file", "size": 1})
			}
		default:
			reads.Add(1)
			json.NewEncoder(w).Encode(map[string]any{"type": "file", "format": "text", "content": "x"})
			return
		}
		json.NewEncoder(w).Encode(map[string]any{"type": "directory", "content": items})
	}))
	defer hs.Close()
	f.srv.Files = Contents{Base: hs.URL, Client: hs.Client()}
	var added atomic.Bool
	f.srv.Add = func(context.Context, string, string, string) (string, int, error) {
		added.Store(true)
		return "", 1, nil
	}
	code, body := f.login("teach1").post("c/c1/teach/add", url.Values{"folder": {"hw2"}}, true)
	if code != http.StatusRequestEntityTooLarge || !strings.Contains(body, "too large") {
		t.Errorf("adding a folder of 600 files in two subfolders: %d\n%s", code, body)
	}
	if added.Load() {
		t.Error("the folder went on to the check")
	}
	if n := reads.Load(); n != maxTreeFiles {
		t.Errorf("%d files read, want %d (the limit)", n, maxTreeFiles)
	}
}

// A Check whose files the grader refuses says so by the file's name, and
// a Check the server cannot run says only that: the student's page never
// shows the server's folders.
func TestCheckErrorsNameNoServerFolder(t *testing.T) {
	f := newFixture(t, 1)
	f.student("ann")
	f.release(ReleaseSettings{Due: time.Now().Add(time.Hour)})
	big := append([]byte("package singles\n"), make([]byte, assignments.MaxSourceFile)...)
	fake := &fakeServer{files: map[string][]byte{"singles.go": big}}
	fake.list = []map[string]any{{"name": "singles.go", "path": "assignments/hw1/singles.go", "type": "file", "size": len(big)}}
	hs := httptest.NewServer(fake)
	defer hs.Close()
	f.srv.Files = Contents{Base: hs.URL, Client: hs.Client()}
	ann := f.login("ann")
	code, page := ann.post("c/c1/a/hw1/check", nil, true)
	if code != http.StatusOK || !strings.Contains(page, "singles.go: ") || !strings.Contains(page, "more than the limit") || strings.Contains(page, f.store.Dir()) {
		t.Errorf("a check of a file over the grader's limit: %d\n%s\nwant the file's name and the limit, not %s", code, page, f.store.Dir())
	}
	// The store's work folder is gone (a file in its place): the server
	// cannot write the submission out to grade it.
	work := filepath.Join(f.store.Dir(), "work")
	must(t, os.Rename(work, work+".away"))
	must(t, os.WriteFile(work, nil, 0o600))
	fake.files["singles.go"] = f.ref
	fake.list[0]["size"] = len(f.ref)
	code, page = ann.post("c/c1/a/hw1/check", nil, true)
	if code != http.StatusOK || !strings.Contains(page, "the check could not run on the server") || strings.Contains(page, f.store.Dir()) {
		t.Errorf("a check the server cannot run: %d\n%s", code, page)
	}
}
