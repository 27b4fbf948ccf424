package widgets

import (
	"errors"

	"github.com/sudokit/sudokit/kernel/display"
	"github.com/sudokit/sudokit/kernel/internal/wire"
)

// Output returns an output area: Display appends to it, Clear empties it,
// and Interact shows its function's results in one.
func Output() *Widget {
	return open(outputModule, outputVersion, "OutputModel", "OutputView", "", map[string]any{
		"outputs": []any{}, "msg_id": "",
	}, nil)
}

// Display appends a display bundle to an Output widget.
func (w *Widget) Display(d display.Data) error {
	if len(d.Data) == 0 {
		return errors.New("widgets: empty bundle")
	}
	ok, err := wire.Send(wire.Frame{Kind: wire.KindWidget, Widget: &wire.Widget{Op: wire.WidgetOutput, ID: w.id},
		Data: d.Data, Metadata: d.Metadata})
	if !ok {
		return ErrNoKernel
	}
	return err
}

// Clear empties an Output widget.
func (w *Widget) Clear() error {
	return send(wire.Widget{Op: wire.WidgetClear, ID: w.id})
}
