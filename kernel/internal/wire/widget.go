package wire

import "encoding/json"

// EnvWidgetState names the environment variable holding the path of the
// JSON file in which the kernel keeps the current state of every Jupyter
// widget (see WidgetFile), so that a cell reads a control's value as the
// front end last set it.
const EnvWidgetState = "SUDOKIT_WIDGET_STATE"

// KindWidget is the kind of the frames that create, change and fill
// Jupyter widgets; the frame's Widget field says what to do.
const KindWidget = "widget"

// Widget operations.
const (
	WidgetOpen     = "open"     // a new model with its state
	WidgetUpdate   = "update"   // a change of some of its state
	WidgetOutput   = "output"   // a display bundle appended to an Output widget
	WidgetClear    = "clear"    // an Output widget emptied
	WidgetInteract = "interact" // a notebook function shown again whenever controls change
	WidgetOnClick  = "onclick"  // a notebook function run at every click of a button
	WidgetClose    = "close"    // the model goes, in the kernel and in the pages
)

// Widget is what a widget frame carries.
type Widget struct {
	Op string `json:"op"`
	ID string `json:"id"` // the model id (the comm id)
	// State holds the model's state (open) or the keys that change
	// (update). Buffers holds binary values of top-level keys, which the
	// kernel sends as binary buffers of the message.
	State   map[string]json.RawMessage `json:"state,omitempty"`
	Buffers map[string][]byte          `json:"buffers,omitempty"`
	// Func names a function declared in the notebook (interact,
	// onclick) and Args the controls whose values it takes, in order.
	Func string        `json:"func,omitempty"`
	Args []WidgetInput `json:"args,omitempty"`
	// Output is the Output widget that shows what the function shows (for
	// an Interact, the widget ID names).
	Output string `json:"output,omitempty"`
}

// WidgetInput is a control whose current value is passed to an Interact
// function, with the Go type of the value ("int", "float64", "string",
// "bool").
type WidgetInput struct {
	ID   string `json:"id"`
	Type string `json:"type"`
}

// WidgetFile is the content of the widget state file.
type WidgetFile struct {
	// States maps model ids to their current state (binary values as
	// base64 strings).
	States map[string]map[string]json.RawMessage `json:"states"`
	// Clicks counts the clicks of every button that had one.
	Clicks map[string]int `json:"clicks,omitempty"`
}
