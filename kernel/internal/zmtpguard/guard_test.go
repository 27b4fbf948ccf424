package zmtpguard

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"net"
	"os"
	"testing"
	"time"
)

var greeting = append(append([]byte{0xff, 0, 0, 0, 0, 0, 0, 0, 0, 0x7f, 3, 0}, append([]byte("NULL"), make([]byte, 16)...)...), make([]byte, 32)...)

func prop(k, v string) []byte {
	b := append([]byte{byte(len(k))}, k...)
	b = binary.BigEndian.AppendUint32(b, uint32(len(v)))
	return append(b, v...)
}

func command(body []byte) []byte { return append([]byte{flagCommand, byte(len(body))}, body...) }

var ready = command(append([]byte("\x05READY"), prop("Socket-Type", "DEALER")...))

func frame(flags byte, body []byte) []byte {
	if len(body) > 255 {
		return append(binary.BigEndian.AppendUint64([]byte{flags | flagLong}, uint64(len(body))), body...)
	}
	return append([]byte{flags, byte(len(body))}, body...)
}

// readAll reads a guarded copy of stream.
func readAll(stream []byte, lim Limits) ([]byte, error) {
	a, b := net.Pipe()
	go func() { a.Write(stream); a.Close() }()
	return io.ReadAll(Guard(b, lim))
}

// A well-formed stream (greeting, READY, a three-frame message with a long
// frame, a PING) passes through byte for byte.
func TestGuardPassesZMTP(t *testing.T) {
	var s []byte
	s = append(s, greeting...)
	s = append(s, ready...)
	s = append(s, frame(flagMore, []byte("id"))...)
	s = append(s, frame(flagMore, nil)...)
	s = append(s, frame(0, bytes.Repeat([]byte("x"), 70000))...)
	s = append(s, command([]byte("\x04PING\x00\x10"))...)
	got, err := readAll(s, DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, s) {
		t.Fatalf("passed %d bytes, want the %d sent", len(got), len(s))
	}
}

// Bad streams end in a *FrameError, and nothing of the bad frame's header
// reaches the library.
func TestGuardRefuses(t *testing.T) {
	hello := append(append([]byte{}, greeting...), ready...)
	huge := binary.BigEndian.AppendUint64([]byte{flagLong}, 1<<62)
	for name, c := range map[string]struct {
		stream []byte
		passed int
	}{
		"2^62 frame":         {append(append([]byte{}, hello...), huge...), len(hello)},
		"frame before READY": {append(append([]byte{}, greeting...), frame(0, []byte("hi"))...), len(greeting)},
		"name past the end":  {append(append([]byte{}, greeting...), command([]byte("\x05READY\x07Socket-"))...), len(greeting)},
		"value past the end": {append(append([]byte{}, greeting...), command(append([]byte("\x05READY\x0bSocket-Type"), 0x80, 0, 0, 0))...), len(greeting)},
		"too many frames":    {append(append([]byte{}, hello...), bytes.Repeat(frame(flagMore, nil), 600)...), len(hello) + 2*(32<<10/FrameCost)},
		"reserved flags":     {append(append([]byte{}, hello...), 0x40, 0), len(hello)},
		"command in message": {append(append(append([]byte{}, hello...), frame(flagMore, nil)...), command([]byte("\x04PING"))...), len(hello) + 2},
		"not ZMTP":           {[]byte("GET / HTTP/1.1\r\nHost: x\r\n\r\n" + string(make([]byte, 64))), 0},
	} {
		lim := DefaultLimits
		if name == "too many frames" {
			lim.Message = 32 << 10
		}
		got, err := readAll(c.stream, lim)
		var fe *FrameError
		if !errors.As(err, &fe) {
			t.Errorf("%s: got %v, want a FrameError", name, err)
			continue
		}
		if len(got) != c.passed {
			t.Errorf("%s: %d bytes passed, want %d (%v)", name, len(got), c.passed, err)
		}
	}
}

// A peer that says nothing is dropped after the handshake time.
func TestGuardHandshakeDeadline(t *testing.T) {
	a, b := net.Pipe()
	defer a.Close()
	g := Guard(b, Limits{Message: 1 << 20, Command: 1 << 10, Handshake: 50 * time.Millisecond})
	done := make(chan error, 1)
	go func() { _, err := g.Read(make([]byte, 10)); done <- err }()
	select {
	case err := <-done:
		if !errors.Is(err, os.ErrDeadlineExceeded) {
			t.Fatalf("got %v, want a deadline error", err)
		}
	case <-time.After(time.Minute):
		t.Fatal("the silent peer was not dropped within a minute")
	}
}
