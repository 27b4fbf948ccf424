package course

import (
	"context"
	"net/http"
	"sync"
	"testing"
	"time"
)

// A browser's requests run at once (a page and its reloads): when the
// session is due for the hub's recheck, each request rechecks it without
// racing the others on the shared session (run with -race).
func TestSessionRecheckConcurrent(t *testing.T) {
	f := newFixture(t, 1)
	f.student("ann")
	ann := f.login("ann")
	paired := &pairedAuthority{Authority: f.srv.Auth, second: make(chan struct{})}
	f.srv.Auth = paired
	for round := 0; round < 3; round++ {
		f.srv.sess.mu.Lock()
		for _, s := range f.srv.sess.byID {
			s.checked = time.Time{}
		}
		f.srv.sess.mu.Unlock()
		paired.reset()
		var wg sync.WaitGroup
		for range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				resp, err := ann.c.Get(f.http.URL + "/services/course/c/c1/")
				if err != nil {
					t.Error(err)
					return
				}
				resp.Body.Close()
				if resp.StatusCode != http.StatusOK {
					t.Errorf("ann's course page during a recheck: %d", resp.StatusCode)
				}
			}()
		}
		wg.Wait()
	}
}

// pairedAuthority holds the first recheck of a round until a second one
// arrives (or 10 s pass), so that two requests of the test recheck the
// same session at once.
type pairedAuthority struct {
	Authority
	mu     sync.Mutex
	calls  int
	second chan struct{}
}

func (a *pairedAuthority) reset() {
	a.mu.Lock()
	a.calls, a.second = 0, make(chan struct{})
	a.mu.Unlock()
}

func (a *pairedAuthority) User(ctx context.Context, tok string) (*User, error) {
	a.mu.Lock()
	a.calls++
	second := a.second
	if a.calls == 2 {
		close(second)
	}
	a.mu.Unlock()
	select {
	case <-second:
	case <-time.After(10 * time.Second):
	}
	return a.Authority.User(ctx, tok)
}
