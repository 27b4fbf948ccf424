package engine

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/sudokit/sudokit/kernel/internal/wire"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// %test runs the Test, Example, Benchmark and Fuzz functions declared in
// the notebook with go test, after the rest of its cell has run (so a cell
// declaring a test and ending in %test runs it). Arguments after %test go
// to go test ("%test -run Sum -v"). The tests form a package of the
// notebook's imports and declarations in the cell module, with the
// notebook's variables declared at their zero values: a test sees the
// notebook's functions and types, not the values its variables hold.
// go test's output is shown with cell positions ("In [3] line 5: got 4,
// want 5" where it says "cell3.go:5"). Failing tests are output, not an
// error: a notebook run with nbconvert goes on, as after a failing cell in
// a test file. A test package that does not compile is an error. go test
// runs where cell programs run (their control group, when there is one):
// the tests are the notebook's code.

// testDir is the folder of the cell module the tests are written to.
const testDir = "sktest"

// testFunc matches the names go test runs.
var testFunc = regexp.MustCompile(`^(Test|Example|Benchmark|Fuzz)($|[^a-z])`)

// runTests runs "%test args".
func (e *Engine) runTests(ctx context.Context, num int, args []string, out wire.Sink) error {
	var names []string
	for _, d := range e.nb.decls {
		for _, n := range d.names {
			if testFunc.MatchString(n) {
				names = append(names, n)
			}
		}
	}
	if len(names) == 0 {
		out.Stream("stderr", lang.Sprintf(msgNoTests))
		return nil
	}
	src, err := e.testSource(ctx)
	if err != nil {
		return err
	}
	dir := filepath.Join(e.tc.modDir, testDir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "notebook_test.go"), []byte(src), 0o644); err != nil {
		return err
	}
	cmd := exec.Command(e.tc.goBin, append([]string{"test", "-count=1", "-vet=off"}, append(args, "./"+testDir)...)...)
	cmd.Dir = e.tc.modDir
	cmd.Env = e.tc.env
	var buf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &buf, &buf
	exited, pid, err := startChild(cmd, e.cells)
	if err != nil {
		return err
	}
	select {
	case err = <-exited:
	case <-ctx.Done():
		killGroup(pid)
		<-exited
		return stoppedError(ctx)
	}
	text := cellPositions(buf.String(), num)
	if err != nil && (strings.Contains(text, "[build failed]") || strings.Contains(text, "[setup failed]")) {
		return &wire.CellError{EName: "TestBuildError", EValue: lang.Sprintf(msgTestsDoNotBuild), Traceback: strings.Split(strings.TrimRight(text, "\n"), "\n")}
	}
	if _, isExit := err.(*exec.ExitError); err != nil && !isExit {
		return err
	}
	out.Stream("stdout", text)
	return nil
}

// cellFileLine matches a position in a cell's code as go test prints it.
var cellFileLine = regexp.MustCompile(`(?:\S*/)?cell(\d+)\.go:(\d+)(?::(\d+))?`)

// cellPositions rewrites "cellN.go:L[:C]" as "In [N] line L[:C]"; cell0.go
// is the running cell, num.
func cellPositions(text string, num int) string {
	return cellFileLine.ReplaceAllStringFunc(text, func(m string) string {
		sm := cellFileLine.FindStringSubmatch(m)
		cell := sm[1]
		if cell == "0" {
			cell = strconv.Itoa(num)
		}
		s := "In [" + cell + "] line " + sm[2]
		if sm[3] != "" {
			s += ":" + sm[3]
		}
		return s
	})
}

// testSource writes the notebook as a test package: its imports (those
// the declarations use), its variables and its declarations.
func (e *Engine) testSource(ctx context.Context) (string, error) {
	nb := e.nb
	write := func(skip map[string]bool) string {
		var b strings.Builder
		b.WriteString("package main\n\nimport (\n")
		seen := map[string]bool{}
		for _, im := range nb.imports {
			if !skip[im.name+" "+im.path] {
				fmt.Fprintf(&b, "\t%s %q\n", im.name, im.path)
			}
		}
		for _, v := range nb.vars {
			for _, p := range v.paths {
				if !seen[p] {
					seen[p] = true
					fmt.Fprintf(&b, "\t%s %q\n", importAlias(p), p)
				}
			}
		}
		withDisplay := needsDisplayFunc(nb, nil) && !seen[displayPath]
		if withDisplay {
			fmt.Fprintf(&b, "\t%s %q\n", importAlias(displayPath), displayPath)
		}
		b.WriteString(")\n\n")
		for _, v := range nb.vars {
			fmt.Fprintf(&b, "var %s %s\n", v.name, v.typ)
		}
		for _, d := range nb.decls {
			b.WriteString(d.src)
			b.WriteString("\n\n")
		}
		if withDisplay {
			b.WriteString(displayFunc())
		}
		b.WriteString("//line sudokit-generated.go:1\nfunc main() {}\n")
		return b.String()
	}
	src := write(nil)
	_, _, _, _, errs := e.types.check(ctx, src)
	skip := map[string]bool{}
	var real []sourceError
	for _, er := range errs {
		if !unusedImport(er.msg) {
			real = append(real, er)
			continue
		}
		for _, im := range nb.imports {
			if strings.HasPrefix(er.msg, strconv.Quote(im.path)+" imported") &&
				(im.name == importPathName(im.path) || strings.Contains(er.msg, " as "+im.name+" ")) {
				skip[im.name+" "+im.path] = true
			}
		}
	}
	if len(real) > 0 {
		sortErrors(real)
		return "", &compileError{errs: slices.Clip(real)}
	}
	return write(skip), nil
}

// importPathName is the last element of an import path.
func importPathName(path string) string { return path[strings.LastIndexByte(path, '/')+1:] }
