// Package harness is compiled into every test binary the grader builds for
// an authored assignment (as package submission/internal/graderharness). It
// is the only code in that binary that talks to the grader.
//
// Its init runs before any init of the package under test (it is one of that
// package's imports): it makes the process non-dumpable, so that
// /proc/self/mem is no longer readable by the process's own uid, reads the
// grader's per-run secret and the name of the one test to run from stdin
// (to its end), and keeps a private duplicate of stdout. Main, called by the
// TestMain the grader generates, runs that test alone and, only once
// testing.M.Run has returned, writes one line "SECRET {json}" to the private
// descriptor and exits with the test's status. Code under test that calls
// os.Exit, crashes, loops or prints forged lines never produces that line:
// it does not know the secret.
package harness

import (
	"bufio"
	"encoding/json"
	"flag"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

var (
	secret  string
	test    string
	started bool
	results *os.File
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
}

// Result is the line the harness sends the grader after the test.
type Result struct {
	Test string `json:"test"`
	Code int    `json:"code"`
}

// Main runs the one test the grader asked for and reports its status. data
// holds the assignment's testdata folder, written to the working directory
// first. Calls after the first, or without a *testing.M, do nothing.
func Main(m *testing.M, data fs.FS) {
	if m == nil || started {
		return
	}
	started = true
	if secret == "" || test == "" || results == nil {
		os.Exit(3)
	}
	if data != nil {
		if err := writeData(data); err != nil {
			os.Stderr.WriteString("grader harness: writing testdata: " + err.Error() + "\n")
			os.Exit(3)
		}
	}
	_ = flag.Set("test.run", "^"+test+"$")
	_ = flag.Set("test.v", "true")
	_ = flag.Set("test.count", "1")
	_ = flag.Set("test.paniconexit0", "true")
	code := m.Run()
	line, _ := json.Marshal(Result{Test: test, Code: code})
	_, _ = results.Write([]byte("\n" + secret + " " + string(line) + "\n"))
	os.Exit(code)
}

// writeData copies the embedded testdata folder into testdata/ of the
// working directory (the sandbox's fresh scratch folder).
func writeData(data fs.FS) error {
	return fs.WalkDir(data, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		dst := filepath.Join("testdata", filepath.FromSlash(p))
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		b, err := fs.ReadFile(data, p)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, b, 0o444)
	})
}
