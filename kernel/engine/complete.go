package engine

import (
	"context"
	"go/token"
	"go/types"
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Complete returns the names that can complete the word at cursor (in code
// points) and the range of code points they replace.
func (e *Engine) Complete(ctx context.Context, code string, cursor int) ([]string, int, int) {
	cur := runeOffset(code, cursor)
	if from, ok := importPathAt(code, cur); ok {
		return e.completeImportPath(ctx, code[from:cur]), runeCount(code, from), cursor
	}
	recvStart, start, _, recv := wordAt(code, cur, false)
	if recv == "" && start > 0 && code[start-1] == '.' {
		// "Pt{}.", "f(x).", "s[i].": a receiver wordAt does not see.
		if from := exprBefore(code, start-1); from < start-1 {
			recvStart, recv = from, code[from:start-1]
		}
	}
	prefix := code[start:cur]
	a := e.analyze(ctx, code, recvStart, cur)
	set := map[string]bool{}
	add := func(name string) {
		if strings.HasPrefix(name, prefix) && !strings.HasPrefix(name, "_sk") && name != "_" {
			set[name] = true
		}
	}
	switch {
	case a == nil:
	case recv != "":
		pkg, t := a.resolve(recv)
		if pkg == nil && t == nil {
			if tv, err := types.Eval(a.fset, a.pkg, a.pos, recv); err == nil && !tv.IsType() {
				t = tv.Type
			}
		}
		if pkg == nil && t == nil && a.lookup(recv) == nil {
			// A standard package not imported yet: its members, as the
			// import the cell is about to need would give them.
			if paths := e.stdPackages(ctx)[recv]; len(paths) > 0 {
				pkg, _ = e.types.importPackage(ctx, paths[0])
			}
		}
		switch {
		case pkg != nil:
			for _, n := range pkg.Scope().Names() {
				if token.IsExported(n) {
					add(n)
				}
			}
		case t != nil:
			for _, n := range members(t, a.pkg) {
				add(n)
			}
		}
	default:
		for s := a.scope; s != nil; s = s.Parent() {
			for _, n := range s.Names() {
				if s == types.Universe || s == a.pkg.Scope() || s.Lookup(n).Pos() < a.pos {
					add(n)
				}
			}
		}
		for _, n := range a.pkg.Scope().Names() {
			add(n)
		}
		for _, im := range a.nb.imports {
			if im.name != "_" && im.name != "." {
				add(im.name)
			}
		}
		for _, kw := range goKeywords {
			add(kw)
		}
		if prefix != "" {
			for name := range e.stdPackages(ctx) {
				add(name)
			}
		}
	}
	matches := make([]string, 0, len(set))
	for n := range set {
		matches = append(matches, n)
	}
	sort.Strings(matches)
	return matches, runeCount(code, start), cursor
}

var goKeywords = []string{"break", "case", "chan", "const", "continue", "default", "defer", "else",
	"fallthrough", "for", "func", "go", "goto", "if", "import", "interface", "map", "package",
	"range", "return", "select", "struct", "switch", "type", "var"}

// members returns the fields and methods of t (and of *t) accessible from
// package from.
func members(t types.Type, from *types.Package) []string {
	var out []string
	seen := map[string]bool{}
	for _, typ := range []types.Type{t, types.NewPointer(t)} {
		if p, ok := t.(*types.Pointer); ok && typ != t {
			typ = p
		}
		ms := types.NewMethodSet(typ)
		for i := range ms.Len() {
			o := ms.At(i).Obj()
			if (o.Exported() || o.Pkg() == from) && !seen[o.Name()] {
				seen[o.Name()] = true
				out = append(out, o.Name())
			}
		}
	}
	var fields func(types.Type, int)
	fields = func(t types.Type, depth int) {
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		st, ok := t.Underlying().(*types.Struct)
		if !ok || depth > 3 {
			return
		}
		for i := range st.NumFields() {
			f := st.Field(i)
			if (f.Exported() || f.Pkg() == from) && !seen[f.Name()] {
				seen[f.Name()] = true
				out = append(out, f.Name())
			}
			if f.Embedded() {
				fields(f.Type(), depth+1)
			}
		}
	}
	fields(t, 0)
	return out
}

// exprBefore returns where the operand ending just before code[dot] (a
// '.') starts: a chain of names, calls, indexes and composite literals
// such as "Pt{1, 2}", "pkg.New(3).Grid" or "rows[0]". It returns dot when
// there is none.
func exprBefore(code string, dot int) int {
	i, start := dot, dot
	for {
		j := i
		// Closing brackets: skip back to the matching opening one.
		for j > 0 && strings.IndexByte(")]}", code[j-1]) >= 0 {
			depth := 0
			k := j - 1
			for ; k >= 0; k-- {
				switch code[k] {
				case ')', ']', '}':
					depth++
				case '(', '[', '{':
					depth--
				}
				if depth == 0 {
					break
				}
			}
			if k < 0 {
				return dot
			}
			j = k
		}
		// A name before them (the type of a literal, the function called).
		for j > 0 {
			r, n := utf8.DecodeLastRuneInString(code[:j])
			if r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
				break
			}
			j -= n
		}
		if j == i {
			return start
		}
		start, i = j, j
		if i == 0 || code[i-1] != '.' {
			return start
		}
		i-- // a selector: go on before the dot
	}
}

// importLine matches the text before the cursor on a line naming an
// import path being typed: `import "enc`, `import j "encoding/`, and in
// an import block `"fm` or `name "fm`.
var (
	importLine     = regexp.MustCompile(`^\s*import\s+(?:[\w.]+\s+)?"([^"]*)$`)
	importSpecLine = regexp.MustCompile(`^\s*(?:[\w.]+\s+)?"([^"]*)$`)
	importOpen     = regexp.MustCompile(`\bimport\s*\(`)
)

// importPathAt reports whether byte offset cur of code is inside an import
// path being typed, and where the path starts.
func importPathAt(code string, cur int) (int, bool) {
	lineStart := strings.LastIndexByte(code[:cur], '\n') + 1
	line := code[lineStart:cur]
	if m := importLine.FindStringSubmatchIndex(line); m != nil {
		return lineStart + m[2], true
	}
	m := importSpecLine.FindStringSubmatchIndex(line)
	if m == nil {
		return 0, false
	}
	// Inside "import (" … with no ")" closing it before this line.
	opens := importOpen.FindAllStringIndex(code[:lineStart], -1)
	if len(opens) == 0 || strings.Contains(code[opens[len(opens)-1][1]:lineStart], ")") {
		return 0, false
	}
	return lineStart + m[2], true
}

// completeImportPath lists the import paths starting with prefix: the
// standard library's and those the notebook imported.
func (e *Engine) completeImportPath(ctx context.Context, prefix string) []string {
	set := map[string]bool{}
	for _, paths := range e.stdPackages(ctx) {
		for _, p := range paths {
			if strings.HasPrefix(p, prefix) {
				set[p] = true
			}
		}
	}
	e.mu.Lock()
	for _, im := range e.nb.imports {
		if strings.HasPrefix(im.path, prefix) {
			set[im.path] = true
		}
	}
	e.mu.Unlock()
	out := make([]string, 0, len(set))
	for p := range set {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}
