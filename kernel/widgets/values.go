package widgets

import (
	"encoding/json"
)

// The value of a control as the page last set it. A cell reads the state
// the kernel had when the cell started; a value the cell itself Set is
// seen by the next cell.

// Int returns an IntSlider's value (0 when there is none).
func (w *Widget) Int() int { return ArgInt(w.id) }

// Float returns a FloatSlider's value.
func (w *Widget) Float() float64 { return ArgFloat(w.id) }

// Text returns the value of a Text, an HTML or the option chosen in a
// Dropdown.
func (w *Widget) Text() string { return ArgString(w.id) }

// Bool returns a Checkbox's value.
func (w *Widget) Bool() bool { return ArgBool(w.id) }

// Clicks returns how many times a Button was clicked.
func (w *Widget) Clicks() int {
	f, _ := readFile()
	return f.Clicks[w.id]
}

// ArgInt returns the current value of the control with model id id as an
// int. The kernel's cells for Interact call it; a cell may too.
func ArgInt(id string) int {
	var f float64
	get(id, "value", &f)
	return int(f)
}

// ArgFloat returns the current value of control id as a float64.
func ArgFloat(id string) float64 {
	var f float64
	get(id, "value", &f)
	return f
}

// ArgString returns the current value of control id as a string; for a
// Dropdown, the label of the chosen option.
func ArgString(id string) string {
	st, ok := state(id)
	if !ok {
		return ""
	}
	if _, dropdown := st["_options_labels"]; dropdown {
		var labels []string
		var index *int
		_ = json.Unmarshal(st["_options_labels"], &labels)
		_ = json.Unmarshal(st["index"], &index)
		if index != nil && *index >= 0 && *index < len(labels) {
			return labels[*index]
		}
		return ""
	}
	var s string
	_ = json.Unmarshal(st["value"], &s)
	return s
}

// ArgBool returns the current value of control id as a bool.
func ArgBool(id string) bool {
	var b bool
	get(id, "value", &b)
	return b
}

// get decodes a key of a model's state into v.
func get(id, key string, v any) {
	if st, ok := state(id); ok {
		_ = json.Unmarshal(st[key], v)
	}
}
