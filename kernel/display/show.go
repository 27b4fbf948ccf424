package display

import (
	"errors"

	"github.com/sudokit/sudokit/kernel/internal/wire"
)

// ErrNoKernel is returned by Display and friends when the program was not
// started by the sudokit kernel.
var ErrNoKernel = errors.New("display: not running inside the sudokit Jupyter kernel")

// Display shows d in the notebook now, below the running cell's output. If
// d.Transient holds a "display_id", the output can later be replaced with
// Update.
func Display(d Data) error {
	return send(wire.KindDisplay, d)
}

// DisplayID shows d in the notebook under the display id id, so that
// Update(id, ...) can replace it later, in this cell or a later one.
func DisplayID(id string, d Data) error {
	d.Transient = withID(d.Transient, id)
	return send(wire.KindDisplay, d)
}

// Update replaces every output shown with the display id id by d.
func Update(id string, d Data) error {
	d.Transient = withID(d.Transient, id)
	return send(wire.KindUpdate, d)
}

// Clear clears the cell's output. With wait set, the output is cleared
// only when new output arrives, which avoids flicker in animations.
func Clear(wait bool) error {
	ok, err := wire.Send(wire.Frame{Kind: wire.KindClear, Wait: wait})
	if !ok {
		return ErrNoKernel
	}
	return err
}

func send(kind string, d Data) error {
	if len(d.Data) == 0 {
		return errors.New("display: empty bundle")
	}
	ok, err := wire.Send(wire.Frame{Kind: kind, Data: d.Data, Metadata: d.Metadata, Transient: d.Transient})
	if !ok {
		return ErrNoKernel
	}
	return err
}

// withID returns a copy of transient holding the display id.
func withID(transient MIMEMap, id string) MIMEMap {
	t := MIMEMap{}
	for k, v := range transient {
		t[k] = v
	}
	t["display_id"] = id
	return t
}
