package display

import (
	"encoding/json"
	"os"

	"github.com/sudokit/sudokit/kernel/internal/wire"
)

// CommState returns the latest state the interactive sudoku board with
// game id id sent to the kernel over its "sudokit.play" comm, as JSON, and
// false when no such board has sent a state (or the program was not
// started by the sudokit kernel).
func CommState(id string) (json.RawMessage, bool) {
	path := os.Getenv(wire.EnvCommState)
	if path == "" {
		return nil, false
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, false
	}
	var states map[string]json.RawMessage
	if err := json.Unmarshal(b, &states); err != nil {
		return nil, false
	}
	s, ok := states[id]
	return s, ok
}
