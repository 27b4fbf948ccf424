package engine

import (
	"maps"
	"slices"
	"strings"
)

// notebook is what the kernel remembers between cells: the imports, the
// package-level declarations and the variables defined so far. Variable
// values live in the state written by the last successful cell: a manifest
// and the unit files it names (package cellrt).
type notebook struct {
	imports  []importEntry
	decls    []declEntry
	vars     []varEntry
	foreign  []string // named types of other packages seen in interface values ("image.RGBA")
	snapshot string   // state manifest of the last successful cell, "" before the first one
	// dropped are the variables that could not be saved, for the error
	// a later cell using one gets (see undefinedHint).
	dropped map[string]droppedVar
}

// droppedVar is a variable dropped at the end of cell because its value
// could not be saved.
type droppedVar struct {
	cell    int
	channel bool // it held a channel
}

// importEntry is an import as the notebook file will spell it.
type importEntry struct {
	name string // local name: the package name, an explicit name, "_" or "."
	path string
}

// declEntry is a package-level declaration and where it comes from.
type declEntry struct {
	names     []string // declared names; methods as "Recv.Method"
	typeNames []string // non-generic types it declares, registered with the snapshot decoder
	src       string   // source text, with a line directive to its cell
	doc       string   // doc comment
	cell      int
	isType    bool     // a type declaration
	funcVar   bool     // a variable holding a function literal (funcvar.go)
	uses      []string // with funcVar: the notebook variables the literal names
}

// varEntry is a notebook variable: a package-level variable of every cell
// program.
type varEntry struct {
	name  string
	typ   string   // type expression, other packages named by importAlias
	paths []string // import paths typ refers to
	cell  int
}

// clone returns a copy that can be changed without affecting n.
func (n *notebook) clone() *notebook {
	return &notebook{
		imports:  slices.Clone(n.imports),
		decls:    slices.Clone(n.decls),
		vars:     slices.Clone(n.vars),
		foreign:  slices.Clone(n.foreign),
		snapshot: n.snapshot,
		dropped:  maps.Clone(n.dropped),
	}
}

// setImport adds an import, replacing one with the same local name.
func (n *notebook) setImport(e importEntry) {
	if e.name != "_" && e.name != "." {
		n.imports = slices.DeleteFunc(n.imports, func(o importEntry) bool { return o.name == e.name })
	} else {
		n.imports = slices.DeleteFunc(n.imports, func(o importEntry) bool { return o == e })
	}
	n.imports = append(n.imports, e)
}

// bindImport adds an import, replacing earlier declarations and
// variables of its name.
func (n *notebook) bindImport(e importEntry) {
	n.setImport(e)
	if e.name != "_" && e.name != "." {
		n.removeNames(map[string]bool{e.name: true})
	}
}

// removeNames forgets the declarations and variables named in names: they
// are being redefined.
func (n *notebook) removeNames(names map[string]bool) {
	n.decls = slices.DeleteFunc(n.decls, func(d declEntry) bool {
		for _, x := range d.names {
			if names[x] {
				return true
			}
		}
		return false
	})
	n.vars = slices.DeleteFunc(n.vars, func(v varEntry) bool { return names[v.name] })
}

// setVar adds or replaces a variable.
func (n *notebook) setVar(v varEntry) {
	n.vars = slices.DeleteFunc(n.vars, func(o varEntry) bool { return o.name == v.name })
	n.vars = append(n.vars, v)
}

// dropVar forgets a variable whose value, defined or changed by cell,
// could not be saved.
func (n *notebook) dropVar(name string, cell int, channel bool) {
	n.vars = slices.DeleteFunc(n.vars, func(o varEntry) bool { return o.name == name })
	if n.dropped == nil {
		n.dropped = map[string]droppedVar{}
	}
	n.dropped[name] = droppedVar{cell, channel}
}

// addForeign remembers a named type of another package.
func (n *notebook) addForeign(key string) {
	if !slices.Contains(n.foreign, key) {
		n.foreign = append(n.foreign, key)
	}
}

// importAlias is the name under which generated code imports path when it
// spells a variable's type.
func importAlias(path string) string {
	var b strings.Builder
	b.WriteString("_skp_")
	for _, r := range path {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}
