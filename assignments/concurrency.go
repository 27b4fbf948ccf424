package assignments

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
)

// A data race on an interface, slice or string value lets Go code write
// anywhere in its process without unsafe (the two words of the value are
// written one at a time, and a reader can see one of each). The student's
// code shares its process with the verdict, so a submission whose code can
// run on two goroutines at once is compiled with the race detector. A race
// it finds is reported on stderr, fails the test in the testing package,
// and turns the process's exit status 0 into raceExitCode (the detector's
// own check at exit, after the harness wrote its line): the grader, which
// believes a pass only with exit status 0, fails the test, and the teacher
// sees the race beside the score.
//
// The detector does not stop at the first race (GORACE=halt_on_error=1):
// it reads GORACE from /proc/self/environ, which a process started from
// the exec-only test binary cannot read. So a race exploit runs to its end;
// to forge a pass it must also rewrite the detector's own count of races
// (or the exit path) in memory, without being reported first.
//
// Code runs on two goroutines at once only when something starts one: a go
// statement (the student's, a test's or a given file's), a test's
// t.Parallel, or a library function that calls back on a goroutine of its
// own (time.AfterFunc, context.AfterFunc, sync.WaitGroup.Go, net/http's
// server, database/sql's drivers; context.WithCancel, WithTimeout and
// their kin, which call a parent Context of the caller's own type —
// its Err, Value and Done — from a goroutine of theirs; crypto/tls, which
// closes the caller's connection from one when a handshake's context
// ends). Those are every package of the standard library outside net,
// database/sql and the refused ones (os/exec, os/signal, runtime/pprof,
// runtime/trace, syscall, testing) with a go statement. Anything else runs
// on the test's goroutine alone and cannot race, so it is compiled without
// the detector, which costs 2–10× the CPU time and several times the
// memory.

// raceExitCode is the exit status of a test binary that found a race.
const raceExitCode = 66

// goroutineSelectors start code of the caller's on a new goroutine.
var goroutineSelectors = map[string]bool{"AfterFunc": true, "Go": true, "Parallel": true}

// goroutineImport reports whether package p calls the caller's code on
// goroutines of its own.
func goroutineImport(p string) bool {
	return p == "net" || strings.HasPrefix(p, "net/") || p == "database/sql" || strings.HasPrefix(p, "database/sql/") ||
		p == "context" || p == "crypto/tls"
}

// mayRace reports whether any of the sources can run code on two
// goroutines at once.
func mayRace(srcs map[string][]byte) bool {
	fset := token.NewFileSet()
	for name, src := range srcs {
		f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
		if err != nil {
			return true
		}
		for _, imp := range f.Imports {
			if p, _ := strconv.Unquote(imp.Path.Value); goroutineImport(p) {
				return true
			}
		}
		found := false
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.GoStmt:
				found = true
			case *ast.SelectorExpr:
				if goroutineSelectors[n.Sel.Name] {
					found = true
				}
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}
