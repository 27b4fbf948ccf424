package course

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"sort"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/sudokit/sudokit/assignments"
)

// TestMain lets the rush test run the service as a child process of the
// test binary, so that it can kill it with SIGKILL.
func TestMain(m *testing.M) {
	if os.Getenv("COURSE_TEST_CHILD") == "1" {
		os.Exit(serveChild())
	}
	os.Exit(m.Run())
}

// serveChild is "sudokit course serve" with the test's identities: the
// store in $COURSE_TEST_DIR, students s000… and teach1 of course c1.
func serveChild() int {
	st, err := Open(os.Getenv("COURSE_TEST_DIR"))
	if err != nil {
		fmt.Println("open:", err)
		return 1
	}
	g, err := assignments.NewGrader(assignments.Options{})
	if err != nil {
		fmt.Println("grader:", err)
		return 1
	}
	auth := &tokenAuthority{groups: map[string][]string{"teach1": {TeacherGroup("c1")}}}
	for i := range 1000 {
		auth.groups[fmt.Sprintf("s%03d", i)] = []string{StudentGroup("c1")}
	}
	q := &Queue{Store: st, Grader: g, Jobs: 2, Log: os.Stderr}
	srv := &Server{Store: st, Queue: q, Auth: auth, Prefix: "/services/course/", Log: os.Stderr}
	l, err := net.Listen("tcp", os.Getenv("COURSE_TEST_ADDR"))
	if err != nil {
		fmt.Println("listen:", err)
		return 1
	}
	go q.Run(context.Background())
	fmt.Println("listening")
	http.Serve(l, srv.Handler())
	return 0
}

// child is a running service process.
type child struct {
	cmd  *exec.Cmd
	done chan struct{}
}

func startChild(t *testing.T, dir, addr string) *child {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "COURSE_TEST_CHILD=1", "COURSE_TEST_DIR="+dir, "COURSE_TEST_ADDR="+addr)
	out, err := cmd.StdoutPipe()
	must(t, err)
	cmd.Stderr = testLog{t}
	must(t, cmd.Start())
	c := &child{cmd: cmd, done: make(chan struct{})}
	ready := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			select {
			case ready <- sc.Text():
			default:
			}
		}
	}()
	go func() { cmd.Wait(); close(c.done) }()
	t.Cleanup(func() { cmd.Process.Kill(); <-c.done })
	select {
	case line := <-ready:
		if line != "listening" {
			t.Fatalf("the service said %q", line)
		}
	case <-c.done:
		t.Fatal("the service stopped at once")
	case <-time.After(5 * time.Minute):
		t.Fatal("the service did not start within 5 minutes")
	}
	return c
}

func (c *child) kill(t *testing.T) {
	t.Helper()
	must(t, c.cmd.Process.Signal(syscall.SIGKILL))
	<-c.done
}

type ack struct {
	student string
	r       Receipt
	took    time.Duration
}

// rush submits one solution per student, each starting at a random moment
// within spread; it returns the acknowledged ones and the students whose
// request failed (no acknowledgement).
func rush(base string, students []string, src []byte, spread time.Duration) (acks []ack, failed []string) {
	var mu sync.Mutex
	var wg sync.WaitGroup
	for _, s := range students {
		wg.Add(1)
		go func() {
			defer wg.Done()
			time.Sleep(time.Duration(rand.Int64N(int64(spread) + 1)))
			body, _ := json.Marshal(map[string]any{"files": map[string]string{"singles.go": string(src) + "\n// " + s + "\n"}})
			req, _ := http.NewRequest("POST", base+"/services/course/api/c/c1/a/hw1/submit", strings.NewReader(string(body)))
			req.Header.Set("Authorization", "token tok-"+s)
			start := time.Now()
			resp, err := http.DefaultClient.Do(req)
			var r Receipt
			ok := err == nil && resp.StatusCode == http.StatusCreated && json.NewDecoder(resp.Body).Decode(&r) == nil
			if resp != nil {
				resp.Body.Close()
			}
			mu.Lock()
			defer mu.Unlock()
			if ok {
				acks = append(acks, ack{s, r, time.Since(start)})
			} else {
				failed = append(failed, s)
			}
		}()
	}
	wg.Wait()
	return acks, failed
}

func p95(acks []ack) (p50, p95, max time.Duration) {
	if len(acks) == 0 {
		return
	}
	d := make([]time.Duration, len(acks))
	for i, a := range acks {
		d[i] = a.took
	}
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	return d[len(d)/2], d[(len(d)*95+99)/100-1], d[len(d)-1]
}

// waitAllGraded waits until the store (read beside the running service)
// has no queued or running grade; generous deadline, no timing asserted.
func waitAllGraded(t *testing.T, st *Store, limit time.Duration) map[string]int {
	t.Helper()
	deadline := time.Now().Add(limit)
	for {
		counts, err := st.QueueCounts(context.Background())
		must(t, err)
		if counts[Queued]+counts[Running] == 0 {
			return counts
		}
		if time.Now().After(deadline) {
			t.Fatalf("not all graded within %v: %v", limit, counts)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

func names(from, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("s%03d", from+i)
	}
	return out
}

// TestDeadlineRush submits through the API as a class does at a deadline,
// with grading on arrival (-j 2), and kills the service with SIGKILL in
// the middle of a rush: after a restart every acknowledged submission is
// in the store with the hash its receipt gave, and every one is graded
// (grades left running are queued again). The figures (p95 time to a
// receipt, time until all are graded) are logged, never asserted.
// SUDOKIT_COURSE_RUSH=full runs the sizes: 30 students within a
// minute, 100 at once, and a second rush of 30 with the kill.
func TestDeadlineRush(t *testing.T) {
	needRoot(t)
	full := os.Getenv("SUDOKIT_COURSE_RUSH") == "full"
	dir := t.TempDir()
	st, err := Open(dir)
	must(t, err)
	t.Cleanup(func() { st.Close() })
	ctx := context.Background()
	must(t, st.CreateCourse(ctx, "c1", "Course"))
	if rep, _, err := AddFromDir(ctx, st, "c1", scaffold(t), "teach1"); err != nil {
		t.Fatalf("%v %+v", err, rep)
	}
	must(t, st.Release(ctx, "c1", "hw1", ReleaseSettings{Due: time.Now().Add(time.Hour), Autograde: true}))
	ref, err := os.ReadFile(scaffold(t) + "/singles.go")
	must(t, err)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	must(t, err)
	addr := l.Addr().String()
	l.Close()
	base := "http://" + addr
	svc := startChild(t, dir, addr)

	var all []ack
	round := func(label string, students []string, spread time.Duration) {
		start := time.Now()
		acks, failed := rush(base, students, ref, spread)
		if len(failed) > 0 {
			t.Fatalf("%s: %d submissions refused or lost: %v", label, len(failed), failed)
		}
		sent := time.Since(start)
		counts := waitAllGraded(t, st, 30*time.Minute)
		p50, p95, max := p95(acks)
		t.Logf("%s: %d submissions in %v; receipt p50 %v, p95 %v, max %v; all graded %v after the first was sent (%v)",
			label, len(acks), sent.Round(time.Millisecond), p50.Round(time.Millisecond), p95.Round(time.Millisecond), max.Round(time.Millisecond), time.Since(start).Round(time.Second), counts)
		all = append(all, acks...)
	}
	if full {
		round("rush of 30 within a minute", names(0, 30), time.Minute)
		round("rush of 100 at once", names(100, 100), time.Second)
	} else {
		round("rush of 10 within 5 s", names(0, 10), 5*time.Second)
	}

	// The second rush, killed when some submissions have been acknowledged.
	n := 12
	if full {
		n = 30
	}
	students := names(300, n)
	var acks []ack
	var failed []string
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { defer wg.Done(); acks, failed = rush(base, students, ref, 3*time.Second) }()
	deadline := time.Now().Add(5 * time.Minute)
	for {
		k, err := st.CountSubmissions(ctx)
		must(t, err)
		if k >= len(all)+n/3 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the second rush did not start")
		}
		time.Sleep(5 * time.Millisecond)
	}
	svc.kill(t)
	killedAt := time.Now()
	wg.Wait()
	t.Logf("killed with SIGKILL after %d of %d submissions were acknowledged (%d unanswered)", len(acks), n, len(failed))
	startChild(t, dir, addr)
	t.Logf("restarted in %v", time.Since(killedAt).Round(time.Millisecond))
	// The students whose request was cut off submit again.
	again, lost := rush(base, failed, ref, time.Second)
	if len(lost) > 0 {
		t.Fatalf("after the restart %d submissions failed: %v", len(lost), lost)
	}
	all = append(all, acks...)
	all = append(all, again...)
	counts := waitAllGraded(t, st, 30*time.Minute)
	t.Logf("after the restart every submission graded: %v", counts)
	for _, a := range all {
		sub, err := st.SubmissionByID(ctx, a.r.ID)
		if err != nil || sub.Hash != a.r.Hash || sub.Student != a.student {
			t.Errorf("acknowledged submission %d of %s: %v, hash %s, want %s", a.r.ID, a.student, err, sub.Hash, a.r.Hash)
			continue
		}
		g, ok, err := st.GradeOf(ctx, sub.ID)
		if err != nil || !ok || g.Status != Done || g.Score != 10 {
			t.Errorf("submission %d of %s: grade %+v %v, want done 10/10", sub.ID, a.student, g, err)
		}
	}
	if total, _ := st.CountSubmissions(ctx); total < len(all) {
		t.Errorf("the store holds %d submissions, %d were acknowledged", total, len(all))
	}
}
