package course

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudokit/sudokit/assignments"
	"github.com/sudokit/sudokit/internal/testenv"
)

// tokenAuthority stands in for the hub's identity API in tests of the
// service alone (the end-to-end test in e2e uses Debian's JupyterHub):
// a token is "tok-NAME", and NAME's groups are fixed.
type tokenAuthority struct {
	mu     sync.Mutex
	groups map[string][]string
}

func (a *tokenAuthority) User(_ context.Context, tok string) (*User, error) {
	name, ok := strings.CutPrefix(tok, "tok-")
	a.mu.Lock()
	defer a.mu.Unlock()
	g, known := a.groups[name]
	if !ok || !known {
		return nil, ErrUnauthorized
	}
	return &User{Name: name, Groups: g, Token: tok}, nil
}

func (a *tokenAuthority) Exchange(_ context.Context, code string) (string, error) {
	if !strings.HasPrefix(code, "tok-") {
		return "", ErrUnauthorized
	}
	return code, nil
}

func (a *tokenAuthority) AuthorizeURL(state string) string {
	return "/hub/api/oauth2/authorize?state=" + url.QueryEscape(state)
}

// needRoot skips tests that grade: the sandbox needs root.
func needRoot(t testing.TB) {
	t.Helper()
	testenv.NeedRoot(t, "grading runs in the sandbox, which needs root")
}

// fixture is a course "c1" with the scaffold assignment added (checked in
// the sandbox) and a course "c2" with another teacher.
type fixture struct {
	t     testing.TB
	store *Store
	srv   *Server
	http  *httptest.Server
	auth  *tokenAuthority
	ref   []byte // the reference solution (10 of 10)
	stub  []byte // the released stub (0 points)
}

var (
	scaffoldOnce sync.Once
	scaffoldDir  string
	scaffoldErr  error
)

// scaffold writes the example assignment once per test binary.
func scaffold(t testing.TB) string {
	scaffoldOnce.Do(func() {
		d, err := os.MkdirTemp("", "course-scaffold-")
		if err != nil {
			scaffoldErr = err
			return
		}
		scaffoldDir = filepath.Join(d, "hw1")
		_, scaffoldErr = assignments.WriteScaffold(scaffoldDir)
	})
	if scaffoldErr != nil {
		t.Fatal(scaffoldErr)
	}
	return scaffoldDir
}

func newFixture(t testing.TB, jobs int) *fixture {
	needRoot(t)
	ctx := context.Background()
	st, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	for _, c := range []string{"c1", "c2"} {
		if err := st.CreateCourse(ctx, c, "Course "+c); err != nil {
			t.Fatal(err)
		}
	}
	dir := scaffold(t)
	rep, _, err := AddFromDir(ctx, st, "c1", dir, "teach1")
	if err != nil {
		t.Fatalf("adding the scaffold: %v %+v", err, rep)
	}
	g, err := assignments.NewGrader(assignments.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	auth := &tokenAuthority{groups: map[string][]string{
		"teach1": {TeacherGroup("c1")},
		"teach2": {TeacherGroup("c2")},
	}}
	q := &Queue{Store: st, Grader: g, Jobs: jobs, Log: testLog{t}}
	srv := &Server{Store: st, Queue: q, Auth: auth, Prefix: "/services/course/", Log: testLog{t}}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	qctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() { q.Run(qctx); close(done) }()
	t.Cleanup(func() { cancel(); <-done })
	f := &fixture{t: t, store: st, srv: srv, http: hs, auth: auth}
	f.ref, _ = os.ReadFile(filepath.Join(dir, "singles.go"))
	a, err := st.Assignment(ctx, "c1", "hw1")
	if err != nil {
		t.Fatal(err)
	}
	f.stub, err = st.Blobs.Get(a.Release["singles.go"])
	if err != nil {
		t.Fatal(err)
	}
	return f
}

type testLog struct{ t testing.TB }

func (l testLog) Write(p []byte) (int, error) {
	l.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}

func (f *fixture) student(names ...string) {
	f.auth.mu.Lock()
	defer f.auth.mu.Unlock()
	for _, n := range names {
		f.auth.groups[n] = []string{StudentGroup("c1")}
	}
}

// api calls the service with a hub token, as a script does.
func (f *fixture) api(method, path, user string, body any) (int, string) {
	f.t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = strings.NewReader(string(b))
	}
	req, _ := http.NewRequest(method, f.http.URL+"/services/course/"+path, rd)
	if user != "" {
		req.Header.Set("Authorization", "token tok-"+user)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		f.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(data)
}

// browser is a logged-in browser session (cookies, CSRF token from pages).
type browser struct {
	f    *fixture
	c    *http.Client
	csrf string
}

var csrfRe = regexp.MustCompile(`name="csrf-token" content="([0-9a-f]+)"`)

// login goes through the service's OAuth dance with the fake hub.
func (f *fixture) login(user string) *browser {
	f.t.Helper()
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, CheckRedirect: func(req *http.Request, via []*http.Request) error {
		if strings.HasPrefix(req.URL.Path, "/hub/api/oauth2/authorize") {
			return http.ErrUseLastResponse
		}
		return nil
	}}
	resp, err := c.Get(f.http.URL + "/services/course/c/c1/")
	if err != nil {
		f.t.Fatal(err)
	}
	resp.Body.Close()
	loc, _ := url.Parse(resp.Header.Get("Location"))
	if resp.StatusCode != http.StatusFound || loc == nil || loc.Path != "/hub/api/oauth2/authorize" {
		f.t.Fatalf("a browser without a session got %d %s, want a redirect to the hub's OAuth", resp.StatusCode, resp.Header.Get("Location"))
	}
	resp, err = c.Get(f.http.URL + "/services/course/oauth_callback?code=tok-" + user + "&state=" + url.QueryEscape(loc.Query().Get("state")))
	if err != nil {
		f.t.Fatal(err)
	}
	resp.Body.Close()
	return &browser{f: f, c: c}
}

func (b *browser) get(path string) (int, string) {
	b.f.t.Helper()
	resp, err := b.c.Get(b.f.http.URL + "/services/course/" + path)
	if err != nil {
		b.f.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if m := csrfRe.FindSubmatch(data); m != nil {
		b.csrf = string(m[1])
	}
	return resp.StatusCode, string(data)
}

// post sends a form; withCSRF false leaves the token out.
func (b *browser) post(path string, form url.Values, withCSRF bool) (int, string) {
	b.f.t.Helper()
	if form == nil {
		form = url.Values{}
	}
	if withCSRF {
		if b.csrf == "" {
			b.get("")
		}
		form.Set("_csrf", b.csrf)
	}
	resp, err := b.c.PostForm(b.f.http.URL+"/services/course/"+path, form)
	if err != nil {
		b.f.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(data)
}

// waitGraded waits (under a generous deadline) until no grade is queued
// or running.
func (f *fixture) waitGraded(limit time.Duration) map[string]int {
	f.t.Helper()
	deadline := time.Now().Add(limit)
	for {
		counts, err := f.store.QueueCounts(context.Background())
		if err != nil {
			f.t.Fatal(err)
		}
		if counts[Queued]+counts[Running] == 0 {
			return counts
		}
		if time.Now().After(deadline) {
			f.t.Fatalf("grading did not finish within %v: %v", limit, counts)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func (f *fixture) release(rs ReleaseSettings) {
	f.t.Helper()
	if err := f.store.Release(context.Background(), "c1", "hw1", rs); err != nil {
		f.t.Fatal(err)
	}
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
