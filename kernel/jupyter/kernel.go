// Package jupyter is the Jupyter side of sudokit's kernel: the messaging
// protocol (version 5.3) over ZeroMQ — sockets, HMAC signing, the
// connection file, one dispatch table of request types with a recover per
// message — and the comms and widgets a notebook page talks to. It runs no
// Go code itself: cells, completions and questions go to an Engine (package
// kernel/engine implements it), whose output comes back through a
// wire.Sink. See ../README.md.
package jupyter

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/go-zeromq/zmq4"

	"github.com/sudokit/sudokit/kernel/internal/session"
	"github.com/sudokit/sudokit/kernel/internal/wire"
	"github.com/sudokit/sudokit/kernel/internal/zmtpguard"
)

// Version is the kernel implementation version.
const Version = "0.1.0"

// Engine is what the protocol layer asks of the engine that runs Go: the
// one seam between the two layers. Its output while a cell runs comes
// through the sink; a cell's context is cancelled with cause
// wire.ErrInterrupted when the front end interrupts it.
type Engine interface {
	// Execute runs cell num (its execution count) with the code, and
	// reports its result or error.
	Execute(ctx context.Context, num int, code string, allowStdin bool, out wire.Sink) wire.Outcome
	// Complete returns the names that can complete the word at cursor (in
	// code points) and the range of code points they replace.
	Complete(ctx context.Context, code string, cursor int) (matches []string, start, end int)
	// Inspect describes the name under the cursor ("" for nothing known).
	Inspect(ctx context.Context, code string, cursor int) string
	// IsComplete says whether code can run as is ("complete"), needs more
	// lines ("incomplete", with the indent of the next one) or cannot be
	// fixed by adding lines ("invalid").
	IsComplete(code string) (status, indent string)
	// Help is the text of an introspection cell ("fmt.Println?"; source:
	// "??").
	Help(ctx context.Context, name string, source bool) string
	// ImportName is the name under which the notebook imports path, ""
	// when it does not.
	ImportName(path string) string
	// Close stops the cell programs still running and removes what the
	// engine keeps on disk.
	Close() error
}

// Options are what Run needs besides the connection file.
type Options struct {
	// Start starts the engine. Run calls it once, in the background, so
	// that the kernel answers kernel_info at once. env holds the
	// environment entries every cell program needs (the comm and widget
	// state files).
	Start func(ctx context.Context, env []string) (Engine, error)
	// AnswerBoard answers a message of an interactive board that asks
	// something (a check, a hint: package game's PageRequest), as JSON; ok
	// is false when it asks nothing. Nil: boards get no answers.
	AnswerBoard func(data json.RawMessage) (answer []byte, ok bool)
}

// kernel is a running Jupyter kernel.
type kernel struct {
	opts   Options
	sign   signer
	logger *log.Logger

	shell, control, stdin, iopub, hb zmq4.Socket
	iopubMu, shellMu, controlMu      sync.Mutex
	stdinMu                          sync.Mutex

	engineReady chan struct{}
	eng         Engine
	engErr      error
	comms       *commStore // comms of boards and widgets

	execMu     sync.Mutex
	execCount  int
	cancelCell context.CancelCauseFunc

	inputReplies chan *message
	history      history

	shutdown chan bool // receives the restart flag
}

// Run runs a kernel for the connection file until it is shut down or ctx
// is cancelled.
func Run(ctx context.Context, connectionFile string, opts Options) error {
	ci, err := readConnectionFile(connectionFile)
	if err != nil {
		return err
	}
	dir, err := session.New("sudokit-comms-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	k := &kernel{
		opts:         opts,
		comms:        newCommStore(dir),
		sign:         signer{key: []byte(ci.Key)},
		logger:       log.New(os.Stderr, "sudokit kernel: ", log.LstdFlags),
		engineReady:  make(chan struct{}),
		inputReplies: make(chan *message, 1),
		shutdown:     make(chan bool, 1),
	}
	zmtpguard.Register()
	k.shell = zmq4.NewRouter(ctx)
	k.control = zmq4.NewRouter(ctx)
	k.stdin = zmq4.NewRouter(ctx)
	k.iopub = zmq4.NewPub(ctx)
	k.hb = zmq4.NewRep(ctx)
	socks := []struct {
		s    zmq4.Socket
		port int
		name string
	}{{k.shell, ci.ShellPort, "shell"}, {k.control, ci.ControlPort, "control"}, {k.stdin, ci.StdinPort, "stdin"}, {k.iopub, ci.IOPubPort, "iopub"}, {k.hb, ci.HBPort, "heartbeat"}}
	for _, s := range socks {
		if err := s.s.Listen(ci.endpoint(s.port)); err != nil {
			return fmt.Errorf("%s socket: %w", s.name, err)
		}
	}
	defer func() {
		for _, s := range socks {
			s.s.Close()
		}
	}()

	// The engine starts in the background so the kernel answers
	// kernel_info at once. However Run ends, no cell program outlives it:
	// closing the engine stops them. A start still under way is cancelled
	// first, not waited for.
	go func() {
		defer close(k.engineReady)
		k.eng, k.engErr = opts.Start(ctx, k.comms.env())
		if k.engErr != nil {
			k.logger.Print(k.engErr)
		}
	}()
	defer func() {
		cancel()
		<-k.engineReady
		if k.eng != nil {
			k.eng.Close()
		}
	}()

	// SIGINT interrupts the running cell (as in IPython); SIGTERM stops
	// the kernel, and the cell programs with it.
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGINT, syscall.SIGTERM)
	defer signal.Stop(sigs)
	go func() {
		for s := range sigs {
			if s == syscall.SIGTERM {
				select {
				case k.shutdown <- false:
				default:
				}
				continue
			}
			k.interrupt()
		}
	}()
	go k.heartbeat()
	go k.watchParent(ctx, time.Second)
	go k.serve(k.control, &k.controlMu, "control")
	go k.serve(k.shell, &k.shellMu, "shell")
	go k.readStdin()
	k.publish(nil, "status", map[string]string{"execution_state": "starting"})

	select {
	case <-ctx.Done():
		k.interrupt()
		return ctx.Err()
	case <-k.shutdown:
		k.interrupt()
		return nil
	}
}

// engine waits for the engine to be ready.
func (k *kernel) engine() (Engine, error) {
	<-k.engineReady
	return k.eng, k.engErr
}

func (k *kernel) heartbeat() {
	for {
		msg, err := k.hb.Recv()
		if err != nil {
			return
		}
		if err := k.hb.Send(msg); err != nil {
			return
		}
	}
}

// serve reads requests from a shell or control socket and handles them
// one at a time. When a cell fails and its request asked to stop on error,
// the execute requests that had arrived before its reply was sent are
// answered "aborted" without running, as ipykernel does (Run All stops at
// the first error); a request sent after the client saw the error runs.
func (k *kernel) serve(sock zmq4.Socket, mu *sync.Mutex, name string) {
	queued := make(chan *message, 4096)
	var arrivals atomic.Uint64
	go func() {
		defer close(queued)
		for {
			raw, err := sock.Recv()
			if err != nil {
				return
			}
			msg, err := k.sign.decode(raw.Frames)
			if err != nil {
				k.logger.Printf("%s: dropping message: %v", name, err)
				continue
			}
			msg.seq, msg.arrivals = arrivals.Add(1), &arrivals
			queued <- msg
		}
	}()
	var abortThrough uint64 // execute requests up to this arrival are aborted
	for msg := range queued {
		k.publish(msg, "status", map[string]string{"execution_state": "busy"})
		if msg.seq <= abortThrough && msg.header.MsgType == "execute_request" {
			k.reply(sock, mu, msg, "execute_reply", statusReply{Status: "aborted"})
		} else if through := k.handle(sock, mu, msg); through > 0 {
			abortThrough = through
		}
		k.publish(msg, "status", map[string]string{"execution_state": "idle"})
	}
}

// readStdin receives input_reply messages.
func (k *kernel) readStdin() {
	for {
		raw, err := k.stdin.Recv()
		if err != nil {
			return
		}
		msg, err := k.sign.decode(raw.Frames)
		if err != nil {
			k.logger.Printf("stdin: dropping message: %v", err)
			continue
		}
		if msg.header.MsgType == "input_reply" {
			select {
			case k.inputReplies <- msg:
			default:
			}
		}
	}
}

// reply sends a reply to req on the socket it came from.
func (k *kernel) reply(sock zmq4.Socket, mu *sync.Mutex, req *message, msgType string, content any) {
	frames, err := k.sign.encode(req.identities, req, msgType, content)
	if err != nil {
		k.logger.Print(err)
		return
	}
	mu.Lock()
	defer mu.Unlock()
	req.replied.Store(true)
	if err := sock.Send(zmq4.NewMsgFrom(frames...)); err != nil {
		k.logger.Printf("sending %s: %v", msgType, err)
	}
}

// publish broadcasts a message on IOPub.
func (k *kernel) publish(parent *message, msgType string, content any) {
	k.publishWith(parent, msgType, content, nil, nil)
}

// publishWith broadcasts a message with metadata (nil: {}) and binary buffers on
// IOPub.
func (k *kernel) publishWith(parent *message, msgType string, content, meta any, buffers [][]byte) {
	frames, err := k.sign.encodeWith([][]byte{[]byte("kernel." + msgType)}, parent, msgType, content, meta, buffers)
	if err != nil {
		k.logger.Print(err)
		return
	}
	k.iopubMu.Lock()
	defer k.iopubMu.Unlock()
	if err := k.iopub.Send(zmq4.NewMsgFrom(frames...)); err != nil {
		k.logger.Printf("publishing %s: %v", msgType, err)
	}
}

// interrupt stops the running cell, if any.
func (k *kernel) interrupt() {
	k.execMu.Lock()
	defer k.execMu.Unlock()
	if k.cancelCell != nil {
		k.cancelCell(wire.ErrInterrupted)
	}
}

func kernelInfo() map[string]any {
	goVersion := strings.TrimPrefix(runtime.Version(), "go")
	return map[string]any{
		"status":                 "ok",
		"protocol_version":       protocolVersion,
		"implementation":         "sudokit",
		"implementation_version": Version,
		"language_info": map[string]any{
			"name":            "go",
			"version":         goVersion,
			"mimetype":        "text/x-go",
			"file_extension":  ".go",
			"pygments_lexer":  "go",
			"codemirror_mode": "go",
		},
		"banner": "sudokit Go kernel " + Version + " (Go " + goVersion + ")\n" +
			"Cells hold Go statements and declarations; variables persist between cells.\n" +
			"Packages sudoku, render and display are importable from github.com/sudokit/sudokit/...",
		"help_links": []map[string]string{
			{"text": "Go documentation", "url": "https://go.dev/doc/"},
			{"text": "Go standard library", "url": "https://pkg.go.dev/std"},
			{"text": "sudokit kernel", "url": "https://github.com/sudokit/sudokit/tree/main/kernel"},
		},
	}
}

// errNoEngine wraps engine start failures for replies.
var errNoEngine = errors.New("the Go toolchain could not be prepared")
