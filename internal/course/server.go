package course

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/text/language"
	"golang.org/x/text/message"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// Limits bound what one submission may hold.
type Limits struct {
	MaxFiles int   // files in a submission (default 20)
	MaxBytes int64 // bytes in a submission (default 4 MiB)
}

// Server is the course service's web pages and API.
type Server struct {
	Store *Store
	Queue *Queue
	Auth  Authority
	// Roster lists a hub group's members (nil: the students known from
	// their fetches and submissions).
	Roster func(ctx context.Context, group string) ([]string, error)
	Files  Contents
	// Add checks and adds an assignment folder (default AddFromDir in this
	// process). The service runs "sudokit course add" in a process of its
	// own: the check needs a grader of its own, and two graders in one
	// process would share (and the first to close remove) its cgroup.
	Add func(ctx context.Context, course, dir, by string) (output string, version int, err error)
	// Prefix is the service's URL path (/services/course/).
	Prefix string
	// Folder is where assignments go in a student's home (default "assignments").
	Folder string
	Limits Limits
	// Now is the clock (default time.Now).
	Now func() time.Time
	Log io.Writer

	sess sessions
	// checking holds the students whose Check is running: one each, so
	// that no student can fill the one check slot with requests of their
	// own while the class waits.
	checking sync.Map
}

func (s *Server) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

func (s *Server) logf(format string, args ...any) {
	if s.Log != nil {
		fmt.Fprintf(s.Log, format+"\n", args...)
	}
}

// Handler serves the service under Prefix.
func (s *Server) Handler() http.Handler {
	if s.Prefix == "" {
		s.Prefix = "/"
	}
	if !strings.HasSuffix(s.Prefix, "/") {
		s.Prefix += "/"
	}
	if s.Folder == "" {
		s.Folder = "assignments"
	}
	if s.Limits.MaxFiles == 0 {
		s.Limits.MaxFiles = 20
	}
	if s.Limits.MaxBytes == 0 {
		s.Limits.MaxBytes = 4 << 20
	}
	s.sess.byID = map[string]*session{}
	s.sess.tokens = map[string]*session{}
	m := http.NewServeMux()
	m.HandleFunc("GET /{$}", s.page(s.home))
	m.HandleFunc("GET /oauth_callback", s.callback)
	m.HandleFunc("GET /c/{course}/{$}", s.page(s.studentPage))
	m.HandleFunc("POST /c/{course}/a/{id}/fetch", s.page(s.fetch))
	m.HandleFunc("POST /c/{course}/a/{id}/check", s.page(s.check))
	m.HandleFunc("POST /c/{course}/a/{id}/submit", s.page(s.submitForm))
	m.HandleFunc("POST /c/{course}/a/{id}/save-feedback", s.page(s.saveFeedback))
	m.HandleFunc("GET /c/{course}/a/{id}/feedback/{student}", s.page(s.feedbackPage))
	m.HandleFunc("GET /c/{course}/teach/{$}", s.page(s.teachPage))
	m.HandleFunc("POST /c/{course}/teach/add", s.page(s.addForm))
	m.HandleFunc("GET /c/{course}/teach/a/{id}/{$}", s.page(s.assignmentPage))
	m.HandleFunc("POST /c/{course}/teach/a/{id}/release", s.page(s.releaseForm))
	m.HandleFunc("POST /c/{course}/teach/a/{id}/extend", s.page(s.extendForm))
	m.HandleFunc("POST /c/{course}/teach/a/{id}/autograde", s.page(s.autogradeForm))
	m.HandleFunc("POST /c/{course}/teach/a/{id}/return", s.page(s.returnForm))
	m.HandleFunc("GET /c/{course}/teach/s/{sub}/{$}", s.page(s.submissionPage))
	m.HandleFunc("POST /c/{course}/teach/s/{sub}/adjust", s.page(s.adjustForm))
	m.HandleFunc("GET /c/{course}/teach/gradebook", s.page(s.gradebookPage))
	m.HandleFunc("GET /c/{course}/teach/gradebook.csv", s.page(s.gradebookCSV))
	m.HandleFunc("GET /api/c/{course}/assignments", s.page(s.apiAssignments))
	m.HandleFunc("POST /api/c/{course}/a/{id}/submit", s.page(s.apiSubmit))
	m.HandleFunc("GET /api/c/{course}/a/{id}/submissions/{student}", s.page(s.apiSubmissions))
	m.HandleFunc("GET /api/c/{course}/queue", s.page(s.apiQueue))
	inner := http.StripPrefix(strings.TrimSuffix(s.Prefix, "/"), m)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "same-origin")
		h.Set("Cache-Control", "no-store")
		inner.ServeHTTP(w, r)
	})
}

// req is one request with its user, language and course role.
type req struct {
	w      http.ResponseWriter
	r      *http.Request
	sess   *session
	api    bool
	p      *message.Printer
	prefix string
	tag    language.Tag
	role   Role
}

func (q *req) user() *User { return q.sess.user }

// T translates a page's text into the request's language.
func (q *req) T(key string, args ...any) string { return q.p.Sprintf(key, args...) }

// httpError is an error with the status to answer it with.
type httpError struct {
	code int
	msg  string
}

func (e *httpError) Error() string { return e.msg }

func fail(code int, msg string) error { return &httpError{code, msg} }

var matcher = language.NewMatcher(lang.Supported())

// newReq is a request in the language its browser asks for (one of the
// supported ones), before anyone is identified.
func newReq(w http.ResponseWriter, r *http.Request) *req {
	tags, _, _ := language.ParseAcceptLanguage(r.Header.Get("Accept-Language"))
	tag, _, _ := matcher.Match(tags...)
	base, _ := tag.Base()
	for _, t := range lang.Supported() {
		if b, _ := t.Base(); b == base {
			tag = t
			break
		}
	}
	return &req{w: w, r: r, p: lang.Printer(tag), tag: tag}
}

// page wraps a handler: identifies the user (sending a browser without a
// session to the hub's login), checks the CSRF token of every
// state-changing request from a browser, and the user's role in the
// course of the path, and writes errors as pages or JSON.
func (s *Server) page(h func(*req) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		q := newReq(w, r)
		isAPI := strings.HasPrefix(r.URL.Path, "/api/")
		sess, api, err := s.identify(r)
		if err != nil {
			if errors.Is(err, errLogin) && r.Method == http.MethodGet && !isAPI {
				s.startLogin(w, r)
				return
			}
			s.writeErr(q, isAPI || api, fail(http.StatusUnauthorized, q.T("log in through the hub first")))
			return
		}
		q.sess, q.api = sess, api
		if r.Method == http.MethodPost {
			r.Body = http.MaxBytesReader(w, r.Body, s.Limits.MaxBytes*2+1<<20)
			if !api && !csrfOK(r, sess) {
				s.writeErr(q, isAPI, fail(http.StatusForbidden, q.T("the form's security token is missing or wrong: reload the page and try again")))
				return
			}
		}
		if c := r.PathValue("course"); c != "" {
			if _, err := s.Store.Course(r.Context(), c); err != nil {
				s.writeErr(q, isAPI || api, fail(http.StatusNotFound, q.T("no such course")))
				return
			}
			q.role = sess.user.RoleIn(c)
			if q.role == NoRole {
				s.writeErr(q, isAPI || api, fail(http.StatusForbidden, q.T("you are not in this course")))
				return
			}
			if strings.Contains(r.URL.Path, "/teach/") && q.role != TeacherRole {
				s.writeErr(q, isAPI || api, fail(http.StatusForbidden, q.T("only the course's teachers may open this page")))
				return
			}
		}
		if err := h(q); err != nil {
			s.writeErr(q, isAPI || api, err)
		}
	}
}

func (s *Server) writeErr(q *req, asJSON bool, err error) {
	code := http.StatusInternalServerError
	var he *httpError
	switch {
	case errors.As(err, &he):
		code = he.code
	case errors.Is(err, ErrNotFound):
		code, err = http.StatusNotFound, errors.New(q.T("not found"))
	case errors.Is(err, ErrClosed):
		code, err = http.StatusConflict, errors.New(q.T("this assignment is closed: no more submissions"))
	default:
		s.logf("course: %s %s: %v", q.r.Method, q.r.URL.Path, err)
		if !errors.Is(err, ErrCheckFailed) {
			err = errors.New(q.T("something went wrong on the server; its log says what"))
		}
	}
	if asJSON {
		writeJSON(q.w, code, map[string]string{"error": err.Error()})
		return
	}
	q.w.Header().Set("Content-Type", "text/html; charset=utf-8")
	q.w.WriteHeader(code)
	s.render(q, "error", map[string]any{"Code": code, "Message": err.Error()})
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(v)
}

// startLogin sends a browser to the hub's OAuth page, remembering where it
// was going in a state cookie.
func (s *Server) startLogin(w http.ResponseWriter, r *http.Request) {
	state := randomToken()
	next := s.Prefix + strings.TrimPrefix(r.URL.Path, "/")
	if r.URL.RawQuery != "" {
		next += "?" + r.URL.RawQuery
	}
	http.SetCookie(w, &http.Cookie{Name: stateCookie, Value: state + "|" + url.QueryEscape(next), Path: s.Prefix, HttpOnly: true, SameSite: http.SameSiteLaxMode, MaxAge: 600})
	http.Redirect(w, r, s.Auth.AuthorizeURL(state), http.StatusFound)
}

// callback finishes the hub's OAuth: the state must match the cookie, the
// code becomes a token, the token a user, the user a session.
func (s *Server) callback(w http.ResponseWriter, r *http.Request) {
	c, err := r.Cookie(stateCookie)
	state, next, _ := strings.Cut(func() string {
		if err != nil {
			return ""
		}
		return c.Value
	}(), "|")
	q := newReq(w, r)
	if state == "" || r.URL.Query().Get("state") != state {
		http.Error(w, q.T("the login does not match this browser's: open the course page again"), http.StatusForbidden)
		return
	}
	tok, err := s.Auth.Exchange(r.Context(), r.URL.Query().Get("code"))
	if err != nil {
		http.Error(w, q.T("the hub did not confirm the login: open the course page again"), http.StatusForbidden)
		return
	}
	u, err := s.Auth.User(r.Context(), tok)
	if err != nil {
		http.Error(w, q.T("the hub did not confirm the login: open the course page again"), http.StatusForbidden)
		return
	}
	s.login(w, u)
	http.SetCookie(w, &http.Cookie{Name: stateCookie, Value: "", Path: s.Prefix, MaxAge: -1})
	target, _ := url.QueryUnescape(next)
	if !strings.HasPrefix(target, s.Prefix) || strings.HasPrefix(target, "//") {
		target = s.Prefix
	}
	http.Redirect(w, r, target, http.StatusFound)
}

func (s *Server) redirect(q *req, path, flash string) error {
	target := s.Prefix + strings.TrimPrefix(path, "/")
	if flash != "" {
		target += "?msg=" + url.QueryEscape(flash)
	}
	http.Redirect(q.w, q.r, target, http.StatusSeeOther)
	return nil
}

func parseInt64(s string) (int64, error) {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, fail(http.StatusNotFound, "not found")
	}
	return n, nil
}
