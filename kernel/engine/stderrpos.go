package engine

import (
	"strings"
	"sync"

	"github.com/sudokit/sudokit/kernel/internal/wire"
)

// A panic in a goroutine the cell started is not recovered by the cell
// program (no goroutine can recover another's panic): the Go runtime
// prints it on stderr and exits. Its stack names the running cell's code
// as cell0.go (see runningFile) and earlier cells' declarations as
// cellN.go; cellPosSink rewrites those positions on the cell's stderr as
// "In [N] line L", the way tracebacks of the cell's own panics read.

// cellPosSink passes a cell program's stderr on with positions in cell
// coordinates. It holds back the end of a line that may be a position not
// yet complete until the rest arrives (or flush).
type cellPosSink struct {
	wire.Sink
	num     int
	mu      sync.Mutex
	pending string
}

func (s *cellPosSink) Stream(name, text string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	text = s.pending + text
	s.pending = ""
	// A line ends at '\n', or at '\r' for a progress bar redrawing itself.
	cut := strings.LastIndexAny(text, "\n\r") + 1
	if tail := text[cut:]; mayBePosition(tail) {
		s.pending, text = tail, text[:cut]
	}
	if text != "" {
		s.Sink.Stream(name, cellPositions(text, s.num))
	}
}

// flush passes on what is held back.
func (s *cellPosSink) flush() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.pending != "" {
		s.Sink.Stream("stderr", cellPositions(s.pending, s.num))
		s.pending = ""
	}
}

// mayBePosition reports whether the end of a line may still become a
// cellN.go:L position.
func mayBePosition(tail string) bool {
	if strings.Contains(tail, "cell") {
		return true
	}
	for _, p := range []string{"c", "ce", "cel"} {
		if strings.HasSuffix(tail, p) {
			return true
		}
	}
	return false
}
