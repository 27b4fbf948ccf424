// Package zmtpguard checks what a ZeroMQ peer sends before the ZeroMQ
// library reads it. go-zeromq/zmq4 (v0.17.0) trusts the peer: it allocates
// a frame of whatever size a frame header announces (2^62 bytes: the
// allocation panics and the kernel dies), grows a message by as many frames
// as the peer sends, and indexes a READY command's metadata past its end
// when the lengths inside lie. A guarded connection reads the peer's bytes
// itself, following the ZMTP 3 framing (greeting, then frames: flags, a one
// or eight byte size, the body), and passes them on only once they are
// known to be well-formed and within bounds; otherwise the read fails with
// a *FrameError and the library drops the connection, as it does for any
// broken one.
//
// The library lets programs register transports of their own, so the guard
// sits beneath it without changing it: [Register] adds "guarded+tcp" and
// "guarded+ipc", which listen like "tcp" and "ipc" and wrap every accepted
// connection.
package zmtpguard

import (
	"encoding/binary"
	"fmt"
	"io"
	"net"
	"time"
)

// Limits bound what a peer may make the library hold.
type Limits struct {
	// Message is the most bytes of one message, all its frames together,
	// each frame counting at least FrameCost bytes.
	Message int64
	// Command is the most bytes of one command frame (READY, PING, ...).
	Command int64
	// Handshake is how long a peer may take to send its greeting and READY
	// command (the library accepts connections one at a time: a silent
	// peer would otherwise hold up everyone who connects after it).
	Handshake time.Duration
}

// DefaultLimits are 32 MiB messages, 16 KiB commands and 10 s handshakes.
var DefaultLimits = Limits{Message: 32 << 20, Command: 16 << 10, Handshake: 10 * time.Second}

// FrameCost is the least a frame counts toward Limits.Message: an empty
// frame costs the library a slice header and bookkeeping all the same.
const FrameCost = 64

// FrameError is why a peer's bytes were refused.
type FrameError struct {
	// Offset is where in the peer's stream the bad part starts.
	Offset int64
	// Reason says what was wrong.
	Reason string
}

func (e *FrameError) Error() string {
	return fmt.Sprintf("zmtp: byte %d from the peer: %s", e.Offset, e.Reason)
}

const (
	greetingLen = 64
	flagMore    = 0x01
	flagLong    = 0x02
	flagCommand = 0x04
)

// Conn is a connection whose incoming ZMTP stream is checked.
type Conn struct {
	net.Conn
	lim Limits

	pending []byte // read from the peer, not yet checked
	ready   []byte // checked, not yet handed out
	body    int64  // bytes of the current data frame still to pass through
	offset  int64  // stream offset of pending[0]
	greeted bool
	shook   bool  // the peer's READY has been passed on
	message int64 // cost of the message being received so far
	err     error
}

// Guard wraps c so that reads return only well-formed ZMTP within lim.
// Until the peer's READY command arrives, reads time out after
// lim.Handshake.
func Guard(c net.Conn, lim Limits) *Conn {
	if lim.Handshake > 0 {
		_ = c.SetReadDeadline(time.Now().Add(lim.Handshake))
	}
	return &Conn{Conn: c, lim: lim}
}

// Read returns checked bytes of the peer's stream.
func (c *Conn) Read(p []byte) (int, error) {
	for len(c.ready) == 0 {
		if c.err != nil {
			return 0, c.err
		}
		if c.body > 0 {
			return c.passBody(p)
		}
		need, err := c.parse()
		if err != nil {
			c.err = err
			return 0, err
		}
		if need > 0 {
			if err := c.fill(need); err != nil {
				c.err = err
				if len(c.ready) == 0 {
					return 0, err
				}
			}
		}
	}
	n := copy(p, c.ready)
	c.ready = c.ready[n:]
	return n, nil
}

// passBody hands out data-frame bytes, which need no checking.
func (c *Conn) passBody(p []byte) (int, error) {
	if len(c.pending) > 0 {
		n := copy(p, c.pending[:min(int64(len(c.pending)), c.body)])
		c.pending = c.pending[n:]
		c.body -= int64(n)
		c.offset += int64(n)
		return n, nil
	}
	n, err := c.Conn.Read(p[:min(int64(len(p)), c.body)])
	c.body -= int64(n)
	c.offset += int64(n)
	if err != nil && n > 0 {
		err = nil
	}
	return n, err
}

// fill reads until pending holds at least need bytes.
func (c *Conn) fill(need int) error {
	buf := make([]byte, 4096)
	for len(c.pending) < need {
		n, err := c.Conn.Read(buf)
		c.pending = append(c.pending, buf[:n]...)
		if err != nil {
			if err == io.EOF && len(c.pending) > 0 {
				err = io.ErrUnexpectedEOF
			}
			return err
		}
	}
	return nil
}

func (c *Conn) fail(at int, format string, args ...any) error {
	return &FrameError{Offset: c.offset + int64(at), Reason: fmt.Sprintf(format, args...)}
}

// take moves the first n pending bytes to ready.
func (c *Conn) take(n int) {
	c.ready = append(c.ready[:0], c.pending[:n]...)
	c.pending = c.pending[n:]
	c.offset += int64(n)
}

// parse checks the next unit of the stream (the greeting, or a frame's
// header, with a command frame's whole body) if pending holds it all, and
// otherwise returns how many bytes it needs.
func (c *Conn) parse() (need int, err error) {
	p := c.pending
	if !c.greeted {
		if len(p) < greetingLen {
			return greetingLen, nil
		}
		if p[0] != 0xff || p[9]&1 != 1 {
			return 0, c.fail(0, "not a ZMTP 3 greeting")
		}
		if p[10] < 3 {
			return 0, c.fail(10, "ZMTP version %d.%d is older than 3.0", p[10], p[11])
		}
		c.greeted = true
		c.take(greetingLen)
		return 0, nil
	}
	if len(p) < 2 {
		return 2, nil
	}
	flags := p[0]
	if flags&^(flagMore|flagLong|flagCommand) != 0 {
		return 0, c.fail(0, "reserved frame flags %#02x", flags)
	}
	hdr := 2
	size := int64(p[1])
	if flags&flagLong != 0 {
		hdr = 9
		if len(p) < hdr {
			return hdr, nil
		}
		u := binary.BigEndian.Uint64(p[1:9])
		if u > uint64(c.lim.Message) {
			return 0, c.fail(1, "a frame of %d bytes (at most %d)", u, c.lim.Message)
		}
		size = int64(u)
	}
	if flags&flagCommand != 0 {
		if flags&flagMore != 0 || c.message > 0 {
			return 0, c.fail(0, "a command inside a message")
		}
		if size > c.lim.Command {
			return 0, c.fail(1, "a command of %d bytes (at most %d)", size, c.lim.Command)
		}
		if int64(len(p)) < int64(hdr)+size {
			return hdr + int(size), nil
		}
		if err := c.checkCommand(p[hdr:hdr+int(size)], hdr); err != nil {
			return 0, err
		}
		c.take(hdr + int(size))
		return 0, nil
	}
	if !c.shook {
		return 0, c.fail(0, "a message before the READY command")
	}
	c.message += max(size, FrameCost)
	if c.message > c.lim.Message {
		return 0, c.fail(0, "a message of more than %d bytes", c.lim.Message)
	}
	if flags&flagMore == 0 {
		c.message = 0
	}
	c.take(hdr)
	c.body = size
	return 0, nil
}

// checkCommand checks a command's name and, for READY, that its metadata
// properties fill the body exactly.
func (c *Conn) checkCommand(b []byte, at int) error {
	if len(b) == 0 || int(b[0]) > len(b)-1 || b[0] == 0 {
		return c.fail(at, "a command without a name")
	}
	name := string(b[1 : 1+b[0]])
	if name != "READY" {
		if !c.shook {
			return c.fail(at, "command %q before READY", name)
		}
		return nil
	}
	if c.shook {
		return c.fail(at, "a second READY")
	}
	props := b[1+b[0]:]
	for i := 0; i < len(props); {
		klen := int(props[i])
		if klen == 0 || i+1+klen+4 > len(props) {
			return c.fail(at, "READY metadata: a property name runs past the command")
		}
		i += 1 + klen
		vlen := int64(binary.BigEndian.Uint32(props[i : i+4]))
		i += 4
		if int64(i)+vlen > int64(len(props)) {
			return c.fail(at, "READY metadata: a property value runs past the command")
		}
		i += int(vlen)
	}
	c.shook = true
	if c.lim.Handshake > 0 {
		_ = c.Conn.SetReadDeadline(time.Time{})
	}
	return nil
}
