package jupyter

import (
	"context"
	"encoding/json"
	"time"

	"github.com/go-zeromq/zmq4"

	"github.com/sudokit/sudokit/internal/nbcell"
	"github.com/sudokit/sudokit/kernel/internal/wire"
)

type executeRequest struct {
	Code         string `json:"code"`
	Silent       bool   `json:"silent"`
	StoreHistory *bool  `json:"store_history"`
	AllowStdin   bool   `json:"allow_stdin"`
	StopOnError  *bool  `json:"stop_on_error"`
}

// stopOnError reports whether a failure of this request aborts the
// requests queued behind it (the protocol's default is true).
func (r executeRequest) stopOnError() bool {
	return !r.Silent && (r.StopOnError == nil || *r.StopOnError)
}

// handleExecute runs a cell. When the cell failed and asked for the
// requests behind it to be aborted, it returns the number of the last
// request that had arrived before the error reply was sent; otherwise 0.
func (k *kernel) handleExecute(r request) (abortThrough uint64) {
	msg := r.msg
	var req executeRequest
	if err := json.Unmarshal(msg.content, &req); err != nil {
		r.reply(k, "execute_reply", map[string]any{"status": "error", "ename": "BadRequest", "evalue": err.Error(), "traceback": []string{}, "execution_count": k.execCount})
		return 0
	}
	store := !req.Silent && (req.StoreHistory == nil || *req.StoreHistory)
	if store {
		k.execCount++
	}
	if name, source, ok := nbcell.HelpName(req.Code); ok {
		k.help(r, req, name, source, store)
		return 0
	}
	num := k.execCount
	if !store {
		num = k.execCount + 1 // names the code in errors; nothing is kept from it by history
	}
	if !req.Silent {
		k.publish(msg, "execute_input", map[string]any{"code": req.Code, "execution_count": num})
	}

	ctx, cancel := context.WithCancelCause(context.Background())
	k.execMu.Lock()
	k.cancelCell = cancel
	k.execMu.Unlock()
	defer func() {
		k.execMu.Lock()
		k.cancelCell = nil
		k.execMu.Unlock()
		cancel(nil)
	}()

	eng, err := k.engine()
	var oc wire.Outcome
	if err != nil {
		oc.Err = &wire.CellError{EName: "KernelError", EValue: err.Error(), Traceback: []string{errNoEngine.Error() + ": " + err.Error()}}
	} else {
		out := &executeSink{k: k, req: msg, allowStdin: req.AllowStdin, ctx: ctx, silent: req.Silent}
		oc = eng.Execute(ctx, num, req.Code, req.AllowStdin, out)
	}

	if store {
		k.history.add(num, req.Code)
	}
	if oc.Err != nil {
		k.dropPendingInteracts()
		if oc.Err.Traceback == nil {
			oc.Err.Traceback = []string{oc.Err.EName + ": " + oc.Err.EValue}
		}
		oc.Err.Traceback = colourTraceback(oc.Err.EName, oc.Err.Traceback)
		k.publish(msg, "error", map[string]any{"ename": oc.Err.EName, "evalue": oc.Err.EValue, "traceback": oc.Err.Traceback})
		if req.stopOnError() && msg.arrivals != nil {
			abortThrough = msg.arrivals.Load()
		}
		r.reply(k, "execute_reply", map[string]any{
			"status": "error", "execution_count": num,
			"ename": oc.Err.EName, "evalue": oc.Err.EValue, "traceback": oc.Err.Traceback,
		})
		return abortThrough
	}
	if oc.Result != nil && !req.Silent {
		k.publish(msg, "execute_result", map[string]any{
			"execution_count": num, "data": oc.Result.Data, "metadata": nonNil(oc.Result.Metadata),
		})
		k.linkBoards(msg, oc.Result.Data)
		if store {
			if t, ok := oc.Result.Data["text/plain"].(string); ok {
				k.history.setOutput(num, t)
			}
		}
	}
	k.runPendingInteracts(msg)
	r.reply(k, "execute_reply", map[string]any{
		"status": "ok", "execution_count": num, "user_expressions": map[string]any{}, "payload": []any{},
	})
	return 0
}

// help answers an introspection request ("fmt.Println?", see package
// nbcell) as IPython does: an ok execute_reply whose payload pages the
// name's description.
func (k *kernel) help(r request, req executeRequest, name string, source, store bool) {
	msg := r.msg
	num := k.execCount
	if !req.Silent {
		k.publish(msg, "execute_input", map[string]any{"code": req.Code, "execution_count": num})
	}
	text := ""
	if eng, err := k.engine(); err == nil {
		text = eng.Help(context.Background(), name, source)
	}
	if store {
		k.history.add(num, req.Code)
	}
	r.reply(k, "execute_reply", map[string]any{
		"status": "ok", "execution_count": num, "user_expressions": map[string]any{},
		"payload": []any{map[string]any{"source": "page", "data": map[string]any{"text/plain": text}, "start": 0}},
	})
}

func nonNil(m map[string]any) map[string]any {
	if m == nil {
		return map[string]any{}
	}
	return m
}

// executeSink forwards a running cell's output to IOPub and its input
// requests to the stdin channel.
type executeSink struct {
	k          *kernel
	req        *message
	ctx        context.Context
	allowStdin bool
	silent     bool
}

func (s *executeSink) Stream(name, text string) {
	if s.silent {
		return
	}
	s.k.publish(s.req, "stream", map[string]any{"name": name, "text": text})
}

func (s *executeSink) Display(f wire.Frame) {
	if f.Kind == wire.KindWidget {
		s.k.widgetFrameOf(s.req, f)
		return
	}
	if s.silent {
		return
	}
	switch f.Kind {
	case wire.KindClear:
		s.k.publish(s.req, "clear_output", map[string]any{"wait": f.Wait})
	case wire.KindDisplay, wire.KindUpdate:
		s.k.publish(s.req, f.Kind, map[string]any{"data": f.Data, "metadata": nonNil(f.Metadata), "transient": nonNil(f.Transient)})
		if f.Kind == wire.KindDisplay {
			s.k.linkBoards(s.req, f.Data)
		}
	}
}

// input sends an input_request and waits for the reply (or for the cell
// to be interrupted).
func (s *executeSink) Input(prompt string) (string, bool) {
	if !s.allowStdin {
		return "", false
	}
	// Drop a stale reply.
	select {
	case <-s.k.inputReplies:
	default:
	}
	frames, err := s.k.sign.encode(s.req.identities, s.req, "input_request", map[string]any{"prompt": prompt, "password": false})
	if err != nil {
		return "", false
	}
	s.k.stdinMu.Lock()
	err = s.k.stdin.Send(zmq4.NewMsgFrom(frames...))
	s.k.stdinMu.Unlock()
	if err != nil {
		s.k.logger.Printf("input_request: %v", err)
		return "", false
	}
	for {
		select {
		case m := <-s.k.inputReplies:
			var rep struct {
				Value string `json:"value"`
			}
			if json.Unmarshal(m.content, &rep) == nil {
				return rep.Value, true
			}
		case <-s.ctx.Done():
			return "", false
		case <-time.After(time.Hour):
			return "", false
		}
	}
}
