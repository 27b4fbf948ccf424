package assignments

import (
	"context"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sudokit/sudokit/internal/testenv"
)

// needRoot skips tests of protections that only root can set up.
func needRoot(t *testing.T) {
	t.Helper()
	testenv.NeedRoot(t, "the private filesystem, uid ranges and control groups need root")
}

// gradeHostile grades the reference of a plus one hostile file and returns
// the report and its instructor feedback.
func gradeHostile(t *testing.T, g *Grader, a *Assignment, hostile string) (*Report, string) {
	t.Helper()
	sub, err := LoadSubmission(withReference(t, a, hostile))
	must(t, err)
	rep, err := g.Grade(context.Background(), a, sub, 0)
	must(t, err)
	var fb strings.Builder
	rep.WriteFeedback(&fb, View{Instructor: true})
	return rep, fb.String()
}

// TestPrivateFilesystem grades a submission that tries to read the
// assignment's solution.go and assignment.yaml and a world-readable copy of
// a grader binary, to count the host's processes, to connect to a host Unix
// socket and to leave files in /tmp, /var/tmp and /dev/shm. Nothing works,
// it scores full, and no file is left on the host.
func TestPrivateFilesystem(t *testing.T) {
	needRoot(t)
	open, err := os.MkdirTemp("", "sudokit-open-")
	must(t, err)
	defer os.RemoveAll(open)
	must(t, os.Chmod(open, 0o755))
	binary := filepath.Join(open, "sudokit")
	must(t, os.WriteFile(binary, []byte("\x7fELF pretend grader binary with every solution"), 0o755))
	sock := filepath.Join(open, "host.sock")
	l, err := net.Listen("unix", sock)
	must(t, err)
	defer l.Close()
	must(t, os.Chmod(sock, 0o777))
	solution, err := filepath.Abs(filepath.Join(courseDir, "a3-bruteforce", "bruteforce_test.go")) // the hidden tests' source
	must(t, err)
	marker := fmt.Sprintf("sudokit-leak-%d", os.Getpid())
	tmpl, err := os.ReadFile(filepath.Join("testdata", "adversarial", "escape.go.tmpl"))
	must(t, err)
	src := strings.NewReplacer("SOLUTION_PATH", solution, "SPEC_PATH", filepath.Join(filepath.Dir(solution), "assignment.yaml"),
		"BINARY_PATH", binary, "SOCKET_PATH", sock, "MARKER", marker).Replace(string(tmpl))
	hostile := filepath.Join(t.TempDir(), "escape.go")
	must(t, os.WriteFile(hostile, []byte(src), 0o644))

	a := firstTests(t, "a3-bruteforce", 3)
	rep, fb := gradeHostile(t, quickGrader(t), a, hostile)
	if rep.Score != 3 || strings.Contains(fb, "LEAKED") {
		t.Errorf("score %g/3:\n%s", rep.Score, fb)
	}
	for _, dir := range []string{"/tmp", "/var/tmp", "/dev/shm"} {
		if _, err := os.Stat(filepath.Join(dir, marker)); err == nil {
			t.Errorf("the submission left %s/%s behind", dir, marker)
			os.Remove(filepath.Join(dir, marker))
		}
	}
}

// TestCompileLimits grades `var x = [1<<29]byte{1}`: main compiled it into
// a 512 MB program; now the compile stops at the 64 MiB file limit with a
// message saying so.
func TestCompileLimits(t *testing.T) {
	needRoot(t)
	a := firstTests(t, "a3-bruteforce", 1)
	start := time.Now()
	rep, fb := gradeHostile(t, quickGrader(t), a, filepath.Join("testdata", "adversarial", "build_huge.go"))
	t.Logf("refused in %v", time.Since(start).Round(time.Millisecond))
	if rep.Score != 0 || !strings.Contains(rep.CompileErr, "the compiled program would be larger than the limit of 64 MiB") {
		t.Fatalf("score %g; want a compile error naming the 64 MiB limit:\n%s", rep.Score, fb)
	}
}

// TestSubmissionMemory: one control group bounds the whole submission. An
// honest 900 MB allocation passes under a3's 2 GiB (RLIMIT_AS made it fail
// on main), while of six processes of 256 MB under a 1 GiB cap at most three
// hold their memory at once (all six did under main's per-process limit).
func TestSubmissionMemory(t *testing.T) {
	needRoot(t)
	g := sharedGrader(t)
	if g.Isolation().Cgroup == "" {
		t.Fatalf("root without a control group: %s", g.Isolation().NoCgroup)
	}
	// The time limit is raised: touching 900 MB takes seconds on a loaded
	// machine, and this test is about memory.
	a := firstTests(t, "a3-bruteforce", 1)
	a.Tests = append([]Test(nil), a.Tests...)
	a.Tests[0].Timeout = time.Minute
	rep, fb := gradeHostile(t, g, a, filepath.Join("testdata", "adversarial", "alloc_900mb.go"))
	if rep.Score != 1 {
		t.Errorf("an honest 900 MB submission scored %g/1:\n%s", rep.Score, fb)
	}

	split := *a
	split.Limits.Memory = "1GiB"
	_, fb = gradeHostile(t, g, &split, filepath.Join("testdata", "adversarial", "mem_split.go"))
	holding := -1
	if _, after, ok := strings.Cut(fb, "CHILDREN-HOLDING "); ok {
		fmt.Sscan(after, &holding)
	}
	// 1 GiB holds three children of 256 MB next to the parent, not four.
	if holding > 3 || holding < 0 && !strings.Contains(fb, "memory limit exceeded") {
		t.Fatalf("six processes of 256 MB under a 1 GiB cap for the submission:\n%s", fb)
	}
	t.Logf("%s", fb)
}

// TestWeakSandboxRefusesHiddenTests: without a private filesystem the
// student's code could read the hidden tests' seeds, so a grade of an
// assignment with hidden tests is refused unless the teacher insists.
func TestWeakSandboxRefusesHiddenTests(t *testing.T) {
	a, err := Get("a3-bruteforce")
	must(t, err)
	sub, err := LoadSubmission(referenceFile(t, "a3-bruteforce"))
	must(t, err)
	for _, insecure := range []bool{false, true} {
		g, err := NewGrader(Options{NoNamespaces: true, Insecure: insecure, BaseUID: testUID + 200})
		must(t, err)
		defer g.Close()
		if g.Isolation().PrivateFS || len(g.Isolation().Weaknesses()) == 0 {
			t.Fatalf("NoNamespaces gave %v", g.Isolation())
		}
		rep, err := g.Grade(context.Background(), a, sub, 0)
		switch {
		case !insecure && err != ErrWeakSandbox:
			t.Errorf("weak sandbox: %v, want ErrWeakSandbox", err)
		case insecure && err == nil && strings.Contains(rep.CompileErr, "module cache"):
			// Without namespaces the build user reads the module cache in
			// place; root's (under /root) is closed to it.
			t.Logf("weak sandbox with Insecure: the build user cannot read the module cache here: %s", rep.CompileErr)
		case insecure && (err != nil || rep.Score != rep.MaxScore):
			var fb strings.Builder
			rep.WriteFeedback(&fb, View{Instructor: true})
			t.Errorf("weak sandbox with Insecure: %v\n%s", err, fb.String())
		}
	}
}
