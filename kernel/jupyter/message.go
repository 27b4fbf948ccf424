package jupyter

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
)

// protocolVersion is the Jupyter messaging protocol version spoken.
const protocolVersion = "5.3"

const delimiter = "<IDS|MSG>"

// header is a Jupyter message header.
type header struct {
	MsgID    string `json:"msg_id"`
	Username string `json:"username"`
	Session  string `json:"session"`
	MsgType  string `json:"msg_type"`
	Version  string `json:"version"`
	Date     string `json:"date"`
}

// message is a decoded Jupyter message.
type message struct {
	identities [][]byte
	header     header
	rawHeader  []byte
	parent     json.RawMessage // the parent header, kept as received
	metadata   map[string]any
	content    json.RawMessage
	buffers    [][]byte

	// seq numbers the message in its socket's order of arrival; arrivals
	// counts that socket's messages so far (see serve and handleExecute).
	seq      uint64
	arrivals *atomic.Uint64

	// replied is set once a reply to the message has been sent, so that a
	// handler that panics after replying is not answered twice.
	replied atomic.Bool
}

var (
	errBadSignature = errors.New("bad message signature")
	errMalformed    = errors.New("malformed message")
)

// signer signs and verifies messages with HMAC-SHA256; a nil key disables
// signing as the protocol allows.
type signer struct {
	key []byte
}

func (s signer) mac(parts ...[]byte) []byte {
	if len(s.key) == 0 {
		return nil
	}
	h := hmac.New(sha256.New, s.key)
	for _, p := range parts {
		h.Write(p)
	}
	sum := h.Sum(nil)
	out := make([]byte, hex.EncodedLen(len(sum)))
	hex.Encode(out, sum)
	return out
}

// decode parses the frames of a message and checks its signature.
func (s signer) decode(frames [][]byte) (*message, error) {
	i := 0
	for i < len(frames) && string(frames[i]) != delimiter {
		i++
	}
	if i+6 > len(frames) {
		return nil, errMalformed
	}
	sig, hdr, parent, meta, content := frames[i+1], frames[i+2], frames[i+3], frames[i+4], frames[i+5]
	if len(s.key) > 0 && !hmac.Equal(sig, s.mac(hdr, parent, meta, content)) {
		return nil, errBadSignature
	}
	m := &message{identities: frames[:i], rawHeader: bytes.Clone(hdr), parent: bytes.Clone(parent), content: bytes.Clone(content), buffers: frames[i+6:]}
	if err := json.Unmarshal(hdr, &m.header); err != nil {
		return nil, errMalformed
	}
	if len(meta) > 0 {
		_ = json.Unmarshal(meta, &m.metadata)
	}
	return m, nil
}

// encode returns the frames of a new message of type msgType in reply to
// parent (which may be nil), addressed to identities.
func (s signer) encode(identities [][]byte, parent *message, msgType string, content any) ([][]byte, error) {
	return s.encodeWith(identities, parent, msgType, content, nil, nil)
}

// encodeWith is encode with metadata (nil: {}) and binary buffers, which
// follow the signed frames (the signature does not cover them).
func (s signer) encodeWith(identities [][]byte, parent *message, msgType string, content, metadata any, buffers [][]byte) ([][]byte, error) {
	h := header{
		MsgID:    uuid.NewString(),
		Username: "kernel",
		MsgType:  msgType,
		Version:  protocolVersion,
		Date:     time.Now().UTC().Format(time.RFC3339Nano),
	}
	parentHdr := []byte("{}")
	if parent != nil {
		h.Session = parent.header.Session
		h.Username = parent.header.Username
		parentHdr = parent.headerJSON()
	}
	hdr, err := json.Marshal(h)
	if err != nil {
		return nil, err
	}
	body, err := json.Marshal(content)
	if err != nil {
		return nil, err
	}
	meta := []byte("{}")
	if metadata != nil {
		if meta, err = json.Marshal(metadata); err != nil {
			return nil, err
		}
	}
	frames := make([][]byte, 0, len(identities)+6+len(buffers))
	frames = append(frames, identities...)
	frames = append(frames, []byte(delimiter), s.mac(hdr, parentHdr, meta, body), hdr, parentHdr, meta, body)
	frames = append(frames, buffers...)
	return frames, nil
}

// headerJSON is the message's header as sent in a reply's parent_header.
func (m *message) headerJSON() []byte {
	if len(m.rawHeader) > 0 {
		return m.rawHeader
	}
	b, _ := json.Marshal(m.header)
	return b
}
