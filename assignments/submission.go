package assignments

import (
	"bytes"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// Submission is a student's Go code: one or more source files.
type Submission struct {
	Name  string            // the student, from the file or folder name
	Files map[string][]byte // file name → Go source
}

// LoadSubmission reads a submission: a .go file, a folder (its .go files,
// or its notebook when it holds no .go file) or a Jupyter notebook, whose
// solution cells are extracted (see ExtractNotebook).
func LoadSubmission(path string) (*Submission, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	name := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	if !info.IsDir() {
		return loadFile(path, name)
	}
	sub := &Submission{Name: name, Files: map[string][]byte{}}
	entries, err := os.ReadDir(path)
	if err != nil {
		return nil, err
	}
	var notebooks []string
	for _, e := range entries {
		n := e.Name()
		switch {
		case e.IsDir():
		case strings.HasSuffix(n, ".go") && !strings.HasSuffix(n, "_test.go"):
			data, err := os.ReadFile(filepath.Join(path, n))
			if err != nil {
				return nil, err
			}
			sub.Files[n] = data
		case strings.HasSuffix(n, ".ipynb"):
			notebooks = append(notebooks, filepath.Join(path, n))
		}
	}
	if len(sub.Files) == 0 && len(notebooks) > 0 {
		sort.Strings(notebooks)
		nb, err := loadFile(notebooks[0], name)
		if err != nil {
			return nil, err
		}
		return nb, nil
	}
	if len(sub.Files) == 0 {
		return nil, fmt.Errorf("submission %s: no .go file or notebook in the folder", path)
	}
	return sub, nil
}

// loadFile reads a single .go file or notebook.
func loadFile(path, name string) (*Submission, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	switch filepath.Ext(path) {
	case ".go":
		return &Submission{Name: name, Files: map[string][]byte{filepath.Base(path): data}}, nil
	case ".ipynb":
		src, err := ExtractNotebook(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		return &Submission{Name: name, Files: map[string][]byte{"notebook.go": src}}, nil
	}
	return nil, fmt.Errorf("submission %s: want a .go file, a folder or a .ipynb notebook", path)
}

// forbiddenImports may not be imported by students: unsafe (needed for
// linkname directives) reaches into the grader's runner, C needs cgo (which
// is off), plugin loads code.
var forbiddenImports = map[string]bool{"unsafe": true, "C": true, "plugin": true}

// CodeError is a problem with the student's code found before compiling.
type CodeError struct {
	File    string
	Line    int
	Problem string
}

func (e *CodeError) Error() string { return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Problem) }

// prepareSource makes a student file part of the grader's program: the
// package becomes main, a func main is renamed studentMain (the runner has
// the real one), and only standard-library imports are allowed.
func prepareSource(name string, src []byte) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, &CodeError{File: name, Line: lineOf(err), Problem: "does not parse: " + err.Error()}
	}
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		first, _, _ := strings.Cut(p, "/")
		if forbiddenImports[p] || strings.Contains(first, ".") || !isStdFirst(first) {
			return nil, &CodeError{File: name, Line: fset.Position(imp.Pos()).Line,
				Problem: fmt.Sprintf("import %q is not allowed: use the standard library only (not unsafe)", p)}
		}
	}
	type edit struct {
		at, end int
		text    string
	}
	edits := []edit{{fset.Position(f.Name.Pos()).Offset, fset.Position(f.Name.End()).Offset, "main"}}
	for _, d := range f.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil && fn.Name.Name == "main" {
			edits = append(edits, edit{fset.Position(fn.Name.Pos()).Offset, fset.Position(fn.Name.End()).Offset, "studentMain"})
		}
	}
	sort.Slice(edits, func(i, j int) bool { return edits[i].at > edits[j].at })
	out := bytes.Clone(src)
	for _, e := range edits {
		out = append(out[:e.at:e.at], append([]byte(e.text), out[e.end:]...)...)
	}
	return out, nil
}

// isStdFirst reports whether the first element of an import path without a
// dot is a standard-library root (rejecting the module's own "submission").
func isStdFirst(first string) bool {
	return first != "submission" && first != ""
}

// lineOf returns the line of the first parse error.
func lineOf(err error) int {
	var list scanner.ErrorList
	if errors.As(err, &list) && len(list) > 0 {
		return list[0].Pos.Line
	}
	return 0
}
