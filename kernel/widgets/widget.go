package widgets

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"

	"github.com/sudokit/sudokit/kernel/display"
	"github.com/sudokit/sudokit/kernel/internal/wire"
)

// The modules and versions of ipywidgets 8's models and views.
const (
	controlsModule  = "@jupyter-widgets/controls"
	controlsVersion = "2.0.0"
	baseModule      = "@jupyter-widgets/base"
	baseVersion     = "2.0.0"
	outputModule    = "@jupyter-widgets/output"
	outputVersion   = "1.0.0"
)

// ViewMIME is the MIME type of a widget's view in a display bundle.
const ViewMIME = "application/vnd.jupyter.widget-view+json"

// ErrNoKernel is returned when the program was not started by the sudokit
// kernel: there is no front end to show widgets in.
var ErrNoKernel = errors.New("widgets: not running inside the sudokit Jupyter kernel")

// Widget is a Jupyter widget: the id of its model in the kernel and the
// kind of model. It is a plain value, carried to later cells.
type Widget struct {
	id    string
	model string // _model_name, such as "IntSliderModel"
	kind  string // the Go type of its value: "int", "float64", "string", "bool", ""
	value string // the JSON of the value it was made with
	err   error  // why the widget could not be made
}

// ID returns the model id (the id of the widget's comm).
func (w *Widget) ID() string { return w.id }

// Err returns why the widget could not be made (no kernel), or nil.
func (w *Widget) Err() error { return w.err }

// newID returns a random model id, as ipywidgets makes them.
func newID() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// open makes a widget with the given model, view and state.
func open(module, version, model, view, kind string, state map[string]any, buffers map[string][]byte) *Widget {
	w := &Widget{id: newID(), model: model, kind: kind}
	full := map[string]any{
		"_model_module": module, "_model_module_version": version, "_model_name": model,
		"_view_module": module, "_view_module_version": version, "_view_name": view,
	}
	if view == "" {
		full["_view_module"], full["_view_module_version"], full["_view_name"] = nil, version, nil
	}
	for k, v := range state {
		full[k] = v
	}
	raw, err := rawState(full)
	if v, ok := raw["value"]; ok && kind != "" {
		w.value = string(v)
	}
	if err == nil {
		err = send(wire.Widget{Op: wire.WidgetOpen, ID: w.id, State: raw, Buffers: buffers})
	}
	w.err = err
	return w
}

// rawState encodes every value of a state as JSON.
func rawState(state map[string]any) (map[string]json.RawMessage, error) {
	raw := make(map[string]json.RawMessage, len(state))
	for k, v := range state {
		b, err := json.Marshal(v)
		if err != nil {
			return nil, fmt.Errorf("widgets: key %q: %w", k, err)
		}
		raw[k] = b
	}
	return raw, nil
}

// send sends a widget frame to the kernel.
func send(w wire.Widget) error {
	ok, err := wire.Send(wire.Frame{Kind: wire.KindWidget, Widget: &w})
	if !ok {
		return ErrNoKernel
	}
	return err
}

// Set changes a key of the widget's state ("value", "description",
// "disabled", "max" …) in the kernel and in every page showing it.
func (w *Widget) Set(key string, value any) error {
	raw, err := rawState(map[string]any{key: value})
	if err != nil {
		return err
	}
	return send(wire.Widget{Op: wire.WidgetUpdate, ID: w.id, State: raw})
}

// Close removes the widget from the kernel and from every page showing
// it; an Interact or OnClick using it stops. Widgets made again by a cell
// run again are new widgets, so a notebook that makes many can close the
// old ones.
func (w *Widget) Close() error {
	return send(wire.Widget{Op: wire.WidgetClose, ID: w.id})
}

// SetBytes changes a binary key of the widget's state (an Image's
// "value"), sent as a binary buffer.
func (w *Widget) SetBytes(key string, value []byte) error {
	return send(wire.Widget{Op: wire.WidgetUpdate, ID: w.id, Buffers: map[string][]byte{key: value}})
}

// Get returns the current JSON of a key of the widget's state, as the
// kernel last had it when this cell started (binary values as base64
// strings), and false when there is no such widget or key.
func (w *Widget) Get(key string) (json.RawMessage, bool) {
	st, ok := state(w.id)
	if !ok {
		return nil, false
	}
	v, ok := st[key]
	return v, ok
}

// state reads a model's state from the kernel's state file.
func state(id string) (map[string]json.RawMessage, bool) {
	f, ok := readFile()
	if !ok {
		return nil, false
	}
	st, ok := f.States[id]
	return st, ok
}

// readFile reads the kernel's widget state file.
func readFile() (wire.WidgetFile, bool) {
	var f wire.WidgetFile
	path := os.Getenv(wire.EnvWidgetState)
	if path == "" {
		return f, false
	}
	b, err := os.ReadFile(path)
	if err != nil || json.Unmarshal(b, &f) != nil {
		return f, false
	}
	return f, true
}

// Render returns the widget's display bundle: its view, and a line of
// text where widgets are not rendered. A cell whose value is a *Widget
// shows it.
func (w *Widget) Render() display.Data {
	text := w.String()
	if w.err != nil {
		return display.MakeData(display.MIMETypeText, text)
	}
	return display.Data{Data: display.MIMEMap{
		ViewMIME:             map[string]any{"model_id": w.id, "version_major": 2, "version_minor": 1},
		display.MIMETypeText: text,
	}}
}

// String describes the widget: its kind and value (the value the page
// last set, as the kernel had it when the cell started, or else the value
// it was made with).
func (w *Widget) String() string {
	if w.err != nil {
		return fmt.Sprintf("widget %s: %v", w.model, w.err)
	}
	name := w.model
	if len(name) > 5 && name[len(name)-5:] == "Model" {
		name = name[:len(name)-5]
	}
	if w.kind == "" {
		return name + "()"
	}
	value := w.value
	if v, ok := w.Get("value"); ok {
		value = string(v)
	}
	if w.model == "DropdownModel" {
		value = strconv.Quote(ArgString(w.id))
	}
	return fmt.Sprintf("%s(value=%s)", name, value)
}
