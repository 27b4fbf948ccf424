package jupyter

import (
	"context"
	"encoding/json"
)

// The requests that ask the engine about code without running it: the
// protocol's side of complete, inspect and is_complete.

// handleComplete answers complete_request.
func (k *kernel) handleComplete(r request) {
	msg := r.msg
	var req struct {
		Code      string `json:"code"`
		CursorPos int    `json:"cursor_pos"`
	}
	_ = json.Unmarshal(msg.content, &req)
	matches, start, end := []string{}, req.CursorPos, req.CursorPos
	if eng, err := k.engine(); err == nil {
		matches, start, end = eng.Complete(context.Background(), req.Code, req.CursorPos)
	}
	r.reply(k, "complete_reply", map[string]any{
		"status": "ok", "matches": matches, "cursor_start": start, "cursor_end": end, "metadata": map[string]any{},
	})
}

// handleInspect answers inspect_request.
func (k *kernel) handleInspect(r request) {
	msg := r.msg
	var req struct {
		Code        string `json:"code"`
		CursorPos   int    `json:"cursor_pos"`
		DetailLevel int    `json:"detail_level"`
	}
	_ = json.Unmarshal(msg.content, &req)
	text := ""
	if eng, err := k.engine(); err == nil {
		text = eng.Inspect(context.Background(), req.Code, req.CursorPos)
	}
	data := map[string]any{}
	if text != "" {
		data["text/plain"] = text
	}
	r.reply(k, "inspect_reply", map[string]any{
		"status": "ok", "found": text != "", "data": data, "metadata": map[string]any{},
	})
}

// handleIsComplete answers is_complete_request ("unknown" while the
// engine is not ready).
func (k *kernel) handleIsComplete(r request) {
	msg := r.msg
	var req struct {
		Code string `json:"code"`
	}
	_ = json.Unmarshal(msg.content, &req)
	status, indent := "unknown", ""
	if eng, err := k.engine(); err == nil {
		status, indent = eng.IsComplete(req.Code)
	}
	content := map[string]any{"status": status}
	if status == "incomplete" {
		content["indent"] = indent
	}
	r.reply(k, "is_complete_reply", content)
}
