package widgets

import (
	"fmt"
	"reflect"
	"runtime"
	"strings"
)

// Interact shows fn's result under its controls, and shows it again
// whenever one of them changes. fn must be a function declared in a cell
// (not a closure or a method value: the kernel calls it by name in a cell
// of its own, see the kernel's README) whose parameters take the controls'
// values in order: int for an IntSlider, float64 for a FloatSlider, string
// for a Dropdown, Text or HTML, bool for a Checkbox. Its result is shown as
// a cell's value would be (a board as a picture). The returned VBox holds
// the controls and the output area.
func Interact(fn any, controls ...*Widget) (*Widget, error) {
	name, err := funcName(fn)
	if err != nil {
		return nil, err
	}
	t := reflect.TypeOf(fn)
	if t.NumIn() != len(controls) {
		return nil, fmt.Errorf("widgets.Interact: %s takes %d values, but %d controls are given", name, t.NumIn(), len(controls))
	}
	var args []wireInput
	for i, c := range controls {
		if c == nil || c.err != nil {
			return nil, fmt.Errorf("widgets.Interact: control %d was not made: %v", i+1, c.Err())
		}
		if c.kind == "" {
			return nil, fmt.Errorf("widgets.Interact: control %d (%s) has no value to pass", i+1, c)
		}
		if p := t.In(i); p.String() != c.kind {
			return nil, fmt.Errorf("widgets.Interact: parameter %d of %s is %s, but control %d gives a %s", i+1, name, p, i+1, c.kind)
		}
		args = append(args, wireInput{ID: c.id, Type: c.kind})
	}
	out := Output()
	if out.err != nil {
		return nil, out.err
	}
	box := VBox(append(append([]*Widget{}, controls...), out)...)
	if box.err != nil {
		return nil, box.err
	}
	if err := sendInteract(out.id, name, args); err != nil {
		return nil, err
	}
	return box, nil
}

// OnClick runs fn, a function without parameters declared in a cell, at
// every click of button b; what it shows appears in the returned Output
// widget.
func OnClick(b *Widget, fn any) (*Widget, error) {
	name, err := funcName(fn)
	if err != nil {
		return nil, err
	}
	if reflect.TypeOf(fn).NumIn() != 0 {
		return nil, fmt.Errorf("widgets.OnClick: %s must take no parameters", name)
	}
	if b == nil || b.model != "ButtonModel" {
		return nil, fmt.Errorf("widgets.OnClick: %v is not a Button", b)
	}
	out := Output()
	if out.err != nil {
		return nil, out.err
	}
	if err := sendOnClick(b.id, out.id, name); err != nil {
		return nil, err
	}
	return out, nil
}

// funcName returns the name of a function declared in a cell.
func funcName(fn any) (string, error) {
	v := reflect.ValueOf(fn)
	if v.Kind() != reflect.Func || v.IsNil() {
		return "", fmt.Errorf("widgets: %T is not a function", fn)
	}
	f := runtime.FuncForPC(v.Pointer())
	if f == nil {
		return "", fmt.Errorf("widgets: the function has no name")
	}
	full := f.Name()
	name, ok := strings.CutPrefix(full, "main.")
	if !ok || strings.ContainsAny(name, ".") || strings.HasPrefix(name, "_sk") {
		return "", fmt.Errorf("widgets: %s is not a function declared in a cell (Interact and OnClick call their function by name: not a closure, a method or a package's function)", full)
	}
	return name, nil
}
