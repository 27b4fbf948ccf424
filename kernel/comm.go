package kernel

import "encoding/json"

// handleCommOpen answers a comm_open from the front end. The kernel has
// no comm targets, so, as the protocol asks, it closes the comm at once.
func (k *kernel) handleCommOpen(msg *message) {
	var req struct {
		CommID     string `json:"comm_id"`
		TargetName string `json:"target_name"`
	}
	if err := json.Unmarshal(msg.content, &req); err != nil || req.CommID == "" {
		return
	}
	k.logger.Printf("closing comm %s: no target %q", req.CommID, req.TargetName)
	k.publish(msg, "comm_close", map[string]any{"comm_id": req.CommID, "data": map[string]any{}})
}
