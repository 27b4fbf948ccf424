package jupyter

import (
	"encoding/base64"
	"encoding/json"
	"path/filepath"
	"slices"
	"sync"

	"github.com/sudokit/sudokit/kernel/internal/wire"
)

// Jupyter widgets: the protocol of ipywidgets 8 (version 2.1.0), which
// JupyterLab, Notebook 7, VS Code and Colab render. Models live in the
// kernel (widgetStore): cell programs create and change them with widget
// frames (package widgets), the front end changes them with comm messages,
// and every change is written to a state file that later cell programs
// read.
const (
	widgetTarget        = "jupyter.widget"
	widgetControlTarget = "jupyter.widget.control"
	// widgetProtocol is the version of the widget messages, sent in the
	// metadata of every comm_open; front ends refuse another major.
	widgetProtocol = "2.1.0"
)

// widgetModel is one widget's state.
type widgetModel struct {
	state map[string]json.RawMessage
	bufs  []widgetBuffer // binary values, at their paths in the state
}

// widgetBuffer is a binary value at a path in the state ([key] or
// [key, index, key …]).
type widgetBuffer struct {
	path []any
	data []byte
}

// widgetStore holds the models the kernel has, the front ends' control
// comms, and what runs when controls change.
type widgetStore struct {
	mu       sync.Mutex
	path     string // the state file, wire.EnvWidgetState
	models   map[string]*widgetModel
	order    []string        // model ids in creation order
	controls map[string]bool // open jupyter.widget.control comms
	clicks   map[string]int  // clicks of buttons

	interacts []*wire.Widget          // functions shown again on a change
	onclick   map[string]*wire.Widget // button id -> its function
	pending   []*wire.Widget          // interacts to show for the first time
	bridges   map[string]string       // model id -> game id (see widgets_board.go)
}

func newWidgetStore(dir string) *widgetStore {
	return &widgetStore{
		path: filepath.Join(dir, "widgets.json"), models: map[string]*widgetModel{}, controls: map[string]bool{},
		clicks: map[string]int{}, onclick: map[string]*wire.Widget{}, bridges: map[string]string{},
	}
}

// env is the environment entry naming the state file.
func (s *widgetStore) env() string { return wire.EnvWidgetState + "=" + s.path }

// has reports whether id is a widget comm (a model or a control comm).
func (s *widgetStore) has(id string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.models[id] != nil || s.controls[id]
}

// merge sets the keys of state (binary values at paths, with their
// buffers) on model id, creating it when new. Callers hold s.mu.
func (s *widgetStore) merge(id string, state map[string]json.RawMessage, paths [][]any, buffers [][]byte) *widgetModel {
	m := s.models[id]
	if m == nil {
		m = &widgetModel{state: map[string]json.RawMessage{}}
		s.models[id] = m
		s.order = append(s.order, id)
	}
	// A key set by the state or by a buffer loses its old binary values.
	drop := func(k string) {
		m.bufs = slices.DeleteFunc(m.bufs, func(b widgetBuffer) bool { return b.path[0] == k })
	}
	for k, v := range state {
		m.state[k] = v
		drop(k)
	}
	var added []widgetBuffer
	for i, p := range paths {
		if i >= len(buffers) || len(p) == 0 {
			continue // a path without a buffer, or no path at all
		}
		if k, ok := p[0].(string); ok {
			drop(k)
			added = append(added, widgetBuffer{path: p, data: buffers[i]})
		}
	}
	m.bufs = append(m.bufs, added...)
	return m
}

// wireState returns a model's state for a message: the state, the paths
// of its binary values and the buffers.
func (m *widgetModel) wireState() (map[string]json.RawMessage, [][]any, [][]byte) {
	paths := make([][]any, len(m.bufs))
	bufs := make([][]byte, len(m.bufs))
	for i, b := range m.bufs {
		paths[i], bufs[i] = b.path, b.data
	}
	return m.state, paths, bufs
}

// save writes the state file (binary values of top-level keys as base64
// strings). Callers hold s.mu.
func (s *widgetStore) save() error {
	f := wire.WidgetFile{States: make(map[string]map[string]json.RawMessage, len(s.models)), Clicks: s.clicks}
	for id, m := range s.models {
		st := make(map[string]json.RawMessage, len(m.state))
		for k, v := range m.state {
			st[k] = v
		}
		for _, b := range m.bufs {
			if len(b.path) == 1 {
				enc, _ := json.Marshal(base64.StdEncoding.EncodeToString(b.data))
				st[b.path[0].(string)] = enc
			}
		}
		f.States[id] = st
	}
	return writeJSON(s.path, f)
}

// widgetMessage is the data of a comm message on a widget comm.
type widgetMessage struct {
	Method      string                     `json:"method"`
	State       map[string]json.RawMessage `json:"state"`
	BufferPaths [][]any                    `json:"buffer_paths"`
	Content     json.RawMessage            `json:"content"`
}

// publishComm publishes a comm message with metadata and buffers.
func (k *kernel) publishComm(parent *message, msgType string, content map[string]any, buffers [][]byte) {
	k.publishWith(parent, msgType, content, map[string]any{"version": widgetProtocol}, buffers)
}

// sendWidget sends a model's state (all of it, or the given keys) to the
// front ends with method ("update", "echo_update").
func (k *kernel) sendWidget(parent *message, id, method string, m *widgetModel, keys []string) {
	state, paths, bufs := m.wireState()
	if keys != nil {
		state = map[string]json.RawMessage{}
		for _, key := range keys {
			if v, ok := m.state[key]; ok {
				state[key] = v
			}
		}
		var ps [][]any
		var bs [][]byte
		for i, p := range paths {
			if slices.Contains(keys, p[0].(string)) {
				ps, bs = append(ps, p), append(bs, bufs[i])
			}
		}
		paths, bufs = ps, bs
	}
	if paths == nil {
		paths = [][]any{}
	}
	k.publishComm(parent, "comm_msg", map[string]any{
		"comm_id": id, "data": map[string]any{"method": method, "state": state, "buffer_paths": paths},
	}, bufs)
}

// widgetOpen handles a comm_open from the front end: a control comm, or a
// model the front end made. It reports false for other targets.
func (k *kernel) widgetOpen(s *widgetStore, msg *message, req commMessage) bool {
	switch req.TargetName {
	case widgetControlTarget:
		s.mu.Lock()
		s.controls[req.CommID] = true
		s.mu.Unlock()
		k.widgetControl(s, msg, req)
		return true
	case widgetTarget:
		var d widgetMessage
		_ = json.Unmarshal(req.Data, &d)
		s.mu.Lock()
		s.merge(req.CommID, d.State, d.BufferPaths, msg.buffers)
		err := s.save()
		s.mu.Unlock()
		if err != nil {
			k.logger.Printf("widget %s: %v", req.CommID, err)
		}
		return true
	}
	return false
}

// widgetControl answers request_states on a control comm with the state of
// every model, so that a front end that connects to a kernel already
// showing widgets (a reloaded page, a second window) can draw them.
func (k *kernel) widgetControl(s *widgetStore, msg *message, req commMessage) {
	var d widgetMessage
	if json.Unmarshal(req.Data, &d) != nil || d.Method != "request_states" {
		return
	}
	s.mu.Lock()
	states := map[string]any{}
	paths := [][]any{}
	var bufs [][]byte
	for _, id := range s.order {
		st, ps, bs := s.models[id].wireState()
		states[id] = map[string]any{
			"model_name": st["_model_name"], "model_module": st["_model_module"],
			"model_module_version": st["_model_module_version"], "state": st,
		}
		// The paths of update_states lead from the top of states:
		// [model id, "state", key …].
		for i, p := range ps {
			paths = append(paths, append([]any{id, "state"}, p...))
			bufs = append(bufs, bs[i])
		}
	}
	s.mu.Unlock()
	k.publishComm(msg, "comm_msg", map[string]any{
		"comm_id": req.CommID, "data": map[string]any{"method": "update_states", "states": states, "buffer_paths": paths},
	}, bufs)
}

// widgetMsg handles a comm_msg on a model's comm: an update from the
// front end (echoed back, as protocol 2.1 asks, then acted on), a request
// for the state, or a custom message (a button's click).
func (k *kernel) widgetMsg(s *widgetStore, msg *message, req commMessage) {
	s.mu.Lock()
	control := s.controls[req.CommID]
	s.mu.Unlock()
	if control {
		k.widgetControl(s, msg, req)
		return
	}
	var d widgetMessage
	if json.Unmarshal(req.Data, &d) != nil {
		return
	}
	switch d.Method {
	case "update":
		s.mu.Lock()
		m := s.merge(req.CommID, d.State, d.BufferPaths, msg.buffers)
		err := s.save()
		s.mu.Unlock()
		if err != nil {
			k.logger.Printf("widget %s: %v", req.CommID, err)
		}
		keys := make([]string, 0, len(d.State))
		for key := range d.State {
			keys = append(keys, key)
		}
		s.mu.Lock()
		k.sendWidget(msg, req.CommID, "echo_update", m, keys)
		s.mu.Unlock()
		k.widgetChanged(s, msg, req.CommID, keys)
	case "request_state":
		s.mu.Lock()
		if m := s.models[req.CommID]; m != nil {
			k.sendWidget(msg, req.CommID, "update", m, nil)
		}
		s.mu.Unlock()
	case "custom":
		var c struct {
			Event string `json:"event"`
		}
		_ = json.Unmarshal(d.Content, &c)
		if c.Event == "click" {
			s.mu.Lock()
			s.clicks[req.CommID]++
			err := s.save()
			s.mu.Unlock()
			if err != nil {
				k.logger.Printf("widget %s: %v", req.CommID, err)
			}
			k.widgetClicked(s, msg, req.CommID)
		}
	}
}

// widgetClose forgets a model the front end closed.
func (k *kernel) widgetClose(s *widgetStore, id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.controls, id)
	if s.forget(id) {
		_ = s.save()
	}
}

// forget drops model id and what runs because of it; it reports whether
// there was such a model. Callers hold s.mu.
func (s *widgetStore) forget(id string) bool {
	if s.models[id] == nil {
		return false
	}
	delete(s.models, id)
	s.order = slices.DeleteFunc(s.order, func(x string) bool { return x == id })
	delete(s.onclick, id)
	delete(s.bridges, id)
	uses := func(w *wire.Widget) bool {
		return w.ID == id || w.Output == id || slices.ContainsFunc(w.Args, func(a wire.WidgetInput) bool { return a.ID == id })
	}
	s.interacts = slices.DeleteFunc(s.interacts, uses)
	s.pending = slices.DeleteFunc(s.pending, uses)
	for b, w := range s.onclick {
		if w.Output == id {
			delete(s.onclick, b)
		}
	}
	return true
}

// widgetFrame carries out a widget frame of a cell program.
func (k *kernel) widgetFrame(parent *message, s *widgetStore, f wire.Frame) {
	w := f.Widget
	if w == nil || w.ID == "" {
		return
	}
	keys := make([]string, 0, len(w.State)+len(w.Buffers))
	for key := range w.State {
		keys = append(keys, key)
	}
	var paths [][]any
	var bufs [][]byte
	for key, b := range w.Buffers {
		paths, bufs = append(paths, []any{key}), append(bufs, b)
		keys = append(keys, key)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	switch w.Op {
	case wire.WidgetOpen:
		m := s.merge(w.ID, w.State, paths, bufs)
		state, ps, bs := m.wireState()
		if ps == nil {
			ps = [][]any{}
		}
		k.publishComm(parent, "comm_open", map[string]any{
			"comm_id": w.ID, "target_name": widgetTarget, "target_module": nil,
			"data": map[string]any{"state": state, "buffer_paths": ps},
		}, bs)
	case wire.WidgetUpdate:
		if s.models[w.ID] == nil {
			return
		}
		m := s.merge(w.ID, w.State, paths, bufs)
		k.sendWidget(parent, w.ID, "update", m, keys)
	case wire.WidgetOutput, wire.WidgetClear:
		m := s.models[w.ID]
		if m == nil {
			return
		}
		var outs []json.RawMessage
		if w.Op == wire.WidgetOutput {
			_ = json.Unmarshal(m.state["outputs"], &outs)
			// The engine drew a carried value and bounded the bundle.
			out, _ := json.Marshal(map[string]any{"output_type": "display_data", "data": f.Data, "metadata": nonNil(f.Metadata)})
			outs = append(outs, out)
		}
		if outs == nil {
			outs = []json.RawMessage{}
		}
		b, _ := json.Marshal(outs)
		m.state["outputs"] = b
		k.sendWidget(parent, w.ID, "update", m, []string{"outputs"})
	case wire.WidgetInteract:
		s.interacts = slices.DeleteFunc(s.interacts, func(x *wire.Widget) bool { return x.ID == w.ID })
		s.interacts = append(s.interacts, w)
		s.pending = append(s.pending, w)
	case wire.WidgetOnClick:
		s.onclick[w.ID] = w
	case wire.WidgetClose:
		if !s.forget(w.ID) {
			return
		}
		k.publishComm(parent, "comm_close", map[string]any{"comm_id": w.ID, "data": map[string]any{}}, nil)
	}
	if err := s.save(); err != nil {
		k.logger.Printf("widget %s: %v", w.ID, err)
	}
}

// widgetComms lists the open widget comms for comm_info_reply.
func (s *widgetStore) comms(into map[string]any, target string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if target == "" || target == widgetTarget {
		for id := range s.models {
			into[id] = map[string]any{"target_name": widgetTarget}
		}
	}
	if target == "" || target == widgetControlTarget {
		for id := range s.controls {
			into[id] = map[string]any{"target_name": widgetControlTarget}
		}
	}
}
