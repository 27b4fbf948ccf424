package assignments

import (
	"bytes"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	yaml "go.yaml.in/yaml/v3"
)

// An authored assignment is a folder a teacher writes (see README.md,
// "Writing an assignment"): assignment.yaml, Go files whose student parts
// sit in //solution:begin … //solution:end regions, given Go files, tests
// as ordinary Go test functions each declared with a //grade:points
// directive, and testdata/.
type authored struct {
	dir       string   // the folder on disk ("" when not on disk)
	pkg       string   // the package name of the non-test files
	module    string   // the package's import path: module in assignment.yaml, else go.mod's, else pkg
	solutions []string // non-test .go files holding solution regions (the student's files)
	given     []string // the other non-test .go files (the teacher's, always graded as written)
	testFiles []string // *_test.go files
	tests     map[string]*authoredTest
	due       time.Time
	sources   map[string][]byte // every .go file by name
	shared    []string          // given files from outside the folder (yaml given:)
	goVer     string            // the go line of the folder's go.mod ("" when none)
}

// yamlGoType is the decoder's mention of a Go type of this package.
var yamlGoType = regexp.MustCompile(` (?:in|into) type assignments\.\w+`)

// goVersionRE is a go.mod go line's version.
var goVersionRE = regexp.MustCompile(`^1\.[0-9]+(\.[0-9]+)?$`)

// defaultGoVersion is the language version of an assignment without a
// go.mod of its own.
const defaultGoVersion = "1.22"

// goVersion is the go line of the release's go.mod and of the grader's
// builds (where the go command raises it to sudokit's, a module the build
// requires): the folder's go.mod's, else 1.22.
func (au *authored) goVersion() string {
	if au.goVer != "" {
		return au.goVer
	}
	return defaultGoVersion
}

// authoredTest is where a test function is and how it is graded.
type authoredTest struct {
	file   string
	line   int
	memory int64
}

// authoredYAML is the assignment.yaml of an authored assignment.
type authoredYAML struct {
	ID       string    `yaml:"id"`
	Module   string    `yaml:"module"`
	Title    string    `yaml:"title"`
	Summary  string    `yaml:"summary"`
	Due      string    `yaml:"due"`
	Given    []string  `yaml:"given"`
	Student  []string  `yaml:"student"`
	Defaults defaults  `yaml:"defaults"`
	Limits   yamlLimit `yaml:"limits"`
}

type defaults struct {
	Points     *float64 `yaml:"points"`
	Visibility string   `yaml:"visibility"`
	Timeout    string   `yaml:"timeout"`
}

type yamlLimit struct {
	Timeout   string `yaml:"timeout"`
	Memory    string `yaml:"memory"`
	Processes int    `yaml:"processes"`
	Output    string `yaml:"output"`
}

// AuthorError is a problem in an authored assignment, at File:Line (Line 0
// when it concerns the whole file).
type AuthorError struct {
	File    string
	Line    int
	Problem string
}

func (e *AuthorError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Problem)
	}
	return e.File + ": " + e.Problem
}

// IsFolder reports whether arg names an assignment folder on disk (a
// folder holding assignment.yaml) rather than a built-in id.
func IsFolder(arg string) bool {
	_, err := os.Stat(filepath.Join(arg, "assignment.yaml"))
	return err == nil
}

// Resolve returns the built-in assignment with id arg, or the authored
// assignment in folder arg. A built-in id wins over a folder of the same
// name in the working directory; write ./a1-read for the folder.
func Resolve(arg string) (*Assignment, error) {
	if !strings.ContainsRune(arg, filepath.Separator) {
		if a, err := Get(arg); err == nil {
			return a, nil
		}
	}
	if IsFolder(arg) {
		return LoadDir(arg)
	}
	if _, err := os.Stat(arg); err == nil {
		return nil, fmt.Errorf("assignments: %s holds no assignment.yaml (built-in assignments: %v)", arg, IDs())
	}
	return Get(arg)
}

// LoadDir reads and checks an authored assignment folder. Mistakes come
// back as *AuthorError naming the file and line.
func LoadDir(dir string) (*Assignment, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	a, err := loadAuthored(os.DirFS(abs), abs, diskShared(abs))
	if err != nil {
		var ae *AuthorError
		if errors.As(err, &ae) {
			ae.File = filepath.Join(dir, ae.File)
		}
		return nil, err
	}
	return a, nil
}

// loadAuthored reads an authored assignment from fsys (the folder's root).
func loadAuthored(fsys fs.FS, dir string, shared sharedFiles) (*Assignment, error) {
	data, err := fs.ReadFile(fsys, "assignment.yaml")
	if err != nil {
		return nil, &AuthorError{File: "assignment.yaml", Problem: "missing: every assignment folder has one"}
	}
	var y authoredYAML
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&y); err != nil {
		return nil, yamlError(err)
	}
	bad := func(field, format string, args ...any) error {
		return &AuthorError{File: "assignment.yaml", Line: yamlLine(data, field), Problem: field + ": " + fmt.Sprintf(format, args...)}
	}
	if y.ID == "" {
		return nil, bad("id", "missing (a short name such as hw1-count)")
	}
	if strings.Trim(strings.ToLower(y.ID), "abcdefghijklmnopqrstuvwxyz0123456789-_") != "" {
		return nil, bad("id", "%q: use letters, digits, '-' and '_' only", y.ID)
	}
	au := &authored{dir: dir, tests: map[string]*authoredTest{}, sources: map[string][]byte{}}
	if y.Due != "" {
		au.due, err = parseDue(y.Due)
		if err != nil {
			return nil, bad("due", "%v", err)
		}
	}
	spec := Spec{ID: y.ID, Title: y.Title, Summary: y.Summary}
	if spec.Title == "" {
		spec.Title = y.ID
	}
	spec.Limits = LimitSpec{Memory: y.Limits.Memory, Processes: y.Limits.Processes, Output: y.Limits.Output}
	if y.Limits.Timeout != "" {
		d, err := time.ParseDuration(y.Limits.Timeout)
		if err != nil || d <= 0 {
			return nil, bad("limits.timeout", "%q is not a duration such as 10s", y.Limits.Timeout)
		}
		spec.Limits.Wall, spec.Limits.CPU = d, d
	}
	if _, err := spec.Limits.sandbox(); err != nil {
		return nil, bad("limits", "%v", err)
	}
	def := Test{Visibility: Visible}
	hasDefaultPoints := y.Defaults.Points != nil
	if hasDefaultPoints {
		def.Points = *y.Defaults.Points
	}
	if y.Defaults.Visibility != "" {
		v, ok := parseVisibility(y.Defaults.Visibility)
		if !ok {
			return nil, bad("defaults.visibility", "%q is not visible, hidden or after-due", y.Defaults.Visibility)
		}
		def.Visibility = v
	}
	if y.Defaults.Timeout != "" {
		d, err := time.ParseDuration(y.Defaults.Timeout)
		if err != nil || d <= 0 {
			return nil, bad("defaults.timeout", "%q is not a duration such as 10s", y.Defaults.Timeout)
		}
		def.Timeout = d
	}

	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || !e.Type().IsRegular() {
			continue
		}
		src, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		au.sources[name] = src
		f, err := parser.ParseFile(fset, name, src, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return nil, &AuthorError{File: name, Line: lineOf(err), Problem: "does not parse: " + err.Error()}
		}
		isTest := strings.HasSuffix(name, "_test.go")
		if au.pkg == "" && !isTest {
			au.pkg = f.Name.Name
		}
		if isTest {
			au.testFiles = append(au.testFiles, name)
			if err := au.readTests(fset, f, name, def, hasDefaultPoints, &spec); err != nil {
				return nil, err
			}
			continue
		}
		if d := findDirective(f, "//grade:"); d != nil {
			return nil, &AuthorError{File: name, Line: fset.Position(d.Pos()).Line, Problem: "a //grade: directive belongs above a test function in a _test.go file"}
		}
		regions, err := markedRegions(name, src)
		if err != nil {
			return nil, err
		}
		if len(regions) > 0 {
			au.solutions = append(au.solutions, name)
		} else {
			au.given = append(au.given, name)
		}
	}
	// Code several assignments of a course share, written once: given files
	// (any solution regions in them are kept whole) and student files
	// (their regions are this assignment's to write).
	for _, list := range []struct {
		key     string
		pats    []string
		student bool
	}{{"given", y.Given, false}, {"student", y.Student, true}} {
		for _, pat := range list.pats {
			files, err := shared(pat)
			if err != nil {
				return nil, bad(list.key, "%v", err)
			}
			for _, sf := range files {
				name := sf.name
				if !strings.HasSuffix(name, ".go") || list.student && strings.HasSuffix(name, "_test.go") {
					return nil, bad(list.key, "%s: shared files are .go files (test helpers only under given:)", sf.path)
				}
				if _, dup := au.sources[name]; dup {
					return nil, bad(list.key, "%s: the folder already has a file %s", sf.path, name)
				}
				if strings.HasSuffix(name, "_test.go") {
					// Test helpers the course's tests share: no test
					// functions of their own.
					f, err := parser.ParseFile(fset, name, sf.src, parser.ParseComments|parser.SkipObjectResolution)
					if err != nil {
						return nil, &AuthorError{File: sf.path, Line: lineOf(err), Problem: "does not parse: " + err.Error()}
					}
					before := len(spec.Tests)
					if err := au.readTests(fset, f, name, def, true, &spec); err != nil {
						return nil, err
					}
					if len(spec.Tests) != before {
						return nil, bad(list.key, "%s: a shared test file holds helpers, not test functions (%s)", sf.path, spec.Tests[before].Name)
					}
					au.sources[name] = sf.src
					au.testFiles = append(au.testFiles, name)
					au.shared = append(au.shared, name)
					continue
				}
				f, err := parser.ParseFile(fset, name, sf.src, parser.PackageClauseOnly)
				if err != nil {
					return nil, &AuthorError{File: sf.path, Line: lineOf(err), Problem: "does not parse: " + err.Error()}
				}
				if au.pkg == "" {
					au.pkg = f.Name.Name
				}
				regions, err := markedRegions(sf.path, sf.src)
				if err != nil {
					return nil, err
				}
				switch {
				case list.student && len(regions) == 0:
					return nil, bad(list.key, "%s: a shared student file needs //solution:begin regions", sf.path)
				case list.student:
					au.sources[name] = sf.src
					au.solutions = append(au.solutions, name)
				default:
					au.sources[name] = withoutMarkers(sf.src)
					au.given = append(au.given, name)
				}
				au.shared = append(au.shared, name)
			}
		}
	}
	if au.pkg == "" {
		return nil, &AuthorError{File: ".", Problem: "no Go files besides tests: write the reference solution in a .go file"}
	}
	au.module = au.pkg
	if mod, err := fs.ReadFile(fsys, "go.mod"); err == nil {
		for i, l := range strings.Split(string(mod), "\n") {
			if rest, ok := strings.CutPrefix(strings.TrimSpace(l), "go "); ok {
				v := strings.TrimSpace(rest)
				if !goVersionRE.MatchString(v) {
					return nil, &AuthorError{File: "go.mod", Line: i + 1, Problem: fmt.Sprintf("go %s: write a version such as 1.22 or 1.24.1", v)}
				}
				au.goVer = v
			}
		}
	}
	if y.Module != "" {
		au.module = y.Module
		if strings.ContainsAny(y.Module, " \t\"'`\\") || y.Module == libraryModule || strings.HasPrefix(y.Module, libraryModule+"/") {
			return nil, bad("module", "%q cannot be the assignment's import path", y.Module)
		}
	} else if mod, err := fs.ReadFile(fsys, "go.mod"); err == nil {
		for i, l := range strings.Split(string(mod), "\n") {
			if rest, ok := strings.CutPrefix(strings.TrimSpace(l), "module "); ok {
				au.module = strings.Trim(strings.TrimSpace(rest), `"`)
				if au.module == "" || au.module == libraryModule || strings.HasPrefix(au.module, libraryModule+"/") {
					return nil, &AuthorError{File: "go.mod", Line: i + 1, Problem: "module path " + rest + " cannot be the assignment's"}
				}
			}
		}
	}
	for name, src := range au.sources {
		f, _ := parser.ParseFile(fset, name, src, parser.PackageClauseOnly)
		if got := strings.TrimSuffix(f.Name.Name, "_test"); got != au.pkg || (!strings.HasSuffix(name, "_test.go") && f.Name.Name != au.pkg) {
			return nil, &AuthorError{File: name, Line: fset.Position(f.Name.Pos()).Line, Problem: fmt.Sprintf("package %s: every file is package %s (tests may be %s_test)", f.Name.Name, au.pkg, au.pkg)}
		}
	}
	if len(au.solutions) == 0 {
		return nil, &AuthorError{File: ".", Problem: "no //solution:begin region in any .go file: mark the parts the student writes"}
	}
	if len(au.solutions) == 1 {
		spec.Solution = au.solutions[0]
	}
	if len(spec.Tests) == 0 {
		return nil, &AuthorError{File: ".", Problem: "no test: write func TestX(t *testing.T) in a _test.go file with //grade:points N above it"}
	}
	sort.Slice(spec.Tests, func(i, j int) bool {
		ti, tj := au.tests[spec.Tests[i].Name], au.tests[spec.Tests[j].Name]
		if ti.file != tj.file {
			return ti.file < tj.file
		}
		return ti.line < tj.line
	})
	return &Assignment{Spec: spec, fsys: fsys, authored: au}, nil
}

// readTests collects the test functions of one test file with their
// directives.
func (au *authored) readTests(fset *token.FileSet, f *ast.File, name string, def Test, hasDefault bool, spec *Spec) error {
	at := func(n ast.Node) int { return fset.Position(n.Pos()).Line }
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok {
			continue
		}
		var dir *ast.Comment
		if fn.Doc != nil {
			for _, c := range fn.Doc.List {
				if strings.HasPrefix(c.Text, "//grade:") {
					if dir != nil {
						return &AuthorError{File: name, Line: at(c), Problem: "two //grade: directives on one function"}
					}
					dir = c
				}
			}
		}
		isTest := fn.Recv == nil && strings.HasPrefix(fn.Name.Name, "Test") && fn.Name.Name != "TestMain" && isTestSignature(fn)
		switch {
		case fn.Recv == nil && fn.Name.Name == "TestMain":
			return &AuthorError{File: name, Line: at(fn), Problem: "TestMain is not allowed: the grader brings its own (it runs each test in its own sandboxed process)"}
		case dir != nil && !isTest:
			return &AuthorError{File: name, Line: at(dir), Problem: fmt.Sprintf("//grade: directive on %s, which is not a test function func TestX(t *testing.T)", fn.Name.Name)}
		case !isTest:
			continue
		}
		t := def
		t.Name = fn.Name.Name
		t.Doc = strings.TrimSpace(fn.Doc.Text())
		at := &authoredTest{file: name, line: at(fn)}
		if dir == nil {
			if !hasDefault {
				return &AuthorError{File: name, Line: at.line, Problem: fmt.Sprintf("%s has no //grade:points directive (and assignment.yaml has no defaults.points)", t.Name)}
			}
		} else if err := parseDirective(dir.Text, &t, at); err != nil {
			return &AuthorError{File: name, Line: fset.Position(dir.Pos()).Line, Problem: err.Error()}
		}
		if _, dup := au.tests[t.Name]; dup {
			return &AuthorError{File: name, Line: at.line, Problem: t.Name + " is declared twice"}
		}
		au.tests[t.Name] = at
		spec.Tests = append(spec.Tests, t)
	}
	return nil
}

// isTestSignature reports whether fn is func(t *testing.T).
func isTestSignature(fn *ast.FuncDecl) bool {
	p := fn.Type.Params.List
	if len(p) != 1 || fn.Type.Results != nil || fn.Type.TypeParams != nil {
		return false
	}
	star, ok := p[0].Type.(*ast.StarExpr)
	if !ok {
		return false
	}
	sel, ok := star.X.(*ast.SelectorExpr)
	return ok && sel.Sel.Name == "T"
}

// parseDirective reads "//grade:points 4 hidden timeout=5s memory=1GiB".
func parseDirective(text string, t *Test, at *authoredTest) error {
	verb, rest, _ := strings.Cut(strings.TrimPrefix(text, "//grade:"), " ")
	if verb != "points" {
		return fmt.Errorf("unknown directive //grade:%s (write //grade:points N [visible|hidden|after-due] [timeout=10s] [memory=2GiB])", verb)
	}
	fields := strings.Fields(rest)
	if len(fields) == 0 {
		return errors.New("//grade:points needs a number of points")
	}
	p, err := strconv.ParseFloat(fields[0], 64)
	if err != nil || p < 0 {
		return fmt.Errorf("%q is not a number of points", fields[0])
	}
	t.Points = p
	for _, f := range fields[1:] {
		if v, ok := parseVisibility(f); ok {
			t.Visibility = v
			continue
		}
		key, val, ok := strings.Cut(f, "=")
		switch {
		case ok && key == "timeout":
			d, err := time.ParseDuration(val)
			if err != nil || d <= 0 {
				return fmt.Errorf("timeout=%s is not a duration such as 5s", val)
			}
			t.Timeout = d
		case ok && key == "memory":
			n, err := parseBytes(val)
			if err != nil {
				return fmt.Errorf("memory=%s: %v", val, err)
			}
			at.memory = n
		default:
			return fmt.Errorf("%q: expected visible, hidden, after-due, timeout=DURATION or memory=SIZE", f)
		}
	}
	return nil
}

// parseVisibility reads visible, hidden, after-due (or after_due_date).
func parseVisibility(s string) (Visibility, bool) {
	switch s {
	case "visible":
		return Visible, true
	case "hidden":
		return Hidden, true
	case "after-due", "after_due", "after_due_date", "after-due-date":
		return AfterDueDate, true
	}
	return "", false
}

// parseDue reads a due date: RFC 3339, "2006-01-02 15:04" or a date (the
// end of that day, UTC).
func parseDue(s string) (time.Time, error) {
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, nil
	}
	if t, err := time.Parse("2006-01-02 15:04", s); err == nil {
		return t, nil
	}
	if t, err := time.Parse("2006-01-02", s); err == nil {
		return t.Add(24*time.Hour - time.Second), nil
	}
	return time.Time{}, fmt.Errorf("%q is not a date such as 2026-12-01 (the day's end, UTC), 2026-12-01 23:59 (UTC) or 2026-12-01T23:59:00+01:00 (RFC 3339, with its zone)", s)
}

// findDirective returns the first comment starting with prefix.
func findDirective(f *ast.File, prefix string) *ast.Comment {
	for _, g := range f.Comments {
		for _, c := range g.List {
			if strings.HasPrefix(c.Text, prefix) {
				return c
			}
		}
	}
	return nil
}

// yamlError turns a YAML decoding error into an AuthorError with its line.
func yamlError(err error) error {
	msg := err.Error()
	msg = strings.TrimPrefix(msg, "yaml: ")
	msg = strings.TrimPrefix(msg, "unmarshal errors:\n  ")
	// The decoder names the grader's Go types ("not found in type
	// assignments.authoredYAML"): a teacher knows only the file.
	msg = yamlGoType.ReplaceAllString(msg, "")
	line := 0
	if rest, ok := strings.CutPrefix(msg, "line "); ok {
		num, tail, _ := strings.Cut(rest, ":")
		line, _ = strconv.Atoi(num)
		msg = strings.TrimSpace(tail)
	}
	return &AuthorError{File: "assignment.yaml", Line: line, Problem: msg}
}

// yamlLine finds the line of a key ("limits.timeout") in a YAML file (0
// when absent).
func yamlLine(data []byte, key string) int {
	parts := strings.Split(key, ".")
	for i, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), parts[0]+":") {
			if len(parts) == 1 {
				return i + 1
			}
			parts = parts[1:]
		}
	}
	return 0
}

// Due is the assignment's due date (zero when none).
func (a *Assignment) Due() time.Time { return a.authored.due }

// Authored reports whether the assignment is a teacher's folder rather
// than one built into the binary (both are in the same format).
func (a *Assignment) Authored() bool { return a.authored != nil && !a.builtin }

// dataFS returns the assignment's testdata folder, or nil.
func (a *Assignment) dataFS() fs.FS {
	if _, err := fs.Stat(a.fsys, "testdata"); err != nil {
		return nil
	}
	sub, _ := fs.Sub(a.fsys, "testdata")
	return sub
}

// PastDue reports whether the assignment has a due date before now
// (after-due tests are then shown in feedback).
func (a *Assignment) PastDue(now time.Time) bool {
	d := a.Due()
	return !d.IsZero() && now.After(d)
}
