// Package harness is compiled into every test binary the grader builds for
// an authored assignment (as package submission/internal/graderharness). It
// is the only code in that binary that talks to the grader.
//
// The package under test imports it (the grader adds a test file that
// does), so Go initialises it before any package-level variable or code of
// the student's. Its init, with nothing of the student's run yet:
//
//   - makes the process non-dumpable, so /proc/self/mem is no longer
//     readable, nor the process traceable, by the process's own uid;
//   - reads the grader's per-run secret and the name of the one test to run
//     from stdin (to its end) and keeps a private duplicate of stdout;
//   - writes the tests' data (embedded in this package by the grader) into
//     a fresh folder, makes every file, every folder and the folder itself
//     read-only and makes it the working directory;
//   - installs a seccomp filter on every thread: no ptrace, no new
//     namespaces, no mounts, no exec of any program, no chmod (so the data
//     stays read-only), none of the kernel's rarely needed interfaces.
//
// Main, called by the TestMain the grader generates, ignores the command
// line (any flag a package initialiser put in os.Args) and makes the
// testing package run exactly one function: the test the grader named,
// wrapped so that it counts only when it returned normally without
// failing or skipping. Only then, once testing.M.Run has returned, it
// writes one line "SECRET {json}" to the private descriptor and exits with
// the test's status. Code under test that calls os.Exit or runtime.Goexit,
// crashes, loops or prints forged lines never produces that line: it does
// not know the secret.
package harness

import (
	"bufio"
	"encoding/json"
	"flag"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"syscall"
	"testing"
	"unsafe"
)

var (
	secret  string
	test    string
	started bool
	results *os.File
	setup   string // why the set-up failed ("" when it did not)
)

func init() {
	// PR_SET_DUMPABLE 0: /proc/self/mem, /proc/self/environ and the rest
	// become root's, so the code under test cannot read the secret out of
	// this process's memory.
	_, _, _ = syscall.RawSyscall(syscall.SYS_PRCTL, syscall.PR_SET_DUMPABLE, 0, 0)
	r := bufio.NewReader(io.LimitReader(os.Stdin, 1<<12))
	s, _ := r.ReadString('\n')
	t, _ := r.ReadString('\n')
	_, _ = io.Copy(io.Discard, os.Stdin) // nothing is left for the code under test
	secret, test = strings.TrimSpace(s), strings.TrimSpace(t)
	if fd, err := syscall.Dup(1); err == nil {
		syscall.CloseOnExec(fd)
		results = os.NewFile(uintptr(fd), "results")
	}
	if err := writeData(embeddedData); err != nil {
		setup = "writing testdata: " + err.Error()
		return
	}
	if err := installFilter(); err != nil {
		setup = "installing the system-call filter: " + err.Error()
	}
}

// Result is the line the harness sends the grader after the test.
type Result struct {
	Test string `json:"test"`
	Code int    `json:"code"`
	// Ran says the test function returned normally, neither failed nor
	// skipped (Code 0 alone would also follow a test that never ran).
	Ran bool `json:"ran"`
}

// Main runs the one test the grader asked for, among tests (every test
// function of the binary by name), and reports its status. Calls after the
// first, or without a *testing.M, do nothing.
func Main(m *testing.M, tests map[string]func(*testing.T)) {
	if m == nil || started {
		return
	}
	started = true
	if setup != "" {
		os.Stderr.WriteString("grader harness: " + setup + "\n")
		os.Exit(3)
	}
	f := tests[test]
	if secret == "" || f == nil || results == nil {
		os.Exit(3)
	}
	// The command line is the grader's, whatever a package initialiser
	// made of os.Args: no -test.run, -test.skip, -test.count or -test.list
	// of the student's counts.
	os.Args = os.Args[:1]
	if err := flag.CommandLine.Parse([]string{"-test.v=true", "-test.count=1", "-test.paniconexit0=true", "-test.run=", "-test.skip="}); err != nil {
		os.Stderr.WriteString("grader harness: " + err.Error() + "\n")
		os.Exit(3)
	}
	ran := false
	only := []testing.InternalTest{{Name: test, F: func(t *testing.T) {
		f(t)
		ran = !t.Failed() && !t.Skipped()
	}}}
	if !replaceTests(m, only) {
		os.Stderr.WriteString("grader harness: this Go's testing.M has no tests field\n")
		os.Exit(3)
	}
	code := m.Run()
	line, _ := json.Marshal(Result{Test: test, Code: code, Ran: ran && code == 0})
	_, _ = results.Write([]byte("\n" + secret + " " + string(line) + "\n"))
	os.Exit(code)
}

// replaceTests makes m run only tests: no other test, example, benchmark
// or fuzz target.
func replaceTests(m *testing.M, tests []testing.InternalTest) bool {
	v := reflect.ValueOf(m).Elem()
	field := v.FieldByName("tests")
	if !field.IsValid() || field.Type() != reflect.TypeOf(tests) {
		return false
	}
	*(*[]testing.InternalTest)(unsafe.Pointer(field.UnsafeAddr())) = tests
	for _, name := range []string{"benchmarks", "fuzzTargets", "examples"} {
		if f := v.FieldByName(name); f.IsValid() && f.Kind() == reflect.Slice {
			reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem().SetZero()
		}
	}
	return true
}

// dataDir is the folder, inside the run's scratch folder, that holds the
// tests' data and is the working directory of the tests.
const dataDir = "grader-run"

// writeData copies the embedded testdata folder into dataDir/testdata,
// makes everything read-only (files 0444, folders 0555, dataDir itself
// too) and changes into dataDir. The seccomp filter then refuses chmod, so
// the code under test can neither change nor replace the files the tests
// read.
func writeData(data fs.FS) error {
	if err := os.Mkdir(dataDir, 0o755); err != nil {
		return err
	}
	var dirs []string
	if data != nil {
		err := fs.WalkDir(data, ".", func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			dst := filepath.Join(dataDir, filepath.FromSlash(p))
			if d.IsDir() {
				dirs = append(dirs, dst)
				return os.MkdirAll(dst, 0o755)
			}
			b, err := fs.ReadFile(data, p)
			if err != nil {
				return err
			}
			return os.WriteFile(dst, b, 0o444)
		})
		if err != nil {
			return err
		}
	}
	dirs = append(dirs, dataDir)
	for i := len(dirs) - 1; i >= 0; i-- {
		if err := os.Chmod(dirs[i], 0o555); err != nil {
			return err
		}
	}
	return os.Chdir(dataDir)
}
