package jupyter

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/go-zeromq/zmq4"
	"github.com/sudokit/sudokit/kernel/internal/wire"
)

// fakeSocket stands in for a ZeroMQ socket in the in-process protocol
// tests: what the test puts on in is what the kernel receives, and what the
// kernel sends arrives on out. Methods the kernel does not call on its
// shell, control and IOPub sockets are left to the nil embedded Socket.
type fakeSocket struct {
	zmq4.Socket
	in  chan zmq4.Msg
	out chan zmq4.Msg
}

func newFakeSocket() *fakeSocket {
	return &fakeSocket{in: make(chan zmq4.Msg, 64), out: make(chan zmq4.Msg, 1024)}
}

func (f *fakeSocket) Recv() (zmq4.Msg, error) {
	m, ok := <-f.in
	if !ok {
		return zmq4.Msg{}, io.EOF
	}
	return m, nil
}

func (f *fakeSocket) Send(m zmq4.Msg) error {
	f.out <- m
	return nil
}

// protocolDeadline bounds every wait for a message: generous, since the
// tests wait for events rather than for time to pass.
const protocolDeadline = time.Minute

// protocolKernel is a kernel serving a fake shell socket and publishing on
// a fake IOPub socket, with a fake engine, and a client signing with key.
type protocolKernel struct {
	t            *testing.T
	k            *kernel
	shell, iopub *fakeSocket
	client       signer
}

func newProtocolKernel(t *testing.T, key string) *protocolKernel {
	t.Helper()
	p := &protocolKernel{t: t, shell: newFakeSocket(), iopub: newFakeSocket(), client: signer{key: []byte(key)}}
	p.k = &kernel{
		sign:         signer{key: []byte(key)},
		logger:       log.New(io.Discard, "", 0),
		iopub:        p.iopub,
		engineReady:  make(chan struct{}),
		eng:          fakeEngine{},
		comms:        newCommStore(t.TempDir()),
		inputReplies: make(chan *message, 1),
		shutdown:     make(chan bool, 1),
	}
	close(p.k.engineReady)
	done := make(chan struct{})
	go func() {
		defer close(done)
		p.k.serve(p.shell, &p.k.shellMu, "shell")
	}()
	t.Cleanup(func() {
		close(p.shell.in)
		<-done
	})
	return p
}

// send sends a request from the client, as identity "client", and returns
// its message id.
func (p *protocolKernel) send(msgType string, content any) string {
	p.t.Helper()
	return p.sendSigned(p.client, msgType, content)
}

func (p *protocolKernel) sendSigned(s signer, msgType string, content any) string {
	p.t.Helper()
	frames, err := s.encode([][]byte{[]byte("client")}, nil, msgType, content)
	if err != nil {
		p.t.Fatal(err)
	}
	var h header // frames: identity, delimiter, signature, header, ...
	if err := json.Unmarshal(frames[3], &h); err != nil {
		p.t.Fatal(err)
	}
	p.shell.in <- zmq4.NewMsgFrom(frames...)
	return h.MsgID
}

// next returns the next message the kernel sent on sock, decoded and its
// signature checked with the client's key.
func (p *protocolKernel) next(sock *fakeSocket) *message {
	p.t.Helper()
	select {
	case raw := <-sock.out:
		m, err := p.client.decode(raw.Frames)
		if err != nil {
			p.t.Fatalf("the kernel sent a message the client cannot verify: %v", err)
		}
		return m
	case <-time.After(protocolDeadline):
		p.t.Fatal("no message from the kernel")
		return nil
	}
}

// reply returns the next reply on the shell socket, checking that it
// answers the request with id and goes back to the client's identity.
func (p *protocolKernel) reply(id, msgType string) map[string]any {
	p.t.Helper()
	m := p.next(p.shell)
	if m.header.MsgType != msgType {
		p.t.Fatalf("reply type %q, want %q", m.header.MsgType, msgType)
	}
	if len(m.identities) != 1 || string(m.identities[0]) != "client" {
		p.t.Errorf("reply addressed to %q, want the client's identity", m.identities)
	}
	var parent header
	if err := json.Unmarshal(m.parent, &parent); err != nil || parent.MsgID != id {
		p.t.Errorf("reply's parent header %s does not name request %s", m.parent, id)
	}
	var content map[string]any
	if err := json.Unmarshal(m.content, &content); err != nil {
		p.t.Fatal(err)
	}
	return content
}

// published returns the content of the next message of msgType published
// on IOPub for request id, skipping others.
func (p *protocolKernel) published(id, msgType string) map[string]any {
	p.t.Helper()
	for {
		m := p.next(p.iopub)
		var parent header
		_ = json.Unmarshal(m.parent, &parent)
		if m.header.MsgType != msgType || parent.MsgID != id {
			continue
		}
		var content map[string]any
		if err := json.Unmarshal(m.content, &content); err != nil {
			p.t.Fatal(err)
		}
		return content
	}
}

// states returns the execution states published on IOPub for request id
// until it is reported idle.
func (p *protocolKernel) states(id string) []string {
	p.t.Helper()
	var states []string
	for {
		m := p.next(p.iopub)
		var parent header
		_ = json.Unmarshal(m.parent, &parent)
		if m.header.MsgType != "status" || parent.MsgID != id {
			continue
		}
		var c struct {
			State string `json:"execution_state"`
		}
		_ = json.Unmarshal(m.content, &c)
		states = append(states, c.State)
		if c.State == "idle" {
			return states
		}
	}
}

func TestProtocolKernelInfo(t *testing.T) {
	p := newProtocolKernel(t, "secret")
	id := p.send("kernel_info_request", map[string]any{})
	c := p.reply(id, "kernel_info_reply")
	if c["status"] != "ok" || c["protocol_version"] != protocolVersion || c["implementation"] != "sudokit" {
		t.Errorf("kernel_info_reply = %v", c)
	}
	if got := strings.Join(p.states(id), " "); got != "busy idle" {
		t.Errorf("IOPub states %q, want busy then idle", got)
	}
}

func TestProtocolDropsBadSignature(t *testing.T) {
	p := newProtocolKernel(t, "secret")
	p.sendSigned(signer{key: []byte("forged")}, "shutdown_request", map[string]any{"restart": false})
	p.sendSigned(signer{}, "shutdown_request", map[string]any{"restart": false}) // unsigned
	id := p.send("kernel_info_request", map[string]any{})
	// The first reply must answer the signed request: the forged and the
	// unsigned ones were dropped unanswered.
	p.reply(id, "kernel_info_reply")
	select {
	case <-p.k.shutdown:
		t.Error("a message with a bad signature shut the kernel down")
	default:
	}
}

func TestProtocolUnknownRequest(t *testing.T) {
	p := newProtocolKernel(t, "secret")
	id := p.send("frobnicate_request", map[string]any{})
	c := p.reply(id, "frobnicate_reply")
	if c["status"] != "error" || c["ename"] != "NotImplemented" {
		t.Errorf("frobnicate_reply = %v", c)
	}
}

func TestProtocolShutdownAndInterrupt(t *testing.T) {
	p := newProtocolKernel(t, "secret")
	id := p.send("interrupt_request", map[string]any{})
	if c := p.reply(id, "interrupt_reply"); c["status"] != "ok" {
		t.Errorf("interrupt_reply = %v", c)
	}
	id = p.send("shutdown_request", map[string]any{"restart": true})
	if c := p.reply(id, "shutdown_reply"); c["status"] != "ok" || c["restart"] != true {
		t.Errorf("shutdown_reply = %v", c)
	}
	select {
	case restart := <-p.k.shutdown:
		if !restart {
			t.Error("shutdown_request with restart reached the kernel as a plain shutdown")
		}
	case <-time.After(protocolDeadline):
		t.Fatal("shutdown_request did not reach the kernel")
	}
}

// TestProtocolRecoversPanic checks that a panic in a handler (as inside
// go/types during a completion) answers that request with an error, still
// reports the kernel idle, and leaves the kernel serving the next request.
func TestProtocolRecoversPanic(t *testing.T) {
	handlers["explode_request"] = func(*kernel, request) uint64 { panic("boom") }
	handlers["explode_after_reply_request"] = func(k *kernel, r request) uint64 {
		r.reply(k, "explode_after_reply_reply", statusReply{Status: "ok"})
		panic("boom after the reply")
	}
	t.Cleanup(func() {
		delete(handlers, "explode_request")
		delete(handlers, "explode_after_reply_request")
	})
	p := newProtocolKernel(t, "secret")

	id := p.send("explode_request", map[string]any{})
	c := p.reply(id, "explode_reply")
	if c["status"] != "error" || c["ename"] != "InternalError" || !strings.Contains(c["evalue"].(string), "boom") {
		t.Errorf("reply to a panicking handler = %v", c)
	}
	if got := strings.Join(p.states(id), " "); got != "busy idle" {
		t.Errorf("IOPub states %q, want busy then idle", got)
	}

	// A handler that replied before panicking is not answered twice: the
	// next reply on the socket is the one to the next request.
	id = p.send("explode_after_reply_request", map[string]any{})
	if c := p.reply(id, "explode_after_reply_reply"); c["status"] != "ok" {
		t.Errorf("reply = %v", c)
	}
	id = p.send("kernel_info_request", map[string]any{})
	if c := p.reply(id, "kernel_info_reply"); c["status"] != "ok" {
		t.Errorf("kernel_info_reply after a panic = %v", c)
	}
}

// The fake socket must satisfy the interface the kernel serves.
var _ zmq4.Socket = (*fakeSocket)(nil)

// fakeEngine stands in for the engine in the protocol's tests: the layer
// above the seam is tested without compiling Go.
type fakeEngine struct{}

// Execute prints the code on stdout and shows its length, or fails when
// the code is "fail".
func (fakeEngine) Execute(_ context.Context, num int, code string, _ bool, out wire.Sink) wire.Outcome {
	if code == "fail" {
		return wire.Outcome{Err: &wire.CellError{EName: "Boom", EValue: "cell " + strconv.Itoa(num)}}
	}
	out.Stream("stdout", code)
	return wire.Outcome{Result: &wire.Frame{Kind: wire.KindResult, Data: map[string]any{"text/plain": strconv.Itoa(len(code))}}}
}

func (fakeEngine) Complete(_ context.Context, code string, cursor int) ([]string, int, int) {
	return []string{code + "!"}, 0, cursor
}
func (fakeEngine) Inspect(context.Context, string, int) string { return "" }
func (fakeEngine) Help(_ context.Context, name string, source bool) string {
	return fmt.Sprintf("help %s %v", name, source)
}
func (fakeEngine) ImportName(string) string { return "" }
func (fakeEngine) Close() error             { return nil }

// IsComplete: "for {" needs a line indented once more; anything else is
// complete.
func (fakeEngine) IsComplete(code string) (string, string) {
	if strings.HasSuffix(code, "{") {
		return "incomplete", "\t"
	}
	return "complete", ""
}

// TestProtocolIsComplete: is_complete_request is answered with the
// engine's status, and with its indent only when incomplete.
func TestProtocolIsComplete(t *testing.T) {
	p := newProtocolKernel(t, "secret")
	for code, want := range map[string]string{"x := 1": "complete", "for {": "incomplete"} {
		id := p.send("is_complete_request", map[string]any{"code": code})
		c := p.reply(id, "is_complete_reply")
		if c["status"] != want {
			t.Errorf("is_complete of %q = %v, want %s", code, c, want)
		}
		if _, has := c["indent"]; has != (want == "incomplete") {
			t.Errorf("is_complete of %q: indent %v", code, c)
		}
	}
}

// TestProtocolExecute: an execute request goes to the engine; its stdout
// and result are published under the request, the reply counts it, and a
// failing cell publishes one error and replies "error" with the count.
func TestProtocolExecute(t *testing.T) {
	p := newProtocolKernel(t, "secret")
	id := p.send("execute_request", map[string]any{"code": "hello"})
	if c := p.reply(id, "execute_reply"); c["status"] != "ok" || c["execution_count"] != 1.0 {
		t.Fatalf("execute_reply %v", c)
	}
	if c := p.published(id, "stream"); c["text"] != "hello" || c["name"] != "stdout" {
		t.Errorf("stream %v", c)
	}
	if c := p.published(id, "execute_result"); c["execution_count"] != 1.0 || c["data"].(map[string]any)["text/plain"] != "5" {
		t.Errorf("execute_result %v", c)
	}
	id = p.send("execute_request", map[string]any{"code": "fail"})
	if c := p.reply(id, "execute_reply"); c["status"] != "error" || c["ename"] != "Boom" || c["execution_count"] != 2.0 {
		t.Errorf("execute_reply of a failing cell %v", c)
	}
	if c := p.published(id, "error"); c["evalue"] != "cell 2" {
		t.Errorf("error %v", c)
	}
	id = p.send("execute_request", map[string]any{"code": "fmt.Println??"})
	c := p.reply(id, "execute_reply")
	payload, _ := c["payload"].([]any)
	if len(payload) != 1 || payload[0].(map[string]any)["data"].(map[string]any)["text/plain"] != "help fmt.Println true" {
		t.Errorf("a question cell: %v", c)
	}
}

// TestProtocolMetadata: a message published without metadata carries {}
// (not null), one of a widget comm its protocol version.
func TestProtocolMetadata(t *testing.T) {
	p := newProtocolKernel(t, "secret")
	p.k.publish(nil, "status", map[string]string{"execution_state": "idle"})
	if m := p.next(p.iopub); m.metadata == nil || len(m.metadata) != 0 {
		t.Errorf("status metadata %v, want {}", m.metadata)
	}
	p.k.publishComm(nil, "comm_close", map[string]any{"comm_id": "x", "data": map[string]any{}}, nil)
	if m := p.next(p.iopub); len(m.metadata) != 1 || m.metadata["version"] != widgetProtocol {
		t.Errorf("comm metadata %v", m.metadata)
	}
}
