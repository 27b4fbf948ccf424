package course

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"net/http"
	"strings"
	"sync"
	"time"
)

// session is a browser logged in through the hub's OAuth.
type session struct {
	user    *User
	csrf    string
	checked time.Time // when the hub last confirmed the user
	expires time.Time
}

// sessions are kept in memory: after a restart a browser logs in again
// through the hub, which it does without a question.
type sessions struct {
	mu   sync.Mutex
	byID map[string]*session
	// tokens caches what the hub said of API tokens (by their hash).
	tokens map[string]*session
}

const (
	sessionCookie = "sudokit-course"
	stateCookie   = "sudokit-course-state"
	sessionTTL    = 8 * time.Hour
	recheck       = 5 * time.Minute
)

func randomToken() string {
	b := make([]byte, 32)
	rand.Read(b)
	return hex.EncodeToString(b)
}

func tokenKey(tok string) string {
	h := sha256.Sum256([]byte(tok))
	return hex.EncodeToString(h[:])
}

// errLogin is a request without a session or token.
var errLogin = errors.New("login needed")

// identify finds the user of a request: an Authorization header with a
// hub token (api true: no CSRF token needed, a browser never sends one on
// its own), or the session cookie.
func (s *Server) identify(r *http.Request) (sess *session, api bool, err error) {
	if h := r.Header.Get("Authorization"); h != "" {
		tok := strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(h, "token "), "Bearer "))
		if tok == "" || tok == h {
			return nil, true, ErrUnauthorized
		}
		sess, err := s.tokenUser(r.Context(), tok)
		return sess, true, err
	}
	c, err := r.Cookie(sessionCookie)
	if err != nil {
		return nil, false, errLogin
	}
	// A session is shared by the browser's concurrent requests: its
	// fields are read and changed under the lock, and each request works
	// on a copy.
	s.sess.mu.Lock()
	shared := s.sess.byID[tokenKey(c.Value)]
	var snap session
	if shared != nil {
		snap = *shared
	}
	s.sess.mu.Unlock()
	if shared == nil || time.Now().After(snap.expires) {
		return nil, false, errLogin
	}
	if time.Since(snap.checked) > recheck { // groups change; tokens are revoked
		u, err := s.Auth.User(r.Context(), snap.user.Token)
		if err != nil {
			return nil, false, errLogin
		}
		snap.user, snap.checked = u, time.Now()
		s.sess.mu.Lock()
		shared.user, shared.checked = u, snap.checked
		s.sess.mu.Unlock()
	}
	return &snap, false, nil
}

func (s *Server) tokenUser(ctx context.Context, tok string) (*session, error) {
	key := tokenKey(tok)
	s.sess.mu.Lock()
	sess := s.sess.tokens[key]
	s.sess.mu.Unlock()
	if sess != nil && time.Since(sess.checked) < time.Minute {
		return sess, nil
	}
	u, err := s.Auth.User(ctx, tok)
	if err != nil {
		return nil, err
	}
	sess = &session{user: u, checked: time.Now()}
	s.sess.mu.Lock()
	if len(s.sess.tokens) > 10000 {
		s.sess.tokens = map[string]*session{}
	}
	s.sess.tokens[key] = sess
	s.sess.mu.Unlock()
	return sess, nil
}

// login makes a session for u and sets its cookie.
func (s *Server) login(w http.ResponseWriter, u *User) {
	id := randomToken()
	sess := &session{user: u, csrf: randomToken(), checked: time.Now(), expires: time.Now().Add(sessionTTL)}
	s.sess.mu.Lock()
	now := time.Now()
	for k, v := range s.sess.byID {
		if now.After(v.expires) {
			delete(s.sess.byID, k)
		}
	}
	s.sess.byID[tokenKey(id)] = sess
	s.sess.mu.Unlock()
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: id, Path: s.Prefix, HttpOnly: true, SameSite: http.SameSiteLaxMode, MaxAge: int(sessionTTL.Seconds())})
}

// csrfOK reports whether a state-changing request from a session carries
// the session's CSRF token (form field _csrf or header X-CSRF-Token).
func csrfOK(r *http.Request, sess *session) bool {
	got := r.Header.Get("X-CSRF-Token")
	if got == "" {
		got = r.PostFormValue("_csrf")
	}
	return got != "" && subtle.ConstantTimeCompare([]byte(got), []byte(sess.csrf)) == 1
}
