// Package wire defines the frames a cell program sends to the kernel over
// its private descriptor: one JSON object per line.
package wire

import (
	"encoding/json"
	"os"
	"strconv"
	"sync"
)

// EnvFD names the environment variable holding the descriptor number of
// the kernel channel in a cell program.
const EnvFD = "SUDOKIT_KERNEL_FD"

// EnvCommState names the environment variable holding the path of the JSON
// file in which the kernel keeps the latest state each interactive board
// sent over its comm: an object mapping game ids to states.
const EnvCommState = "SUDOKIT_COMM_STATE"

// Frame kinds.
const (
	KindDisplay = "display_data"
	KindUpdate  = "update_display_data"
	KindResult  = "execute_result"
	KindError   = "error"
	KindDone    = "done"
	KindClear   = "clear_output"
)

// Frame is one message from a cell program to the kernel.
type Frame struct {
	Kind      string         `json:"kind"`
	Data      map[string]any `json:"data,omitempty"`
	Metadata  map[string]any `json:"metadata,omitempty"`
	Transient map[string]any `json:"transient,omitempty"`
	// Error frames.
	EName     string   `json:"ename,omitempty"`
	EValue    string   `json:"evalue,omitempty"`
	Traceback []string `json:"traceback,omitempty"`
	// Clear frames.
	Wait bool `json:"wait,omitempty"`
	// Done frames: variables that could not be saved and the named
	// foreign types seen inside interface values.
	Dropped []Dropped `json:"dropped,omitempty"`
	Types   []string  `json:"types,omitempty"`
	// Goroutines counts the goroutines the cell started that were still
	// running when it ended (they end with the cell's program).
	Goroutines int `json:"goroutines,omitempty"`
	// Result frames: a value the kernel draws itself (see package
	// cellrt/sudokuval); Data then holds only its text/plain form.
	Value *Value `json:"value,omitempty"`
	// Widget frames (KindWidget): what to do with which widget.
	Widget *Widget `json:"widget,omitempty"`
}

// Value is a value carried to the kernel to be drawn there: its type (such
// as "sudoku.Board") and its JSON form.
type Value struct {
	Type string          `json:"type"`
	Data json.RawMessage `json:"data"`
}

// Dropped names a variable that could not be carried to later cells.
type Dropped struct {
	Name   string `json:"name"`
	Reason string `json:"reason"`
	// Channel: the value holds a channel. The kernel says so itself, in
	// the notebook's language, with the way to write such a lesson.
	Channel bool `json:"channel,omitempty"`
}

var (
	mu      sync.Mutex
	channel *os.File
	opened  bool
)

// Channel returns the kernel channel of this process, or nil when the
// process was not started by the kernel.
func Channel() *os.File {
	mu.Lock()
	defer mu.Unlock()
	if !opened {
		opened = true
		if fd, err := strconv.Atoi(os.Getenv(EnvFD)); err == nil && fd > 2 {
			channel = os.NewFile(uintptr(fd), "sudokit-kernel")
		}
	}
	return channel
}

// Send writes f to the kernel channel. It reports false when there is no
// channel.
func Send(f Frame) (bool, error) {
	ch := Channel()
	if ch == nil {
		return false, nil
	}
	b, err := json.Marshal(f)
	if err != nil {
		return true, err
	}
	b = append(b, '\n')
	mu.Lock()
	defer mu.Unlock()
	_, err = ch.Write(b)
	return true, err
}
