package jupyter

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/sudokit/sudokit/kernel/internal/wire"
)

// How a change in the page runs Go code. Cells are programs that end with
// the cell, so no Go function is alive to call when a slider moves. The
// kernel keeps, for every widgets.Interact, the name of the notebook
// function and the controls whose values it takes; when one of them
// changes, it runs a cell of its own,
//
//	draw(widgets.ArgInt("<slider id>"), widgets.ArgString("<dropdown id>"))
//
// (package widgets under the name the notebook imported it as; the
// notebook has imported it, since the cell that called Interact used it)
// exactly as a cell typed by the student (the notebook's state restored,
// changes to variables kept), and puts what it shows — its result, its
// displays, its printed text, its error — into the Interact's Output
// widget. The program is the same at every change (the ids are fixed), so
// after the first run it comes from the program cache: a change costs a
// process start, the state the function reaches, and the function. It runs
// on the shell channel between execute requests, as ipykernel runs widget
// callbacks, so it never races a cell. widgets.OnClick runs a function the
// same way at a button's click.

// widgetsImport is the import path of package widgets.
const widgetsImport = "github.com/sudokit/sudokit/kernel/widgets"

// argFuncs maps a value type to the function of package widgets that
// reads a control's current value as that type.
var argFuncs = map[string]string{"int": "ArgInt", "float64": "ArgFloat", "string": "ArgString", "bool": "ArgBool"}

// callCode returns the cell that calls w's function with its controls'
// current values; pkg is the name of package widgets in the notebook (""
// when it is not imported: the cell then imports it).
func callCode(w *wire.Widget, pkg string) (string, error) {
	if !validIdent(w.Func) {
		return "", fmt.Errorf("not a function name: %q", w.Func)
	}
	args := make([]string, len(w.Args))
	for i, a := range w.Args {
		fn, ok := argFuncs[a.Type]
		if !ok {
			return "", fmt.Errorf("control %s: values of type %q cannot be passed", a.ID, a.Type)
		}
		args[i] = fmt.Sprintf("%s.%s(%q)", cmp.Or(pkg, "widgets"), fn, a.ID)
	}
	code := fmt.Sprintf("%s(%s)", w.Func, strings.Join(args, ", "))
	if pkg == "" && len(args) > 0 {
		code = fmt.Sprintf("import %q\n", widgetsImport) + code
	}
	return code, nil
}

// validIdent reports whether s is a Go identifier.
func validIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9' || r > 127) {
			return false
		}
	}
	return true
}

// widgetFrameOf carries out a widget frame of the running cell.
func (k *kernel) widgetFrameOf(parent *message, f wire.Frame) {
	k.widgetFrame(parent, k.comms.widgets, f)
}

// runPendingInteracts shows the Interacts a cell made for the first time,
// once the cell has succeeded (the function it names exists only then).
func (k *kernel) runPendingInteracts(parent *message) {
	s := k.comms.widgets
	s.mu.Lock()
	pending := s.pending
	s.pending = nil
	s.mu.Unlock()
	for _, w := range pending {
		k.runWidgetCode(s, parent, w)
	}
}

// dropPendingInteracts forgets the Interacts of a cell that failed.
func (k *kernel) dropPendingInteracts() {
	s := k.comms.widgets
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, w := range s.pending {
		s.interacts = slices.DeleteFunc(s.interacts, func(x *wire.Widget) bool { return x == w })
	}
	s.pending = nil
}

// widgetChanged runs what depends on the changed keys of model id: the
// Interacts taking its value and, for a board's link, the board's message.
func (k *kernel) widgetChanged(s *widgetStore, msg *message, id string, keys []string) {
	if !slices.Contains(keys, "value") && !slices.Contains(keys, "index") {
		return
	}
	s.mu.Lock()
	gameID, bridge := s.bridges[id]
	var runs []*wire.Widget
	for _, w := range s.interacts {
		if slices.ContainsFunc(w.Args, func(a wire.WidgetInput) bool { return a.ID == id }) {
			runs = append(runs, w)
		}
	}
	s.mu.Unlock()
	if bridge {
		k.bridgeMessage(s, msg, id, gameID)
	}
	for _, w := range runs {
		k.runWidgetCode(s, msg, w)
	}
}

// widgetClicked runs the OnClick function of button id, if any.
func (k *kernel) widgetClicked(s *widgetStore, msg *message, id string) {
	s.mu.Lock()
	w := s.onclick[id]
	s.mu.Unlock()
	if w != nil {
		k.runWidgetCode(s, msg, w)
	}
}

// runWidgetCode runs w's function as a cell; its output goes to w's Output
// widget (an Interact) or, for a button, to the button's output widget.
func (k *kernel) runWidgetCode(s *widgetStore, parent *message, w *wire.Widget) {
	out := &widgetSink{}
	var oc wire.Outcome
	eng, err := k.engine()
	var code string
	if err == nil {
		code, err = callCode(w, eng.ImportName(widgetsImport))
	}
	if err != nil {
		oc.Err = &wire.CellError{EName: "WidgetError", EValue: err.Error()}
	} else {
		ctx, cancel := context.WithCancelCause(context.Background())
		k.execMu.Lock()
		k.cancelCell = cancel
		k.execMu.Unlock()
		oc = eng.Execute(ctx, k.execCount, code, false, out)
		k.execMu.Lock()
		k.cancelCell = nil
		k.execMu.Unlock()
		cancel(nil)
	}
	if oc.Err != nil {
		tb := oc.Err.Traceback
		if tb == nil {
			tb = []string{oc.Err.EName + ": " + oc.Err.EValue}
		}
		out.add(map[string]any{"output_type": "error", "ename": oc.Err.EName, "evalue": oc.Err.EValue, "traceback": colourTraceback(oc.Err.EName, tb)})
	}
	if oc.Result != nil {
		out.add(map[string]any{"output_type": "display_data", "data": oc.Result.Data, "metadata": nonNil(oc.Result.Metadata)})
	}
	// Widget frames of the run (a function that changes a control)
	// are carried out after it, in order.
	for _, f := range out.widgets {
		k.widgetFrame(parent, s, f)
	}
	outputID := w.Output
	if outputID == "" {
		return
	}
	b, _ := json.Marshal(out.outputs)
	s.mu.Lock()
	defer s.mu.Unlock()
	m := s.models[outputID]
	if m == nil {
		return
	}
	m.state["outputs"] = b
	if err := s.save(); err != nil {
		k.logger.Printf("widget %s: %v", outputID, err)
	}
	k.sendWidget(parent, outputID, "update", m, []string{"outputs"})
}

// widgetSink collects the output of a widget's run as the outputs of an
// Output widget. The engine calls it from several goroutines at once (see
// wire.Sink); runWidgetCode reads what it collected once the run is over.
type widgetSink struct {
	mu      sync.Mutex
	outputs []map[string]any
	widgets []wire.Frame
}

func (s *widgetSink) add(o map[string]any) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.outputs = append(s.outputs, o)
}

func (s *widgetSink) Stream(name, text string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if n := len(s.outputs); n > 0 && s.outputs[n-1]["output_type"] == "stream" && s.outputs[n-1]["name"] == name {
		s.outputs[n-1]["text"] = s.outputs[n-1]["text"].(string) + text
		return
	}
	s.outputs = append(s.outputs, map[string]any{"output_type": "stream", "name": name, "text": text})
}

func (s *widgetSink) Display(f wire.Frame) {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch f.Kind {
	case wire.KindWidget:
		s.widgets = append(s.widgets, f)
	case wire.KindClear:
		s.outputs = nil
	case wire.KindDisplay, wire.KindUpdate:
		s.outputs = append(s.outputs, map[string]any{"output_type": "display_data", "data": f.Data, "metadata": nonNil(f.Metadata)})
	}
}

func (s *widgetSink) Input(string) (string, bool) { return "", false }
