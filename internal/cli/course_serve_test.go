package cli

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// A grading queue that stops on its own (its store failing) stops the
// course service with its error, instead of leaving a service that takes
// submissions nobody grades.
func TestCourseServiceStopsWithItsQueue(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: http.NotFoundHandler()}
	errc := make(chan error, 1)
	go func() {
		errc <- runCourseService(context.Background(), hs, l, func(context.Context) error { return errors.New("disk gone") })
	}()
	select {
	case err := <-errc:
		if err == nil || !strings.Contains(err.Error(), "disk gone") {
			t.Errorf("the service stopped with %v, want the queue's error", err)
		}
	case <-time.After(time.Minute):
		hs.Close()
		t.Fatal("the service kept serving a minute after its queue stopped")
	}
}

// When the service is told to stop (the hub's SIGTERM), it returns, and
// the store and the grader are closed, only after the requests under way
// are answered. The request here waits 5 s for the service to return
// before it answers; it must not see that happen.
func TestCourseServiceWaitsForRequests(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	entered := make(chan struct{})
	returned := make(chan struct{})
	var early atomic.Bool
	hs := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		close(entered)
		select {
		case <-returned:
			early.Store(true)
		case <-time.After(5 * time.Second):
		}
		io.WriteString(w, "answered")
	})}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	errc := make(chan error, 1)
	go func() {
		errc <- runCourseService(ctx, hs, l, func(ctx context.Context) error { <-ctx.Done(); return ctx.Err() })
		close(returned)
	}()
	type answer struct {
		body string
		err  error
	}
	answers := make(chan answer, 1)
	go func() {
		resp, err := http.Get("http://" + l.Addr().String() + "/")
		if err != nil {
			answers <- answer{"", err}
			return
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		answers <- answer{string(b), err}
	}()
	<-entered
	cancel()
	if a := <-answers; a.err != nil || a.body != "answered" {
		t.Errorf("the request under way when the service stopped: %q %v", a.body, a.err)
	}
	if err := <-errc; err != nil {
		t.Errorf("the service stopped with %v", err)
	}
	if early.Load() {
		t.Error("the service returned (and its store and grader were closed) while a request was under way")
	}
}
