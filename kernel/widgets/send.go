package widgets

import "github.com/sudokit/sudokit/kernel/internal/wire"

type wireInput = wire.WidgetInput

// sendInteract registers an Interact with the kernel.
func sendInteract(output, fn string, args []wireInput) error {
	return send(wire.Widget{Op: wire.WidgetInteract, ID: output, Output: output, Func: fn, Args: args})
}

// sendOnClick registers a button's function with the kernel.
func sendOnClick(button, output, fn string) error {
	return send(wire.Widget{Op: wire.WidgetOnClick, ID: button, Output: output, Func: fn})
}
