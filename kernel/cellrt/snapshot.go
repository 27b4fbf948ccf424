package cellrt

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"reflect"
	"sort"
)

const snapshotMagic = "SKS1"

// Var is a notebook variable of the generated program: its name and a
// pointer to its package-level storage. Fresh marks variables (re)defined by
// the running cell, whose old value is not expected to fit their type.
// Untouched marks variables the cell cannot reach: they are neither
// restored nor saved, their unit of the state is kept as it is. An
// Untouched variable may have a nil Ptr: the program does not declare it
// (and need not link the packages of its type); the kernel leaves a
// variable out only when every variable of its unit is Untouched.
type Var struct {
	Name      string
	Ptr       any
	Fresh     bool
	Untouched bool
}

// Notice reports a variable that could not be restored or saved.
type Notice struct {
	Name   string
	Reason string
	// Channel: the value could not be saved because it holds a channel.
	Channel bool
}

// saveVars encodes vars into one unit. Variables that cannot be encoded
// are left out and reported. It also returns the foreign named types met
// inside interfaces.
func saveVars(vars []Var) (data []byte, dropped []Notice, types []string) {
	walks := make([]*walker, len(vars))
	for i, v := range vars {
		walks[i] = walkValue(reflect.ValueOf(v.Ptr).Elem(), false)
	}
	data, _, dropped, types = saveVarsWalked(vars, walks)
	return data, dropped, types
}

// saveVarsWalked is saveVars given the walks of the variables' values. It
// also returns the entries written: name, fingerprint, type and payload.
func saveVarsWalked(vars []Var, walks []*walker) (data []byte, entries [][4]string, dropped []Notice, types []string) {
	e := newEncoder()
	var out bytes.Buffer
	out.WriteString(snapshotMagic)
	for i, v := range vars {
		rv := reflect.ValueOf(v.Ptr).Elem()
		b, err := e.encodeVar(v.Name, rv, walks[i])
		if err != nil {
			var u *unsavable
			ch := errors.As(err, &u) && u.channel
			dropped = append(dropped, Notice{Name: v.Name, Reason: err.Error(), Channel: ch})
			continue
		}
		entries = append(entries, [4]string{v.Name, Fingerprint(rv.Type()), describeType(rv.Type()), string(b)})
	}
	out.Write(binary.AppendUvarint(nil, uint64(len(entries))))
	for _, en := range entries {
		for _, s := range en {
			out.Write(binary.AppendUvarint(nil, uint64(len(s))))
			out.WriteString(s)
		}
	}
	for t := range e.named {
		types = append(types, t)
	}
	sort.Strings(types)
	return out.Bytes(), entries, dropped, types
}

// loadVars restores the variables found in data. Variables whose type has
// changed or that cannot be decoded keep their zero value and are reported,
// except Fresh ones, which the cell assigns anyway.
func loadVars(data []byte, vars []Var) (notices []Notice, err error) {
	if !bytes.HasPrefix(data, []byte(snapshotMagic)) {
		return nil, errors.New("not a sudokit snapshot")
	}
	d := &decoder{data: data[len(snapshotMagic):], refs: map[uint64]reflect.Value{}}
	var entries [][4]string
	err = func() (err error) {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("corrupt snapshot: %v", r)
			}
		}()
		n := d.uint()
		for range n {
			var en [4]string
			for i := range en {
				en[i] = d.str()
			}
			entries = append(entries, en)
		}
		return nil
	}()
	if err != nil {
		return nil, err
	}
	byName := map[string]Var{}
	for _, v := range vars {
		byName[v.Name] = v
	}
	for _, en := range entries {
		name, fp, typ, payload := en[0], en[1], en[2], en[3]
		v, ok := byName[name]
		if !ok {
			continue
		}
		if v.Ptr == nil {
			return notices, fmt.Errorf("variable %s shares a unit with the cell's variables but is not declared", name)
		}
		rv := reflect.ValueOf(v.Ptr).Elem()
		if Fingerprint(rv.Type()) != fp {
			if !v.Fresh {
				notices = append(notices, Notice{Name: name, Reason: fmt.Sprintf("its type changed (%s); it starts again from its zero value", typeChange(typ, rv.Type()))})
			}
			continue
		}
		if err := d.decodeVar([]byte(payload), rv); err != nil {
			rv.SetZero()
			if !v.Fresh {
				notices = append(notices, Notice{Name: name, Reason: "could not be restored: " + err.Error() + "; it starts again from its zero value"})
			}
		}
	}
	return notices, nil
}

func writeFileAtomic(path string, data []byte) error {
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o600); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
