package assignments

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// Solution region markers: the lines between begin and end are the
// reference answer. An optional stub line splits the region; the comment
// lines after it are what the student gets instead, uncommented. Without a
// stub, a region inside a function becomes panic("TODO: implement F") and
// a region outside any function disappears.
const (
	markBegin = "//solution:begin"
	markStub  = "//solution:stub"
	markEnd   = "//solution:end"
)

// markedRegion is one solution region (1-based line numbers of its markers).
type markedRegion struct {
	begin, stub, end int // stub is 0 when absent
}

// markedRegions finds the regions of a file, or an *AuthorError for a
// marker out of place.
func markedRegions(name string, src []byte) ([]markedRegion, error) {
	var out []markedRegion
	var open *markedRegion
	for i, line := range strings.Split(string(src), "\n") {
		n := i + 1
		t := strings.TrimSpace(line)
		if !strings.HasPrefix(t, "//solution:") {
			continue
		}
		bad := func(format string, args ...any) error {
			return &AuthorError{File: name, Line: n, Problem: fmt.Sprintf(format, args...)}
		}
		switch t {
		case markBegin:
			if open != nil {
				return nil, bad("%s inside the region opened at line %d", markBegin, open.begin)
			}
			open = &markedRegion{begin: n}
		case markStub:
			if open == nil || open.stub != 0 {
				return nil, bad("%s outside a region, or twice in one", markStub)
			}
			open.stub = n
		case markEnd:
			if open == nil {
				return nil, bad("%s without %s", markEnd, markBegin)
			}
			open.end = n
			out = append(out, *open)
			open = nil
		default:
			return nil, bad("unknown marker %q (use %s, %s, %s)", t, markBegin, markStub, markEnd)
		}
	}
	if open != nil {
		return nil, &AuthorError{File: name, Line: open.begin, Problem: "region not closed: add " + markEnd}
	}
	return out, nil
}

// stripSolution returns the student's version of a solution file.
func stripSolution(name string, src []byte) ([]byte, error) {
	regions, err := markedRegions(name, src)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, &AuthorError{File: name, Line: lineOf(err), Problem: lang.Sprintf("does not parse: %v", err)}
	}
	enclosing := func(line int) string {
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Body != nil &&
				fset.Position(fn.Body.Lbrace).Line < line && line < fset.Position(fn.Body.Rbrace).Line {
				if fn.Recv != nil && len(fn.Recv.List) == 1 {
					return recvName(fn.Recv.List[0].Type) + "." + fn.Name.Name
				}
				return fn.Name.Name
			}
		}
		return ""
	}
	lines := strings.Split(string(src), "\n")
	var out []string
	next := 0
	for _, r := range regions {
		out = append(out, lines[next:r.begin-1]...)
		indent := lines[r.begin-1][:len(lines[r.begin-1])-len(strings.TrimLeft(lines[r.begin-1], " \t"))]
		switch {
		case r.stub != 0:
			for _, l := range lines[r.stub : r.end-1] {
				t := strings.TrimLeft(l, " \t")
				lead := l[:len(l)-len(t)]
				t = strings.TrimPrefix(t, "//")
				t = strings.TrimPrefix(t, " ")
				out = append(out, lead+t)
			}
		case enclosing(r.begin) != "":
			out = append(out, indent+"panic("+strconv.Quote("TODO: implement "+enclosing(r.begin))+")")
		}
		next = r.end
	}
	out = append(out, lines[next:]...)
	text := []byte(strings.Join(out, "\n"))
	// Imports only the solution used would not compile in the release.
	if pruned, err := pruneImports(name, text); err == nil {
		text = pruned
	}
	if formatted, err := format.Source(text); err == nil {
		text = formatted
	}
	return text, nil
}

// recvName is the type name of a method receiver.
func recvName(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.StarExpr:
		return recvName(t.X)
	case *ast.IndexExpr:
		return recvName(t.X)
	case *ast.IndexListExpr:
		return recvName(t.X)
	case *ast.Ident:
		return t.Name
	}
	return "?"
}

// releaseTests returns a test file with only the visible tests and what
// they use: hidden and after-due tests, and every top-level declaration
// only they reach, are removed, then the imports nothing uses. ok is false
// when no visible test is left (the file is not released at all).
//
// A file of helpers only (no test function) is released with the
// declarations named in used (by the other released test files) and what
// they use; ok is false when none is.
func (a *Assignment) releaseTests(name string, src []byte, used map[string]bool) (out []byte, ok bool, err error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil, false, &AuthorError{File: name, Line: lineOf(err), Problem: lang.Sprintf("does not parse: %v", err)}
	}
	vis := map[string]Visibility{}
	for _, t := range a.Tests {
		vis[t.Name] = t.Visibility
	}
	// Names each top-level declaration declares and uses.
	declares := make([][]string, len(f.Decls))
	uses := make([]map[string]bool, len(f.Decls))
	byName := map[string][]int{}
	var roots []int
	for i, d := range f.Decls {
		uses[i] = map[string]bool{}
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil {
				declares[i] = []string{d.Name.Name}
				if v, isTest := vis[d.Name.Name]; isTest {
					if v == Visible {
						roots = append(roots, i)
					}
				} else if d.Name.Name == "init" || used[d.Name.Name] {
					roots = append(roots, i)
				}
			} else {
				// A method lives as long as its type.
				declares[i] = []string{}
				uses[i][recvName(d.Recv.List[0].Type)] = true
				byName["method of "+recvName(d.Recv.List[0].Type)] = append(byName["method of "+recvName(d.Recv.List[0].Type)], i)
			}
		case *ast.GenDecl:
			if d.Tok == token.IMPORT {
				continue
			}
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.ValueSpec:
					for _, n := range s.Names {
						declares[i] = append(declares[i], n.Name)
						if n.Name == "_" {
							roots = append(roots, i)
						}
					}
				case *ast.TypeSpec:
					declares[i] = append(declares[i], s.Name.Name, "method of "+s.Name.Name)
				}
			}
			for _, n := range declares[i] {
				if used[n] && (len(roots) == 0 || roots[len(roots)-1] != i) {
					roots = append(roots, i)
				}
			}
		}
		for _, n := range declares[i] {
			byName[n] = append(byName[n], i)
		}
		ast.Inspect(d, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				uses[i][id.Name] = true
			}
			return true
		})
	}
	keep := map[int]bool{}
	var visit func(i int)
	visit = func(i int) {
		if keep[i] {
			return
		}
		keep[i] = true
		for n := range uses[i] {
			for _, j := range byName[n] {
				visit(j)
			}
			for _, j := range byName["method of "+n] {
				visit(j)
			}
		}
	}
	for _, i := range roots {
		visit(i)
	}
	anyTest := false
	var decls []ast.Decl
	pkgs := map[string]bool{}
	for i, d := range f.Decls {
		if g, isImport := d.(*ast.GenDecl); isImport && g.Tok == token.IMPORT {
			continue
		}
		if !keep[i] {
			continue
		}
		if fn, ok := d.(*ast.FuncDecl); ok && vis[fn.Name.Name] == Visible && fn.Recv == nil {
			anyTest = true
		}
		decls = append(decls, d)
		ast.Inspect(d, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if id, ok := sel.X.(*ast.Ident); ok {
					pkgs[id.Name] = true
				}
			}
			return true
		})
	}
	if !anyTest && (used == nil || len(decls) == 0) {
		return nil, false, nil
	}
	// Keep the imports the kept code uses.
	var imports []ast.Spec
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		local := path.Base(p)
		if imp.Name != nil {
			local = imp.Name.Name
		}
		if local == "_" || local == "." || pkgs[local] || pkgs[importGuess(p)] {
			imports = append(imports, imp)
		}
	}
	var head []ast.Decl
	if len(imports) > 0 {
		head = append(head, &ast.GenDecl{Tok: token.IMPORT, Lparen: 1, Specs: imports})
	}
	f.Decls = append(head, decls...)
	// Comments of removed declarations go with them.
	var comments []*ast.CommentGroup
	for _, cg := range f.Comments {
		for _, d := range f.Decls {
			if cg.Pos() >= d.Pos()-1 && cg.End() <= d.End() || isDocOf(cg, d) {
				comments = append(comments, cg)
				break
			}
		}
		if f.Doc == cg {
			comments = append(comments, cg)
		}
	}
	f.Comments = slices.Compact(comments)
	var buf bytes.Buffer
	if err := format.Node(&buf, fset, f); err != nil {
		return nil, false, err
	}
	formatted, err := format.Source(buf.Bytes())
	if err != nil {
		return buf.Bytes(), true, nil
	}
	return formatted, true, nil
}

// importGuess is the package name of an import path ("math/rand/v2" → rand).
func importGuess(p string) string {
	base := path.Base(p)
	if len(base) > 1 && base[0] == 'v' && strings.Trim(base[1:], "0123456789") == "" {
		base = path.Base(path.Dir(p))
	}
	return base
}

func isDocOf(cg *ast.CommentGroup, d ast.Decl) bool {
	switch d := d.(type) {
	case *ast.FuncDecl:
		return d.Doc == cg
	case *ast.GenDecl:
		return d.Doc == cg
	}
	return false
}

// releaseAuthored writes the student version of an authored assignment.
func (a *Assignment) releaseAuthored(dir string) ([]string, error) {
	au := a.authored
	files := map[string][]byte{}
	for _, name := range au.solutions {
		stub, err := stripSolution(name, au.sources[name])
		if err != nil {
			return nil, err
		}
		files[name] = stub
	}
	for _, name := range au.given {
		files[name] = au.sources[name]
	}
	// The test files the release holds (shownTestFiles): the visible tests,
	// then helpers only (shared by a course) pruned to what they use.
	shown, err := a.shownTestFiles()
	if err != nil {
		return nil, err
	}
	maps.Copy(files, shown)
	if data := a.dataFS(); data != nil {
		err := fs.WalkDir(data, ".", func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if p == "hidden" {
					return fs.SkipDir
				}
				return nil
			}
			b, err := fs.ReadFile(data, p)
			files[path.Join("testdata", p)] = b
			return err
		})
		if err != nil {
			return nil, err
		}
	}
	nb, err := a.releaseNotebook(files)
	if err != nil {
		return nil, err
	}
	files[a.ID+".ipynb"] = nb
	files["go.mod"] = []byte("module " + au.module + "\n\ngo " + au.goVersion() + "\n")
	files["README.md"] = []byte(a.authoredReadme())
	var written []string
	if a.importsLibrary() {
		// go test in the release finds sudokit's packages in .sudokit/.
		files["go.mod"] = libraryGoMod(au.module, au.goVersion())
		if err := writeLibrary(filepath.Join(dir, libDirName)); err != nil {
			return nil, err
		}
		written = append(written, libDirName+"/")
	}
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return nil, err
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			return nil, err
		}
		written = append(written, name)
	}
	slices.Sort(written)
	return written, nil
}

// authoredReadme is the release's README: the task, the files to edit and
// the tests.
func (a *Assignment) authoredReadme() string {
	au := a.authored
	var sb strings.Builder
	fmt.Fprintf(&sb, "# %s\n\n", a.Title)
	if a.Summary != "" {
		fmt.Fprintf(&sb, "%s\n\n", strings.TrimSpace(a.Summary))
	}
	if !au.due.IsZero() {
		fmt.Fprintf(&sb, "%s\n\n", lang.Sprintf("Due: %s", au.due.Format("2006-01-02 15:04 MST")))
	}
	sb.WriteString(lang.Sprintf("Write your code in these files, in place of each `panic(\"TODO…\")` and placeholder return:") + "\n\n")
	for _, n := range au.solutions {
		fmt.Fprintf(&sb, "* `%s`\n", n)
	}
	if len(au.given) > 0 {
		sb.WriteString("\n" + lang.Sprintf("The grader uses its own copy of the given files, so changes to them do not count:") + "\n\n")
		for _, n := range au.given {
			fmt.Fprintf(&sb, "* `%s`\n", n)
		}
	}
	sb.WriteString("\n" + lang.Sprintf("Or work in the notebook `%s.ipynb` (kernel \"Go (sudokit)\"): its self-check cells at the end run the visible tests. Submit your files, the folder or the notebook.", a.ID) + "\n")
	run := lang.Sprintf("Run the visible tests with `go test`.")
	if a.importsLibrary() {
		run = lang.Sprintf("Run the visible tests with `go test -mod=mod`: sudokit's packages are in the folder `.sudokit/`, and the first run adds the modules they use to go.mod, from the Go module proxy.")
	}
	sb.WriteString("\n" + run + " " + lang.Sprintf("Do not declare `init` functions or import `testing`, `unsafe`, `os/exec`, `syscall` or `embed` in your files: the grader refuses them.") + "\n\n")
	fmt.Fprintf(&sb, "| %s | %s | %s |\n|------|-------:|-------|\n", lang.Sprintf("test"), lang.Sprintf("points"), lang.Sprintf("shown"))
	var hidden, hiddenPts float64
	for _, t := range a.Tests {
		switch t.Visibility {
		case Visible:
			fmt.Fprintf(&sb, "| %s | %g | %s |\n", t.Name, t.Points, lang.Sprintf("now"))
		default:
			hidden++
			hiddenPts += t.Points
		}
	}
	if hidden > 0 {
		fmt.Fprintf(&sb, "| %s | %g | %s |\n", lang.Sprintf("(%g more tests, run by the grader)", hidden), hiddenPts, lang.Sprintf("after grading or the due date"))
	}
	sb.WriteString("\n" + lang.Sprintf("Total: %g points.", a.MaxScore()) + "\n")
	return sb.String()
}

// releaseNotebook makes the release's notebook from the released files
// (student files stubbed, visible tests only).
func (a *Assignment) releaseNotebook(released map[string][]byte) ([]byte, error) {
	au := a.authored
	shared := map[string]bool{}
	for _, n := range au.shared {
		shared[n] = true
	}
	var names []string // shared given code first, then the folder's, then the student's
	for _, n := range au.given {
		if shared[n] {
			names = append(names, n)
		}
	}
	for _, n := range au.given {
		if !shared[n] {
			names = append(names, n)
		}
	}
	names = append(names, au.solutions...)
	ref, err := mergedSource(names, au.sources)
	if err != nil {
		return nil, err
	}
	skeleton, err := mergedSource(names, released)
	if err != nil {
		return nil, err
	}
	checks, err := a.selfcheckCells(released)
	if err != nil {
		return nil, err
	}
	return a.notebook(ref, skeleton, au.regionKeys(), checks)
}

// regionKeys names (by declKey) the declarations of the student files that
// hold a solution region: the parts the student writes.
func (au *authored) regionKeys() map[string]bool {
	keys := map[string]bool{}
	for _, n := range au.solutions {
		src := au.sources[n]
		regions, _ := markedRegions(n, src)
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, n, src, parser.SkipObjectResolution)
		if err != nil {
			continue
		}
		for _, d := range f.Decls {
			from, to := fset.Position(d.Pos()).Line, fset.Position(d.End()).Line
			for _, r := range regions {
				if from < r.begin && r.end < to {
					keys[declKey(d)] = true
				}
			}
		}
	}
	return keys
}

// declaresTests reports whether a test file declares test functions.
func (a *Assignment) declaresTests(name string) bool {
	for _, t := range a.Tests {
		if at := a.authored.tests[t.Name]; at != nil && at.file == name {
			return true
		}
	}
	return false
}

// identifiers lists the identifiers of a Go file.
func identifiers(src []byte) map[string]bool {
	out := map[string]bool{}
	f, err := parser.ParseFile(token.NewFileSet(), "x.go", src, parser.SkipObjectResolution)
	if err != nil {
		return out
	}
	ast.Inspect(f, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			out[id.Name] = true
		}
		return true
	})
	return out
}
