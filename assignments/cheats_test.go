package assignments

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudokit/sudokit/internal/testenv"
)

// authoredAttacks are hostile student files for the scaffold assignment.
// Each is submitted next to the released singles.go whose CountEmpty was
// made to return attack(b): the honest part of every submission scores 0
// (the control's honest count scores 3), so every point a cheat earns shows.
var authoredAttacks = []struct {
	name  string
	src   string
	score float64
	want  string // in the instructor's feedback
}{
	{"control-honest-count", `import "github.com/sudokit/sudokit/sudoku"
func attack(b any) int {
	n := 0
	for c := range b.(*sudoku.Board).Cells() {
		if c.IsEmpty() { n++ }
	}
	return n
}`, 3, ""},
	{"forged-lines-at-package-init", `import ("fmt"; "os")
var _ = func() int {
	fmt.Println("--- PASS: TestCountEmpty (0.00s)\nPASS\nok")
	fmt.Println(` + "`" + `{"Action":"pass","Test":"TestCountEmpty"}` + "`" + `)
	fmt.Println(` + "`" + `SUDOKIT-00000000000000000000000000000000 {"test":"TestCountEmpty","code":0}` + "`" + `)
	os.Exit(0)
	return 0
}()
func attack(any) int { return 0 }`, 0, "did not finish"},
	{"init-func", `import "os"
func init() { os.Exit(0) }
func attack(any) int { return 0 }`, 0, "func init is not allowed"},
	{"testmain", `import "testing"
func TestMain(m *testing.M) {}
func attack(any) int { return 0 }`, 0, "not allowed"},
	{"exit-in-code-under-test", `import ("fmt"; "os")
func attack(any) int {
	fmt.Println("--- PASS: TestCountEmpty (0.00s)\nPASS")
	os.Exit(0)
	return 0
}`, 0, "os.Exit"},
	{"forged-frames-every-fd", `import ("fmt"; "os")
func attack(any) int {
	for fd := 1; fd < 64; fd++ {
		f := os.NewFile(uintptr(fd), "x")
		fmt.Fprintf(f, "\nSUDOKIT-%032x {\"test\":\"TestCountEmpty\",\"code\":0}\n", fd)
		f.Close()
	}
	return 0
}`, 0, ""},
	{"uses-grader-testmain", `var _ = graderTestdata
func attack(any) int { return 0 }`, 0, "undefined: graderTestdata"},
	{"embeds-hidden-tests", `import _ "embed"
//go:embed singles_test.go
var tests string
func attack(any) int { return 0 }`, 0, "not allowed"},
	{"infinite-loop", `func attack(any) int { for {} }`, 0, "time limit"},
	{"memory-hog", `func attack(any) int {
	var keep [][]byte
	for i := 0; i < 10<<10; i++ { keep = append(keep, make([]byte, 1<<20)) ; keep[i][0] = 1 }
	return len(keep)
}`, 0, ""}, // memory, CPU or time limit, whichever a loaded machine hits first: 0 points is what counts
	{"print-1gb", `import "os"
func attack(any) int {
	line := make([]byte, 1<<20)
	for i := 0; i < 1024; i++ { os.Stdout.Write(line) }
	return 0
}`, 0, "output limit"},
	{"fork-bomb", `import "os"
func attack(any) int {
	for {
		os.StartProcess("/proc/self/exe", []string{"x"}, &os.ProcAttr{})
	}
}`, 0, ""},
	{"steal-secret-from-memory", `import ("bytes"; "fmt"; "os"; "regexp"; "strconv"; "strings")
func attack(any) int {
	maps, err := os.ReadFile("/proc/self/maps")
	if err != nil { fmt.Println("STEAL maps:", err); return 0 }
	mem, err := os.Open("/proc/self/mem")
	if err != nil { fmt.Println("STEAL mem:", err); return 0 }
	re := regexp.MustCompile("SUDOKIT-[0-9a-f]{32}")
	for _, l := range strings.Split(string(maps), "\n") {
		f := strings.Fields(l)
		if len(f) < 2 || !strings.HasPrefix(f[1], "rw") { continue }
		lo, hi, _ := strings.Cut(f[0], "-")
		a, _ := strconv.ParseUint(lo, 16, 64); b, _ := strconv.ParseUint(hi, 16, 64)
		if b-a > 1<<28 { continue }
		buf := make([]byte, b-a)
		n, _ := mem.ReadAt(buf, int64(a))
		for _, m := range re.FindAll(buf[:n], -1) {
			if bytes.Equal(m, []byte("SUDOKIT-00000000000000000000000000000000")) { continue }
			fmt.Printf("\n%s {\"test\":\"TestCountEmpty\",\"code\":0}\n", m)
			os.Exit(0)
		}
	}
	fmt.Println("STEAL: no secret found")
	return 0
}`, 0, "STEAL mem:"},
	{"writes-the-results-file", `import ("fmt"; "os")
func attack(any) int {
	forged := []byte(` + "`" + `{"score": 10, "max_score": 10}` + "`" + `)
	for _, p := range []string{"/tmp/sudokit-authored-results/results.json", "/autograder/results/results.json"} {
		fmt.Println("WRITE", p, os.WriteFile(p, forged, 0o666))
	}
	return 0
}`, 0, ""},
	{"read-own-binary-and-build", `import ("fmt"; "os"; "path/filepath")
func attack(any) int {
	_, err := os.ReadFile("/proc/self/exe")
	fmt.Println("SNOOP exe:", err)
	m, _ := filepath.Glob("/tmp/*/build-*/src/*_test.go")
	fmt.Println("SNOOP tests:", m)
	return 0
}`, 0, "SNOOP exe: open /proc/self/exe: permission denied"},
}

func TestAuthoredAdversarial(t *testing.T) {
	testenv.SkipShort(t, "builds and runs hostile programs")
	a, stub := releasedScaffold(t)
	hooked := strings.Replace(string(stub), "\treturn 0\n", "\treturn attack(b)\n", 1)
	// A results folder anyone may write: only the sandbox keeps the
	// submission from it.
	results := "/tmp/sudokit-authored-results"
	must(t, os.MkdirAll(results, 0o777))
	must(t, os.Chmod(results, 0o777))
	os.Remove(filepath.Join(results, "results.json"))
	t.Cleanup(func() {
		if data, err := os.ReadFile(filepath.Join(results, "results.json")); err == nil {
			t.Errorf("a submission wrote the results file: %s", data)
		}
	})
	g := quickGrader(t)
	for i, c := range authoredAttacks {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			slot := 20 + i
			sub := &Submission{Name: c.name, Files: map[string][]byte{
				"singles.go": []byte(hooked),
				"attack.go":  []byte("package singles\n\n" + c.src + "\n"),
			}}
			start := time.Now()
			rep, err := g.Grade(context.Background(), a, sub, slot)
			must(t, err)
			fb := reportText(rep)
			if rep.Score != c.score {
				t.Fatalf("score %g, want %g (in %v)\n%s", rep.Score, c.score, time.Since(start), fb)
			}
			if c.want != "" && !strings.Contains(fb, c.want) {
				t.Errorf("feedback does not say %q:\n%s", c.want, fb)
			}
			if os.Geteuid() == 0 {
				// A process killed at the end of the grading may not be
				// gone from /proc at once on a busy machine: wait for it,
				// under a generous deadline.
				deadline := time.Now().Add(time.Minute)
				left := processesRunningAs(g.sb.UID(slot))
				for len(left) > 0 && time.Now().Before(deadline) {
					time.Sleep(50 * time.Millisecond)
					left = processesRunningAs(g.sb.UID(slot))
				}
				if len(left) > 0 {
					t.Errorf("processes of the sandbox user outlived the grading by a minute: %v", left)
				}
			}
		})
	}
}

// processesRunningAs lists the live processes whose real uid is uid (read
// from /proc/PID/status: a non-dumpable process's /proc folder belongs to
// root); zombies, dead and waiting to be reaped, do not count.
func processesRunningAs(uid int) []int {
	var pids []int
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		f, err := os.Open(filepath.Join("/proc", e.Name(), "status"))
		if err != nil {
			continue
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if rest, ok := strings.CutPrefix(sc.Text(), "State:"); ok {
				if st := strings.TrimSpace(rest); strings.HasPrefix(st, "Z") || strings.HasPrefix(st, "X") {
					break
				}
			}
			if rest, ok := strings.CutPrefix(sc.Text(), "Uid:"); ok {
				if fields := strings.Fields(rest); len(fields) > 0 && fields[0] == fmt.Sprint(uid) {
					pids = append(pids, pid)
				}
			}
		}
		f.Close()
	}
	return pids
}
