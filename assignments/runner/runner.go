// Package runner is the student-side half of the grading protocol. It is
// compiled into every graded submission, next to the student's code and the
// assignment's runner (a small main that calls the student's functions), so
// it imports only the standard library.
//
// The protocol is one request per process. Before any student code runs
// (this package is initialised before package main), the package reads all of
// standard input: a line holding the per-run frame secret, then one JSON
// Request. Serve calls the handler for the request's operation and writes one
// framed line "<secret> <JSON Response>" to the standard output it saved at
// start-up. Anything else the student prints is not framed and is shown to
// the student as their own output.
//
// The grader does not trust this package: the student's code runs in the
// same process and could forge a frame. The frame keeps honest output and
// stray prints apart; the grader checks every answer itself.
package runner

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime/debug"
)

// Request is what the grader asks of one process: an operation of the
// assignment (such as "solve") and its input.
type Request struct {
	Op    string          `json:"op"`
	Input json.RawMessage `json:"input"`
}

// Response is the framed answer. Exactly one of Output, Error and Panic is
// set: the operation's output, an error the runner reports (the student code
// returned something it cannot use), or a panic in the student's code.
type Response struct {
	Output any    `json:"output,omitempty"`
	Error  string `json:"error,omitempty"`
	Panic  string `json:"panic,omitempty"`
	Stack  string `json:"stack,omitempty"`
}

// Handler runs one operation on its JSON input and returns the output to
// send back.
type Handler func(input json.RawMessage) (any, error)

var (
	stdout  = os.NewFile(1, "stdout") // saved before student code can swap os.Stdout
	secret  string
	request Request
	readErr error
)

func init() {
	secret, request, readErr = readRequest(os.Stdin)
}

// readRequest reads the secret line and the request from r.
func readRequest(r io.Reader) (string, Request, error) {
	data, err := io.ReadAll(io.LimitReader(r, 64<<20))
	if err != nil {
		return "", Request{}, err
	}
	line, rest, ok := bytes.Cut(data, []byte("\n"))
	if !ok || len(line) == 0 {
		return "", Request{}, fmt.Errorf("runner: no frame secret on standard input")
	}
	var req Request
	if err := json.Unmarshal(rest, &req); err != nil {
		return string(line), Request{}, fmt.Errorf("runner: bad request: %w", err)
	}
	return string(line), req, nil
}

// Serve answers the request read at start-up with the handler registered for
// its operation and exits.
func Serve(handlers map[string]Handler) {
	resp := serve(handlers)
	data, err := json.Marshal(resp)
	if err != nil {
		data, _ = json.Marshal(Response{Error: "runner: cannot encode the output: " + err.Error()})
	}
	w := bufio.NewWriter(stdout)
	fmt.Fprintf(w, "\n%s %s\n", secret, data)
	w.Flush()
	os.Exit(0)
}

// serve runs the handler, turning a panic in student code into a Response.
func serve(handlers map[string]Handler) (resp Response) {
	if readErr != nil {
		return Response{Error: readErr.Error()}
	}
	h, ok := handlers[request.Op]
	if !ok {
		return Response{Error: fmt.Sprintf("runner: unknown operation %q", request.Op)}
	}
	defer func() {
		if p := recover(); p != nil {
			resp = Response{Panic: fmt.Sprint(p), Stack: string(debug.Stack())}
		}
	}()
	out, err := h(request.Input)
	if err != nil {
		return Response{Error: err.Error()}
	}
	return Response{Output: out}
}
