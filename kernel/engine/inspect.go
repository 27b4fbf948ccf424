package engine

import (
	"context"
	"go/types"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// Inspect describes the name under the cursor: its declaration and its
// documentation.
func (e *Engine) Inspect(ctx context.Context, code string, cursor int) string {
	e.mu.Lock()
	nb := e.nb
	e.mu.Unlock()
	return e.inspectIn(ctx, nb, code, cursor, false, "")
}

// inspectIn is inspect against notebook nb; with source, the text is the
// declaration's source (IPython's "x??"): a notebook declaration as its
// cell wrote it, a package's from go doc -src.
//
// A name the notebook does not know goes to go doc: ref if given (a help
// line's whole name, which may be a package path), else the dotted name
// at the cursor.
func (e *Engine) inspectIn(ctx context.Context, nb *notebook, code string, cursor int, source bool, ref string) string {
	cur := runeOffset(code, cursor)
	recvStart, start, end, recv := wordAt(code, cur, true)
	if start == end {
		return ""
	}
	name := code[start:end]
	if ref == "" {
		ref = name
		if recv != "" {
			ref = recv + "." + name
		}
	}
	a := e.analyzeIn(ctx, nb, code, recvStart, recvStart)
	if a == nil {
		return e.goDoc(ctx, source, ref)
	}
	var obj types.Object
	var docRef string // argument of "go doc"
	if recv == "" {
		obj = a.lookup(name)
	} else {
		pkg, t := a.resolve(recv)
		switch {
		case pkg != nil:
			obj = pkg.Scope().Lookup(name)
		case t != nil:
			obj, _, _ = types.LookupFieldOrMethod(t, true, a.pkg, name)
		}
	}
	if obj == nil {
		// Not in the notebook: a standard or module package not imported
		// ("rand.N", "json", "gonum.org/v1/plot.New"), which go doc finds.
		return e.goDoc(ctx, source, ref)
	}
	qual := func(p *types.Package) string {
		if p == a.pkg {
			return ""
		}
		return p.Name()
	}
	var b strings.Builder
	if pn, ok := obj.(*types.PkgName); ok {
		docRef = pn.Imported().Path()
		b.WriteString("package " + pn.Imported().Name() + " // import \"" + docRef + "\"")
	} else {
		b.WriteString(types.ObjectString(obj, qual))
		if p := obj.Pkg(); p != nil && p != a.pkg {
			docRef = p.Path() + "." + docName(obj)
		}
	}
	if obj.Pkg() == nil && types.Universe.Lookup(obj.Name()) == obj {
		// len, append, error, any: package builtin documents them, with
		// the declarations it gives them.
		if text := e.goDoc(ctx, source, "builtin."+obj.Name()); text != "" {
			return text
		}
	}
	doc := ""
	if obj.Pkg() == a.pkg {
		doc = a.nb.docOf(docName(obj))
		if source {
			doc = a.nb.sourceOf(docName(obj))
		}
	} else if docRef != "" {
		doc = e.goDoc(ctx, source, docRef)
	}
	if doc = strings.TrimSpace(doc); doc != "" {
		b.WriteString("\n\n" + doc)
	}
	return b.String()
}

// docName is how go doc and the notebook name obj: methods as Type.Method.
func docName(obj types.Object) string {
	if f, ok := obj.(*types.Func); ok {
		if sig, ok := f.Type().(*types.Signature); ok && sig.Recv() != nil {
			t := sig.Recv().Type()
			if p, ok := t.(*types.Pointer); ok {
				t = p.Elem()
			}
			if n, ok := t.(*types.Named); ok {
				return n.Obj().Name() + "." + f.Name()
			}
		}
	}
	return obj.Name()
}

// docOf returns the doc comment of a notebook declaration.
func (n *notebook) docOf(name string) string {
	for _, d := range n.decls {
		for _, x := range d.names {
			if x == name {
				return d.doc
			}
		}
	}
	return ""
}

// sourceOf returns the source of a notebook declaration as its cell
// wrote it (line directives taken out).
func (n *notebook) sourceOf(name string) string {
	for _, d := range n.decls {
		for _, x := range d.names {
			if x == name {
				return lineDirectives.ReplaceAllString(d.src, "")
			}
		}
	}
	return ""
}

var lineDirectives = regexp.MustCompile(`/\*line [^*]*\*/`)

// goDoc runs "go doc" (with source, "go doc -src") for ref in the cell
// module.
func (e *Engine) goDoc(ctx context.Context, source bool, ref string) string {
	if ref == "" || strings.HasPrefix(ref, "-") {
		return ""
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	args := []string{"doc"}
	if source {
		args = append(args, "-src")
	}
	if strings.HasPrefix(ref, "builtin.") {
		args = append(args, "-u") // len, append: go doc shows unexported names only with -u
	}
	args = append(args, ref)
	out, err := e.tc.goCmd(ctx, e.tc.modDir, args...)
	if err != nil {
		return ""
	}
	return strings.TrimSpace(out)
}

// Help is the text answering an introspection request for name ("x?";
// with source, "x??"), or a line saying it was not found.
func (e *Engine) Help(ctx context.Context, name string, source bool) string {
	e.mu.Lock()
	nb := e.nb
	e.mu.Unlock()
	return e.helpIn(ctx, nb, name, source)
}

func (e *Engine) helpIn(ctx context.Context, nb *notebook, name string, source bool) string {
	if text := e.inspectIn(ctx, nb, name, utf8.RuneCountInString(name), source, name); text != "" {
		return text
	}
	if e.fetchFor(ctx, name) {
		if text := e.goDoc(ctx, source, name); text != "" {
			return text
		}
	}
	return lang.Sprintf(msgNotFound, name)
}

// fetchFor loads the package a help request names by its path
// ("gonum.org/v1/plot.New?", "gopkg.in/yaml.v3.Marshal?") when go doc
// does not know it yet: its module is fetched into the notebook's module,
// as importing it would. The package is the whole name, or the name up to
// one of its last two dots after the last slash (a function, a type, a
// method). It reports whether one of them loaded.
func (e *Engine) fetchFor(ctx context.Context, name string) bool {
	slash := strings.LastIndexByte(name, '/')
	if slash < 0 || !strings.Contains(name[:slash], ".") {
		return false
	}
	candidates := []string{name}
	rest := name
	for range 2 {
		dot := strings.LastIndexByte(rest, '.')
		if dot <= slash {
			break
		}
		rest = rest[:dot]
		candidates = append(candidates, rest)
	}
	for _, path := range candidates {
		if _, err := e.types.importPackage(ctx, path); err == nil {
			return true
		}
	}
	return false
}
