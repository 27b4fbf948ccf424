package cellrt

import (
	"fmt"
	"reflect"
	"strings"
)

// A variable whose type changed between cells (a struct that gained a
// field) starts again from its zero value. The notice says what changed:
// "was main.Pt, now main.Pt" tells nothing when the name stayed the same.
// The snapshot therefore records, for each variable, a description of its
// type (describeType); the next program compares it with its own type
// (typeChange).

// describeType returns a description of t that typeChange can compare: its
// name, then one line per struct field (name, type, fingerprint) or the
// shape of a type of another kind.
func describeType(t reflect.Type) string {
	var b strings.Builder
	b.WriteString(t.String())
	if t.Kind() == reflect.Struct {
		for i := range t.NumField() {
			f := t.Field(i)
			fmt.Fprintf(&b, "\nF\t%s\t%s\t%s", f.Name, f.Type, Fingerprint(f.Type))
		}
		return b.String()
	}
	fmt.Fprintf(&b, "\nU\t%s", typeShape(t))
	return b.String()
}

// typeShape writes the structure of t one level deep: "[]main.Cell",
// "map[string]int", "int".
func typeShape(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Slice:
		return "[]" + t.Elem().String()
	case reflect.Array:
		return fmt.Sprintf("[%d]%s", t.Len(), t.Elem())
	case reflect.Map:
		return fmt.Sprintf("map[%s]%s", t.Key(), t.Elem())
	case reflect.Pointer:
		return "*" + t.Elem().String()
	case reflect.Chan:
		return "chan " + t.Elem().String()
	case reflect.Struct:
		return "struct"
	case reflect.Func, reflect.Interface:
		return t.String()
	}
	return t.Kind().String()
}

// typeChange says how type t differs from the type old describes.
func typeChange(old string, t reflect.Type) string {
	oldLines := strings.Split(old, "\n")
	name := oldLines[0]
	head := name
	if now := t.String(); now != name {
		head = fmt.Sprintf("was %s, now %s", name, now)
	}
	type field struct{ typ, fp string }
	oldFields := map[string]field{}
	var oldOrder []string
	oldShape := ""
	for _, l := range oldLines[1:] {
		p := strings.Split(l, "\t")
		switch {
		case p[0] == "F" && len(p) == 4:
			oldFields[p[1]] = field{p[2], p[3]}
			oldOrder = append(oldOrder, p[1])
		case p[0] == "U" && len(p) == 2:
			oldShape = p[1]
		}
	}
	var changes []string
	if t.Kind() == reflect.Struct && oldShape == "" {
		var newOrder []string
		for i := range t.NumField() {
			f := t.Field(i)
			newOrder = append(newOrder, f.Name)
			of, ok := oldFields[f.Name]
			switch {
			case !ok:
				changes = append(changes, fmt.Sprintf("field %s %s added", f.Name, f.Type))
			case of.typ != f.Type.String():
				changes = append(changes, fmt.Sprintf("field %s was %s, now %s", f.Name, of.typ, f.Type))
			case of.fp != Fingerprint(f.Type):
				changes = append(changes, fmt.Sprintf("the type %s of field %s changed", f.Type, f.Name))
			}
			delete(oldFields, f.Name)
		}
		for _, n := range oldOrder {
			if of, ok := oldFields[n]; ok {
				changes = append(changes, fmt.Sprintf("field %s %s removed", n, of.typ))
			}
		}
		if len(changes) == 0 && strings.Join(oldOrder, ",") != strings.Join(newOrder, ",") {
			changes = append(changes, "its fields were reordered")
		}
	} else if s := typeShape(t); oldShape != s {
		old := oldShape
		if old == "" {
			old = "struct"
		}
		changes = append(changes, fmt.Sprintf("was %s, now %s", old, s))
	}
	if len(changes) == 0 {
		if head != name {
			return head
		}
		changes = append(changes, "a type it contains changed")
	}
	return head + ": " + strings.Join(changes, "; ")
}
