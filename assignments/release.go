package assignments

import (
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"path"
	"sort"
	"strconv"
	"strings"
)

// Release writes the student version of the assignment into dir and
// returns the files it wrote (relative to dir): the student files with
// their solution regions stubbed, the given files, the test files with only
// the visible tests, testdata/ without hidden/, go.mod, README.md, and
// ID.ipynb, the same as a notebook for the "Go (sudokit)" kernel (see
// notebook). Nothing of the hidden or after-due tests is released.
func (a *Assignment) Release(dir string) ([]string, error) {
	return a.releaseAuthored(dir)
}

// selfcheckHelpers run a visible test in a notebook cell: the released
// tests take a *selfcheckT where go test passes a *testing.T.
const selfcheckHelpers = `// selfcheckT stands in for *testing.T when a self-check cell runs a test.
type selfcheckT struct {
	name   string
	failed bool
	log    []string
}

// selfcheckStop ends a test that called Fatal or Fatalf.
type selfcheckStop struct{}

func (t *selfcheckT) Helper()      {}
func (t *selfcheckT) Name() string { return t.name }
func (t *selfcheckT) Failed() bool { return t.failed }
func (t *selfcheckT) Log(args ...any) {
	t.log = append(t.log, strings.TrimSuffix(fmt.Sprintln(args...), "\n"))
}
func (t *selfcheckT) Logf(format string, args ...any) { t.log = append(t.log, fmt.Sprintf(format, args...)) }
func (t *selfcheckT) Error(args ...any)                 { t.Log(args...); t.failed = true }
func (t *selfcheckT) Errorf(format string, args ...any) { t.Logf(format, args...); t.failed = true }
func (t *selfcheckT) Fatal(args ...any)                 { t.Error(args...); panic(selfcheckStop{}) }
func (t *selfcheckT) Fatalf(format string, args ...any) { t.Errorf(format, args...); panic(selfcheckStop{}) }
func (t *selfcheckT) Fail()                             { t.failed = true }
func (t *selfcheckT) FailNow()                          { t.failed = true; panic(selfcheckStop{}) }
func (t *selfcheckT) TempDir() string {
	dir, err := os.MkdirTemp("", "selfcheck-")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}
func (t *selfcheckT) Run(name string, test func(t *selfcheckT)) bool {
	sub := &selfcheckT{name: t.name + "/" + name}
	selfcheckRun(sub, test)
	if sub.failed {
		t.failed = true
		t.log = append(t.log, sub.log...)
	}
	return !sub.failed
}

// selfcheckRun runs a test; a panic (such as a TODO stub) fails it.
func selfcheckRun(t *selfcheckT, test func(t *selfcheckT)) {
	defer func() {
		if p := recover(); p != nil {
			if _, stop := p.(selfcheckStop); !stop {
				t.Errorf("panic: %v", p)
			}
		}
	}()
	test(t)
}

// selfcheckFailed counts the self-checks that failed.
var selfcheckFailed int

// selfcheck runs one visible test and prints ✓ or ✗ with the reason. The
// test runs in a fresh folder holding selfcheckTestdata as testdata/, as
// go test would run it in the assignment's folder.
func selfcheck(name string, test func(t *selfcheckT)) {
	t := &selfcheckT{name: name}
	dir, err := os.MkdirTemp("", "selfcheck-")
	if err == nil {
		defer os.RemoveAll(dir)
		for file, text := range selfcheckTestdata {
			p := filepath.Join(dir, "testdata", filepath.FromSlash(file))
			_ = os.MkdirAll(filepath.Dir(p), 0o755)
			_ = os.WriteFile(p, []byte(text), 0o644)
		}
		if old, err := os.Getwd(); err == nil && os.Chdir(dir) == nil {
			defer os.Chdir(old)
		}
	}
	selfcheckRun(t, test)
	if !t.failed {
		fmt.Println("✓", name)
		return
	}
	selfcheckFailed++
	var reasons []string
	for _, l := range t.log {
		if !strings.HasPrefix(l, "sudokit-board ") {
			reasons = append(reasons, l)
		}
	}
	fmt.Printf("✗ %s: %s\n", name, strings.Join(reasons, "\n  "))
}
`

// selfcheckCells turns the released test files into notebook cells: one
// cell with the helpers, the visible tests and what they use (taking a
// *selfcheckT instead of a *testing.T), then a cell per visible test that
// runs it.
func (a *Assignment) selfcheckCells(released map[string][]byte) ([]string, error) {
	imports := map[string]string{"fmt": "", "os": "", "path/filepath": "", "strings": ""}
	var decls []string
	var names []string
	for name := range released {
		if strings.HasSuffix(name, "_test.go") {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	for _, name := range names {
		src := released[name]
		if f, err := parser.ParseFile(token.NewFileSet(), name, src, parser.PackageClauseOnly); err != nil {
			continue
		} else if strings.HasSuffix(f.Name.Name, "_test") && a.authored != nil {
			// An external test package names the package (singles.CountEmpty);
			// in the notebook everything is one package: drop the name.
			if src, err = unqualified(name, src, a.authored.module); err != nil {
				return nil, err
			}
		}
		fileImports, fileDecls, err := splitFile(name, src)
		if err != nil {
			return nil, err
		}
		for p, local := range fileImports {
			if p != "testing" {
				imports[p] = local
			}
		}
		for _, d := range fileDecls {
			decls = append(decls, strings.ReplaceAll(d, "*testing.T", "*selfcheckT"))
		}
	}
	text := importBlock(imports) + "\n" + selfcheckHelpers + "\n" + testdataVar(released) + "\n" + strings.Join(decls, "\n\n") + "\n"
	helpers, err := formatDecls(text)
	if err != nil {
		return nil, err
	}
	cells := []string{helpers}
	for _, t := range a.Tests {
		if t.Visibility != Visible {
			continue
		}
		call := fmt.Sprintf("selfcheck(%q, %s)", t.Name, t.Name)
		if t.Doc != "" {
			call = "// " + strings.ReplaceAll(t.Doc, "\n", "\n// ") + "\n" + call
		}
		cells = append(cells, call)
	}
	return cells, nil
}

// formatDecls gofmts a cell of imports and declarations.
func formatDecls(text string) (string, error) {
	out, err := format.Source([]byte("package p\n\n" + text))
	if err != nil {
		return "", fmt.Errorf("formatting the self-check cell: %v", err)
	}
	return strings.TrimPrefix(string(out), "package p\n\n"), nil
}

// mergedSource joins Go files of one package into one file: one import
// block, then every declaration in the order of the files.
func mergedSource(names []string, sources map[string][]byte) ([]byte, error) {
	imports := map[string]string{}
	var decls []string
	for _, name := range names {
		fileImports, fileDecls, err := splitFile(name, sources[name])
		if err != nil {
			return nil, err
		}
		for p, local := range fileImports {
			imports[p] = local
		}
		decls = append(decls, fileDecls...)
	}
	text := "package main\n\n" + importBlock(imports) + "\n" + strings.Join(decls, "\n\n") + "\n"
	return pruneImports(path.Base(names[0]), []byte(text))
}

// testdataVar declares selfcheckTestdata: the released testdata files by
// their path below testdata/ (the visible tests' data, released anyway).
func testdataVar(released map[string][]byte) string {
	var names []string
	for name := range released {
		if strings.HasPrefix(name, "testdata/") {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	var sb strings.Builder
	sb.WriteString("// selfcheckTestdata holds the files of testdata/ the visible tests read.\nvar selfcheckTestdata = map[string]string{\n")
	for _, name := range names {
		text := string(released[name])
		lit := strconv.Quote(text)
		if strconv.CanBackquote(strings.ReplaceAll(text, "\n", "")) {
			lit = "`" + text + "`"
		}
		fmt.Fprintf(&sb, "\t%q: %s,\n", strings.TrimPrefix(name, "testdata/"), lit)
	}
	sb.WriteString("}\n")
	return sb.String()
}

// unqualified turns an external test file into one of the package itself:
// the import of the package under test goes, and every "pkg.Name" of it
// becomes "Name".
func unqualified(name string, src []byte, module string) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	local := ""
	var cut [][2]int
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.IMPORT {
			continue
		}
		for _, sp := range g.Specs {
			imp := sp.(*ast.ImportSpec)
			if p, _ := strconv.Unquote(imp.Path.Value); p == module {
				local = path.Base(module)
				if imp.Name != nil {
					local = imp.Name.Name
				}
				from, to := imp.Pos(), imp.End()
				if !g.Lparen.IsValid() { // import "module": the whole declaration
					from, to = g.Pos(), g.End()
				}
				cut = append(cut, [2]int{fset.Position(from).Offset, fset.Position(to).Offset})
			}
		}
	}
	if local == "" {
		return src, nil
	}
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok && id.Name == local {
				cut = append(cut, [2]int{fset.Position(id.Pos()).Offset, fset.Position(sel.Sel.Pos()).Offset})
			}
		}
		return true
	})
	sort.Slice(cut, func(i, j int) bool { return cut[i][0] > cut[j][0] })
	out := append([]byte(nil), src...)
	for _, c := range cut {
		out = append(out[:c[0]:c[0]], out[c[1]:]...)
	}
	return out, nil
}
