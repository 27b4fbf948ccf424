package engine

import (
	"context"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// sourceError is an error at a position of a cell (or of generated code).
type sourceError struct {
	file      string
	line, col int
	msg       string
}

// compileError is the failure of a cell to parse, type-check or compile.
type compileError struct {
	errs []sourceError
}

func (e *compileError) Error() string {
	if len(e.errs) == 0 {
		return "compile error"
	}
	return e.errs[0].String()
}

var cellFileName = regexp.MustCompile(`^cell(\d+)\.go$`)

func (s sourceError) String() string {
	where := s.file
	if m := cellFileName.FindStringSubmatch(s.file); m != nil {
		where = "In [" + m[1] + "]"
	}
	if s.line > 0 {
		where += " line " + strconv.Itoa(s.line)
		if s.col > 0 {
			where += ":" + strconv.Itoa(s.col)
		}
	}
	return where + ": " + s.msg
}

// typeChecker type-checks cell programs against the export data the
// toolchain provides. Imported packages are loaded once and cached.
type typeChecker struct {
	tc   *toolchain
	fset *token.FileSet
	imp  types.Importer
	ctx  context.Context
}

func newTypeChecker(tc *toolchain) *typeChecker {
	t := &typeChecker{tc: tc, fset: token.NewFileSet(), ctx: context.Background()}
	t.reset()
	return t
}

// reset forgets the imported packages (after "go get" changed versions).
func (t *typeChecker) reset() {
	t.imp = importer.ForCompiler(t.fset, "gc", func(path string) (io.ReadCloser, error) {
		f, err := t.tc.exportFile(t.ctx, path)
		if err != nil {
			return nil, err
		}
		return os.Open(f)
	})
}

// importPackage loads the package at path.
func (t *typeChecker) importPackage(ctx context.Context, path string) (*types.Package, error) {
	t.ctx = ctx
	defer func() { t.ctx = context.Background() }()
	return t.imp.Import(path)
}

// check type-checks a program. It returns the type information and the
// errors, positioned through the program's line directives.
func (t *typeChecker) check(ctx context.Context, src string) (*token.FileSet, *ast.File, *types.Package, *types.Info, []sourceError) {
	t.ctx = ctx
	defer func() { t.ctx = context.Background() }()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "main.go", src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return fset, nil, nil, nil, scanErrors(err)
	}
	var errs []sourceError
	conf := types.Config{
		Importer:  t.imp,
		GoVersion: t.tc.goLang,
		Error: func(err error) {
			te := err.(types.Error)
			p := fset.Position(te.Pos)
			errs = append(errs, sourceError{p.Filename, p.Line, p.Column, te.Msg})
		},
	}
	info := &types.Info{
		Types:  map[ast.Expr]types.TypeAndValue{},
		Defs:   map[*ast.Ident]types.Object{},
		Uses:   map[*ast.Ident]types.Object{},
		Scopes: map[ast.Node]*types.Scope{},
		// Instances and Selections tell literals.go generic calls and
		// method expressions.
		Instances:  map[*ast.Ident]types.Instance{},
		Selections: map[*ast.SelectorExpr]*types.Selection{},
	}
	pkg, _ := conf.Check("main", fset, []*ast.File{f}, info)
	return fset, f, pkg, info, errs
}

// scanErrors converts a parser error list.
func scanErrors(err error) []sourceError {
	if se, ok := asScannerError(err); ok {
		return se
	}
	return []sourceError{{msg: err.Error()}}
}

var gcError = regexp.MustCompile(`(?m)^(.+?):(\d+)(?::(\d+))?: (.*)$`)

// parseToolErrors extracts positioned errors from compiler or linker
// output.
func parseToolErrors(out string) []sourceError {
	var errs []sourceError
	for _, m := range gcError.FindAllStringSubmatch(out, -1) {
		line, _ := strconv.Atoi(m[2])
		col, _ := strconv.Atoi(m[3])
		errs = append(errs, sourceError{strings.TrimPrefix(m[1], "./"), line, col, m[4]})
	}
	if len(errs) == 0 {
		errs = append(errs, sourceError{msg: strings.TrimSpace(out)})
	}
	return errs
}

// ignorable reports errors of the checking layout that the final layout
// does not have: unused top-level variables (they become package-level),
// unused imports (dropped from the final program) and uses, in
// declarations, of variables the cell itself defines.
func ignorable(e sourceError, cellFile string, cellVars map[string]bool) bool {
	if strings.Contains(e.msg, "declared and not used") && e.file == cellFile {
		return true
	}
	if unusedImport(e.msg) {
		return true
	}
	if name, ok := strings.CutPrefix(e.msg, "undefined: "); ok && cellVars[name] {
		return true
	}
	return false
}

func sortErrors(errs []sourceError) {
	sort.SliceStable(errs, func(i, j int) bool {
		if errs[i].file != errs[j].file {
			return false
		}
		if errs[i].line != errs[j].line {
			return errs[i].line < errs[j].line
		}
		return errs[i].col < errs[j].col
	})
}

// unusedImport reports the type checker's complaint about an unused
// import, in both its forms: `"fmt" imported and not used` and, when the
// package's name is not the last element of its path or the import names
// it, `"math/rand/v2" imported as rand and not used`.
func unusedImport(msg string) bool {
	return strings.HasPrefix(msg, `"`) && strings.HasSuffix(msg, " and not used") &&
		(strings.Contains(msg, `" imported and not used`) || strings.Contains(msg, `" imported as `))
}
