package assignments

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// harnessFiles is the package compiled into every authored assignment's
// test binary (see package harness).
//
//go:embed harness/*.go
var harnessFiles embed.FS

// libDirName is the folder, inside each build's module, holding sudokit's
// packages (a dot folder: not a package of the build).
const libDirName = ".sudokit"

// libraryModule is sudokit's module path: tests and student code may
// import its sudoku and render packages.
const libraryModule = "github.com/sudokit/sudokit"

var (
	libraryMu  sync.Mutex
	librarySrc fs.FS
)

// SetLibrary gives the grader sudokit's own source (go.mod, go.sum, sudoku/
// and render/), which authored assignments compile against. The sudokit
// command embeds it; without it the grader looks for the module above the
// working directory.
func SetLibrary(src fs.FS) {
	libraryMu.Lock()
	defer libraryMu.Unlock()
	librarySrc = src
}

// library returns sudokit's source.
func library() (fs.FS, error) {
	libraryMu.Lock()
	defer libraryMu.Unlock()
	if librarySrc != nil {
		return librarySrc, nil
	}
	dir, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	for {
		data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && bytes.HasPrefix(data, []byte("module "+libraryModule+"\n")) {
			librarySrc = os.DirFS(dir)
			return librarySrc, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return nil, errors.New("assignments: sudokit's source is not available to compile authored assignments against (see SetLibrary)")
		}
		dir = parent
	}
}

// libraryDir writes sudokit's sudoku and render packages into the grader's
// work area once and returns the folder.
func (g *Grader) libraryDir() (string, error) {
	g.libOnce.Do(func() {
		g.libDir = filepath.Join(g.workDir, "sudokit-lib")
		g.libErr = writeLibrary(g.libDir)
	})
	return g.libDir, g.libErr
}

// writeLibrary writes sudokit's go.mod, go.sum and the sudoku and render
// packages (without tests) into dir.
func writeLibrary(dir string) error {
	src, err := library()
	if err != nil {
		return err
	}
	return fs.WalkDir(src, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		top, _, _ := strings.Cut(p, "/")
		switch {
		case p == ".":
			return os.MkdirAll(dir, 0o700)
		case d.IsDir() && (top == "sudoku" || top == "render") && d.Name() != "testdata":
			return os.MkdirAll(filepath.Join(dir, p), 0o700)
		case d.IsDir():
			return fs.SkipDir
		case p != "go.mod" && p != "go.sum" && top != "sudoku" && top != "render",
			strings.HasSuffix(p, "_test.go"):
			return nil
		}
		b, err := fs.ReadFile(src, p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, filepath.FromSlash(p)), b, 0o600)
	})
}

// libraryGoMod is the go.mod of a module whose code imports sudokit's
// packages from the folder libDirName beside it (written by writeLibrary):
// the grader's builds, a release and a scaffold. The go command adds the
// modules sudokit's packages use when it runs with -mod=mod.
func libraryGoMod(module, goVersion string) []byte {
	return fmt.Appendf(nil, "module %s\n\ngo %s\n\nrequire %s v0.0.0\n\nreplace %s => ./%s\n", module, goVersion, libraryModule, libraryModule, libDirName)
}

// forbiddenAuthored are imports a student's file may not use in an
// authored assignment, beyond forbiddenImports: the test binary holds the
// teacher's tests and the harness, so nothing may reach into the process
// (syscall, runtime/debug's heap dump, reflection on test state through
// testing), start programs, or embed the folder's files (hidden tests).
var forbiddenAuthored = map[string]bool{
	"syscall": true, "os/exec": true, "runtime/debug": true, "runtime/pprof": true,
	"runtime/trace": true, "testing": true, "embed": true, "os/signal": true,
}

// prepareAuthored checks a student's file of an authored assignment and
// puts it in the assignment's package.
func prepareAuthored(name string, src []byte, pkg, module string) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil, &CodeError{File: name, Line: lineOf(err), Problem: "does not parse: " + err.Error()}
	}
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		first, _, _ := strings.Cut(p, "/")
		lib := p == libraryModule+"/sudoku" || p == libraryModule+"/render"
		if !lib && (forbiddenImports[p] || forbiddenAuthored[p] || strings.HasPrefix(p, "testing/") ||
			strings.HasPrefix(p, "debug/") || strings.Contains(first, ".") || p == module || strings.HasPrefix(p, module+"/")) {
			return nil, &CodeError{File: name, Line: fset.Position(imp.Pos()).Line,
				Problem: lang.Sprintf("import %q is not allowed: use the standard library (not unsafe, syscall, os/exec, runtime/debug, testing, embed) and sudokit's sudoku and render", p)}
		}
	}
	if err := checkEscapeHatches(fset, name, f); err != nil {
		return nil, err
	}
	for _, d := range f.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil && (fn.Name.Name == "init" || fn.Name.Name == "TestMain") {
			return nil, &CodeError{File: name, Line: fset.Position(fn.Pos()).Line,
				Problem: lang.Sprintf("func %s is not allowed in your files: the grader's tests set everything up", fn.Name.Name)}
		}
	}
	for _, cg := range f.Comments {
		for _, c := range cg.List {
			if strings.HasPrefix(c.Text, "//go:") && !strings.HasPrefix(c.Text, "//go:build") {
				return nil, &CodeError{File: name, Line: fset.Position(c.Pos()).Line, Problem: lang.Sprintf("compiler directives (%s) are not allowed", strings.Fields(c.Text)[0])}
			}
		}
	}
	at := fset.Position(f.Name.Pos()).Offset
	end := fset.Position(f.Name.End()).Offset
	out := append(append(bytes.Clone(src[:at:at]), pkg...), src[end:]...)
	return out, nil
}

// copyTree copies the regular files under from into to.
func copyTree(from, to string) error {
	return filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		dst := filepath.Join(to, rel)
		if d.IsDir() {
			return os.MkdirAll(dst, 0o700)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, b, 0o600)
	})
}
