package jupyter

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sync"

	"github.com/sudokit/sudokit/kernel/internal/wire"
)

// PlayTarget is the comm target of the interactive sudoku board: the
// board opens a comm to it and sends its state after every move, and a
// later cell reads the latest state with display.CommState(id).
//
// Both comm_open and comm_msg carry {"id": <game id>, "state": <JSON>}
// in their data.
const PlayTarget = "sudokit.play"

// commStore keeps the open comms of PlayTarget and the latest state of
// every game, mirrored in a JSON file that cell programs read (its path is
// in wire.EnvCommState).
type commStore struct {
	widgets *widgetStore // Jupyter widgets (widgets.go)

	mu     sync.Mutex
	path   string
	open   map[string]bool            // comm ids
	states map[string]json.RawMessage // game id -> latest state
}

func newCommStore(dir string) *commStore {
	return &commStore{widgets: newWidgetStore(dir), path: filepath.Join(dir, "comm-state.json"), open: map[string]bool{}, states: map[string]json.RawMessage{}}
}

// playData is the data of the board's comm messages.
type playData struct {
	ID    string          `json:"id"`
	State json.RawMessage `json:"state"`
}

// update records the state a comm message carries, if any.
func (s *commStore) update(data json.RawMessage) error {
	var d playData
	if err := json.Unmarshal(data, &d); err != nil || d.ID == "" || len(d.State) == 0 {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.states[d.ID] = d.State
	return writeJSON(s.path, s.states)
}

// writeJSON replaces the file at path with v as JSON, through a temporary
// file renamed over it, so that a cell program reading it sees the old or
// the new content, never a part.
func writeJSON(path string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, b, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// commMessage is the content of comm_open, comm_msg and comm_close.
type commMessage struct {
	CommID     string          `json:"comm_id"`
	TargetName string          `json:"target_name"`
	Data       json.RawMessage `json:"data"`
}

// handleComm handles comm_open, comm_msg and comm_close. A comm_open to
// another target than PlayTarget is closed at once, as the protocol asks.
func (k *kernel) handleComm(msg *message) {
	var req commMessage
	if err := json.Unmarshal(msg.content, &req); err != nil || req.CommID == "" {
		return
	}
	s := k.comms
	if msg.header.MsgType == "comm_open" && k.widgetOpen(s.widgets, msg, req) {
		return
	}
	if s.widgets.has(req.CommID) {
		if msg.header.MsgType == "comm_close" {
			k.widgetClose(s.widgets, req.CommID)
		} else {
			k.widgetMsg(s.widgets, msg, req)
		}
		return
	}
	switch msg.header.MsgType {
	case "comm_open":
		if req.TargetName != PlayTarget {
			k.logger.Printf("closing comm %s: no target %q", req.CommID, req.TargetName)
			k.publish(msg, "comm_close", map[string]any{"comm_id": req.CommID, "data": map[string]any{}})
			return
		}
		s.mu.Lock()
		s.open[req.CommID] = true
		s.mu.Unlock()
	case "comm_msg":
		s.mu.Lock()
		open := s.open[req.CommID]
		s.mu.Unlock()
		if !open {
			return
		}
	case "comm_close":
		s.mu.Lock()
		delete(s.open, req.CommID)
		s.mu.Unlock()
		return
	}
	if err := s.update(req.Data); err != nil {
		k.logger.Printf("comm %s: %v", req.CommID, err)
	}
	k.boardRequest(msg, req)
}

// commInfo lists the open comms, for comm_info_reply: those of target, or
// all of them when target is "".
func (k *kernel) commInfo(target string) map[string]any {
	comms := map[string]any{}
	k.comms.widgets.comms(comms, target)
	k.comms.mu.Lock()
	defer k.comms.mu.Unlock()
	if target == "" || target == PlayTarget {
		for id := range k.comms.open {
			comms[id] = map[string]any{"target_name": PlayTarget}
		}
	}
	return comms
}

// env is the environment entries naming the comm and widget state files,
// which cell programs read.
func (s *commStore) env() []string {
	return []string{wire.EnvCommState + "=" + s.path, s.widgets.env()}
}
