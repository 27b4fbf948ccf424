package kernel

import (
	"testing"
)

// TestWidgetsProtocol runs testdata/widgets.py, which plays a widget front
// end against the kernel through jupyter_client: comm_open of models with
// protocol 2.1.0, updates both ways with echo_update, request_state and
// request_states, binary buffers, Interact and OnClick running notebook
// functions, the board's link widget, and malformed messages.
func TestWidgetsProtocol(t *testing.T) {
	runChecks(t, "testdata/widgets.py", 13)
}
