package assignments

import "encoding/json"

// request and response are the grader's side of the runner protocol: the
// same JSON that package runner reads and writes inside the student's
// process. They are declared again here, not imported, because package runner
// reads all of standard input when it is initialised — right for a graded
// program, wrong for the sudokit binary, which must never link it.
type request struct {
	Op    string          `json:"op"`
	Input json.RawMessage `json:"input"`
}

// response is the runner's framed answer: exactly one of Output, Error and
// Panic is set.
type response struct {
	Output any    `json:"output,omitempty"`
	Error  string `json:"error,omitempty"`
	Panic  string `json:"panic,omitempty"`
	Stack  string `json:"stack,omitempty"`
}
