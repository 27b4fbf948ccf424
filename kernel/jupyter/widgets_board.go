package jupyter

import (
	"encoding/json"
	"regexp"

	"github.com/google/uuid"

	"github.com/sudokit/sudokit/kernel/internal/wire"
)

// The interactive board (package game, play.js) reaches the kernel in two
// ways. In classic Notebook its script opens a comm to PlayTarget through
// the page's Jupyter global. JupyterLab and Notebook 7 give output scripts
// no kernel, but they render Jupyter widgets: so next to every board the
// kernel shows a standard Text widget, hidden by the board's style sheet,
// whose DOM classes name the game ("sudokit-link sudokit-link-<game id>").
// The board writes its messages into the widget's input and fires a change
// event, so the widget's own view sends them to the kernel as an update of
// its value; the kernel answers by setting the widget's placeholder, which
// the view writes into the input's placeholder attribute, where the board
// watches for it. Either way a message is {"id": <game id>, "state": <the
// game as Save writes it>} and, for checks and hints, a game.PageRequest,
// answered with a game.PageAnswer.

// boardLink finds the game id of a board in an output's HTML.
var boardLink = regexp.MustCompile(`data-sudokit-link="(game-[0-9a-f]{1,64})"`)

// linkBoards shows a link widget after every interactive board in data.
func (k *kernel) linkBoards(parent *message, data map[string]any) {
	html, ok := data["text/html"].(string)
	if !ok {
		return
	}
	if len(html) > 4096 {
		html = html[:4096] // the attribute is on the board's first element
	}
	m := boardLink.FindStringSubmatch(html)
	if m == nil {
		return
	}
	s := k.comms.widgets
	id := uuid.NewString()
	state := map[string]any{
		"_model_module": "@jupyter-widgets/controls", "_model_module_version": "2.0.0", "_model_name": "TextModel",
		"_view_module": "@jupyter-widgets/controls", "_view_module_version": "2.0.0", "_view_name": "TextView",
		"_dom_classes": []string{"sudokit-link", "sudokit-link-" + m[1]},
		"value":        "", "placeholder": "", "description": "", "continuous_update": false, "disabled": false,
	}
	raw := map[string]json.RawMessage{}
	for key, v := range state {
		raw[key], _ = json.Marshal(v)
	}
	s.mu.Lock()
	s.bridges[id] = m[1]
	s.mu.Unlock()
	k.widgetFrame(parent, s, wire.Frame{Kind: wire.KindWidget, Widget: &wire.Widget{Op: wire.WidgetOpen, ID: id, State: raw}})
	k.publish(parent, "display_data", map[string]any{
		"data": map[string]any{
			"application/vnd.jupyter.widget-view+json": map[string]any{"model_id": id, "version_major": 2, "version_minor": 1},
			"text/plain": "",
		},
		"metadata": map[string]any{}, "transient": map[string]any{},
	})
}

// boardRequest answers a check or hint request that came on a PlayTarget
// comm.
func (k *kernel) boardRequest(msg *message, req commMessage) {
	b, ok := k.answerBoard(req.Data)
	if !ok {
		return
	}
	k.publish(msg, "comm_msg", map[string]any{"comm_id": req.CommID, "data": json.RawMessage(b)})
}

// bridgeMessage handles a message a board wrote into its link widget: the
// state is kept (as from a PlayTarget comm) and a request is answered in
// the widget's placeholder.
func (k *kernel) bridgeMessage(s *widgetStore, msg *message, id, gameID string) {
	s.mu.Lock()
	m := s.models[id]
	var value string
	if m != nil {
		_ = json.Unmarshal(m.state["value"], &value)
	}
	s.mu.Unlock()
	if value == "" {
		return
	}
	var d playData
	if json.Unmarshal([]byte(value), &d) != nil || d.ID != gameID {
		return // a link carries its own game only
	}
	if err := k.comms.update(json.RawMessage(value)); err != nil {
		k.logger.Printf("board link %s: %v", id, err)
	}
	b, ok := k.answerBoard(json.RawMessage(value))
	if !ok {
		return
	}
	answer, _ := json.Marshal(string(b))
	s.mu.Lock()
	defer s.mu.Unlock()
	if m := s.models[id]; m != nil {
		m.state["placeholder"] = answer
		k.sendWidget(msg, id, "update", m, []string{"placeholder"})
	}
}

// answerBoard answers a board message that asks something, as JSON
// (Options.AnswerBoard); ok is false when it asks nothing.
func (k *kernel) answerBoard(data json.RawMessage) ([]byte, bool) {
	if k.opts.AnswerBoard == nil {
		return nil, false
	}
	return k.opts.AnswerBoard(data)
}
