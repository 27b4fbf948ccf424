package jupyter

import (
	"encoding/json"
	"sync"
)

// history keeps the cells executed in this kernel session.
type history struct {
	mu      sync.Mutex
	entries []historyEntry
}

type historyEntry struct {
	line   int
	input  string
	output string
}

func (h *history) add(line int, input string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.entries = append(h.entries, historyEntry{line: line, input: input})
}

func (h *history) setOutput(line int, out string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for i := len(h.entries) - 1; i >= 0; i-- {
		if h.entries[i].line == line {
			h.entries[i].output = out
			return
		}
	}
}

// historyRequest is the content of a history_request.
type historyRequest struct {
	Output         bool   `json:"output"`
	Raw            bool   `json:"raw"`
	HistAccessType string `json:"hist_access_type"`
	Session        int    `json:"session"`
	Start          int    `json:"start"`
	Stop           int    `json:"stop"`
	N              int    `json:"n"`
	Pattern        string `json:"pattern"`
	Unique         bool   `json:"unique"`
}

// historySession is the session number of the running kernel; history is
// not kept across kernel restarts.
const historySession = 1

// query answers a history request with [session, line, input] triples (or
// [session, line, [input, output]] when output is asked for).
func (h *history) query(r historyRequest) []any {
	h.mu.Lock()
	defer h.mu.Unlock()
	var sel []historyEntry
	switch r.HistAccessType {
	case "range":
		if r.Session > historySession {
			return []any{}
		}
		for _, e := range h.entries {
			if e.line >= r.Start && (r.Stop <= 0 || e.line < r.Stop) {
				sel = append(sel, e)
			}
		}
	case "search":
		pattern := r.Pattern
		if pattern == "" {
			pattern = "*"
		}
		glob, err := globRegexp(pattern)
		if err != nil {
			return []any{}
		}
		seen := map[string]bool{}
		for i := len(h.entries) - 1; i >= 0; i-- {
			e := h.entries[i]
			if !glob.MatchString(e.input) {
				continue
			}
			if r.Unique && seen[e.input] {
				continue
			}
			seen[e.input] = true
			sel = append([]historyEntry{e}, sel...)
			if r.N > 0 && len(sel) == r.N {
				break
			}
		}
	default: // "tail"
		sel = h.entries
		if r.N > 0 && len(sel) > r.N {
			sel = sel[len(sel)-r.N:]
		}
	}
	out := make([]any, 0, len(sel))
	for _, e := range sel {
		if r.Output {
			out = append(out, []any{historySession, e.line, []any{e.input, e.output}})
		} else {
			out = append(out, []any{historySession, e.line, e.input})
		}
	}
	return out
}

func (k *kernel) handleHistory(r request) {
	msg := r.msg
	var req historyRequest
	_ = json.Unmarshal(msg.content, &req)
	r.reply(k, "history_reply", map[string]any{"status": "ok", "history": k.history.query(req)})
}
