package cellrt

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
)

// Units.
//
// A notebook's state is a manifest naming unit files. A unit holds the
// variables that share memory with one another (a board and a cell taken
// from it, two slices of one array, a map held by two structs): they are
// encoded together by one encoder, so their sharing survives, and they are
// saved and restored together. Variables that share nothing are units of
// their own.
//
// A cell program restores only the units holding a variable the cell can
// reach (the kernel works that out; the others are marked Untouched) and
// saves only those; the manifest it writes names the other units' files
// as they were. A unit file is never changed after it is written, so a
// cell that fails leaves the previous manifest and every file it names
// intact.

const manifestMagic = "SKM1"

// unitVar describes one variable of a unit in the manifest.
type unitVar struct {
	name, fp, typ string
}

// unit is a unit file and the variables it holds.
type unit struct {
	file string // base name, in the manifest's directory
	vars []unitVar
}

// manifest lists the units of a notebook's state.
type manifest struct {
	units []unit
}

func (m *manifest) encode() []byte {
	var b []byte
	str := func(s string) {
		b = binary.AppendUvarint(b, uint64(len(s)))
		b = append(b, s...)
	}
	b = append(b, manifestMagic...)
	b = binary.AppendUvarint(b, uint64(len(m.units)))
	for _, u := range m.units {
		str(u.file)
		b = binary.AppendUvarint(b, uint64(len(u.vars)))
		for _, v := range u.vars {
			str(v.name)
			str(v.fp)
			str(v.typ)
		}
	}
	return b
}

func decodeManifest(data []byte) (m manifest, err error) {
	if !bytes.HasPrefix(data, []byte(manifestMagic)) {
		return m, errors.New("not a sudokit state manifest")
	}
	d := &decoder{data: data[len(manifestMagic):]}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("corrupt state manifest: %v", r)
		}
	}()
	n := d.uint()
	for range n {
		u := unit{file: d.str()}
		if u.file != filepath.Base(u.file) || u.file == "." || u.file == ".." {
			d.fail("bad unit file name %q", u.file)
		}
		k := d.uint()
		for range k {
			u.vars = append(u.vars, unitVar{d.str(), d.str(), d.str()})
		}
		m.units = append(m.units, u)
	}
	if len(d.data) != 0 {
		d.fail("trailing data")
	}
	return m, nil
}

func readManifest(path string) (manifest, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return manifest{}, err
	}
	return decodeManifest(data)
}

// StateFiles returns the files of the state saved at manifest path: the
// manifest itself and the unit files it names, as absolute paths. The
// kernel deletes the other files of the state directory.
func StateFiles(path string) ([]string, error) {
	m, err := readManifest(path)
	if err != nil {
		return nil, err
	}
	files := []string{path}
	for _, u := range m.units {
		files = append(files, filepath.Join(filepath.Dir(path), u.file))
	}
	return files, nil
}

// StateUnits returns the variables of the state saved at manifest path,
// grouped by the unit that holds them: variables of one unit share memory
// and are restored and saved together.
func StateUnits(path string) ([][]string, error) {
	m, err := readManifest(path)
	if err != nil {
		return nil, err
	}
	units := make([][]string, len(m.units))
	for i, u := range m.units {
		for _, uv := range u.vars {
			units[i] = append(units[i], uv.name)
		}
	}
	return units, nil
}

// PruneState deletes every file of directory dir that is not part of the
// state saved at manifest keep ("" keeps nothing): the units of cells that
// failed, and those no longer named by the current state.
func PruneState(dir, keep string) error {
	live := map[string]bool{}
	if keep != "" {
		files, err := StateFiles(keep)
		if err != nil {
			return err
		}
		for _, f := range files {
			live[filepath.Base(f)] = true
		}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if !live[e.Name()] {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
	return nil
}

// restored is the outcome of restoring a notebook's state for a cell.
type restored struct {
	kept    []unit          // units left as they are: none of their variables is touched
	keptVar map[string]bool // the variables of kept units
	notices []Notice
}

// restoreState restores the units of the state at manifest path that hold
// a variable of vars not marked Untouched, or one that no longer fits
// (gone from vars, or of a changed type). The other units are kept.
func restoreState(path string, vars []Var) (restored, error) {
	r := restored{keptVar: map[string]bool{}}
	m, err := readManifest(path)
	if err != nil {
		return r, err
	}
	byName := map[string]Var{}
	for _, v := range vars {
		byName[v.Name] = v
	}
	var errs []string
	for _, u := range m.units {
		need := false
		for _, uv := range u.vars {
			v, ok := byName[uv.name]
			if !ok || !v.Untouched || v.Ptr != nil && Fingerprint(reflect.TypeOf(v.Ptr).Elem()) != uv.fp {
				need = true
				break
			}
		}
		if !need {
			r.kept = append(r.kept, u)
			for _, uv := range u.vars {
				r.keptVar[uv.name] = true
			}
			continue
		}
		data, err := os.ReadFile(filepath.Join(filepath.Dir(path), u.file))
		if err == nil {
			var notices []Notice
			notices, err = loadVars(data, vars)
			r.notices = append(r.notices, notices...)
		}
		if err != nil {
			names := make([]string, len(u.vars))
			for i, uv := range u.vars {
				names[i] = uv.name
			}
			errs = append(errs, fmt.Sprintf("%s: %v", strings.Join(names, ", "), err))
		}
	}
	if len(errs) > 0 {
		return r, errors.New(strings.Join(errs, "; "))
	}
	return r, nil
}

// saveState saves the variables of vars that are not in kept units, a unit
// file for each group of variables sharing memory, and writes the manifest
// at path naming those files and the kept units. It reports the variables
// that cannot be saved and the foreign named types met in interfaces.
func saveState(path string, vars []Var, r restored) (dropped []Notice, types []string, err error) {
	var todo []Var
	for _, v := range vars {
		if !r.keptVar[v.Name] && v.Ptr != nil {
			todo = append(todo, v)
		}
	}
	m := manifest{units: slices.Clone(r.kept)}
	base := filepath.Base(path)
	seen := map[string]bool{}
	for i, g := range sharingGroups(todo) {
		data, entries, gDropped, gTypes := saveVarsWalked(g.vars, g.walks)
		dropped = append(dropped, gDropped...)
		for _, t := range gTypes {
			if !seen[t] {
				seen[t] = true
				types = append(types, t)
			}
		}
		if len(entries) == 0 {
			continue
		}
		u := unit{file: base + ".u" + strconv.Itoa(i)}
		for _, en := range entries {
			u.vars = append(u.vars, unitVar{en[0], en[1], en[2]})
		}
		if err := writeFileAtomic(filepath.Join(filepath.Dir(path), u.file), data); err != nil {
			return dropped, types, err
		}
		m.units = append(m.units, u)
	}
	slices.Sort(types)
	return dropped, types, writeFileAtomic(path, m.encode())
}

// group is a set of variables sharing memory, with the walks of their
// values.
type group struct {
	vars  []Var
	walks []*walker
}

// sharingGroups splits vars into groups of variables whose values share
// memory (a pointer target, a backing array or a map), keeping the order
// of vars within and between groups.
func sharingGroups(vars []Var) []group {
	type span struct {
		start, end uintptr
		v          int
	}
	var spans []span
	walks := make([]*walker, len(vars))
	for i, v := range vars {
		walks[i] = walkValue(reflect.ValueOf(v.Ptr).Elem(), false)
	}
	if len(vars) == 1 {
		return []group{{vars, walks}}
	}
	for i, w := range walks {
		for _, r := range w.regions {
			spans = append(spans, span{r.start, r.end, i})
		}
		for k := range w.seen {
			if k.n == -2 { // a map
				spans = append(spans, span{k.addr, k.addr + 1, i})
			}
		}
	}
	parent := make([]int, len(vars))
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	slices.SortFunc(spans, func(a, b span) int { return cmpAddr(a.start, b.start) })
	var end uintptr
	cur := -1
	for _, s := range spans {
		if cur >= 0 && s.start < end {
			if a, b := find(cur), find(s.v); a != b {
				parent[max(a, b)] = min(a, b)
			}
			end = max(end, s.end)
			continue
		}
		cur, end = s.v, s.end
	}
	var groups []group
	index := map[int]int{}
	for i, v := range vars {
		root := find(i)
		gi, ok := index[root]
		if !ok {
			gi = len(groups)
			index[root] = gi
			groups = append(groups, group{})
		}
		groups[gi].vars = append(groups[gi].vars, v)
		groups[gi].walks = append(groups[gi].walks, walks[i])
	}
	return groups
}

// EncodeUnit encodes vars as one unit, the content of a unit file: the
// variables sharing memory with one another are written together. It
// reports the variables that cannot be saved.
func EncodeUnit(vars []Var) ([]byte, []Notice) {
	data, dropped, _ := saveVars(vars)
	return data, dropped
}

// DecodeUnit restores the variables of vars found in a unit written by
// EncodeUnit, reporting those that could not be restored.
func DecodeUnit(data []byte, vars []Var) ([]Notice, error) {
	return loadVars(data, vars)
}
