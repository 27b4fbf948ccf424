package jupyter

import (
	"encoding/json"
	"fmt"
	"runtime/debug"
	"strings"
	"sync"

	"github.com/go-zeromq/zmq4"
)

// request is one message being handled: the message and the socket it
// came on, to which its reply goes.
type request struct {
	sock zmq4.Socket
	mu   *sync.Mutex // serialises sends on sock
	msg  *message
}

// reply sends the reply to r on the socket r came on.
func (r request) reply(k *kernel, msgType string, content any) {
	k.reply(r.sock, r.mu, r.msg, msgType, content)
}

// handler handles one type of message. When a failed cell asks for the
// execute requests behind it to be aborted, it returns the arrival number
// of the last one to abort (see serve); otherwise 0.
type handler func(k *kernel, r request) (abortThrough uint64)

// handlers is the dispatch table: every message type the kernel answers on
// its shell and control sockets, and its handler. Other requests are
// answered NotImplemented (see handle).
var handlers = map[string]handler{
	"kernel_info_request": answer(func(k *kernel, r request) {
		r.reply(k, "kernel_info_reply", kernelInfo())
	}),
	"execute_request":     (*kernel).handleExecute,
	"complete_request":    answer((*kernel).handleComplete),
	"inspect_request":     answer((*kernel).handleInspect),
	"is_complete_request": answer((*kernel).handleIsComplete),
	"history_request":     answer((*kernel).handleHistory),
	"comm_info_request": answer(func(k *kernel, r request) {
		var req struct {
			TargetName string `json:"target_name"`
		}
		_ = json.Unmarshal(r.msg.content, &req)
		r.reply(k, "comm_info_reply", commInfoReply{Status: "ok", Comms: k.commInfo(req.TargetName)})
	}),
	"comm_open":  answer(handleComm),
	"comm_msg":   answer(handleComm),
	"comm_close": answer(handleComm),
	"interrupt_request": answer(func(k *kernel, r request) {
		k.interrupt()
		r.reply(k, "interrupt_reply", statusReply{Status: "ok"})
	}),
	"shutdown_request": answer(func(k *kernel, r request) {
		var req struct {
			Restart bool `json:"restart"`
		}
		_ = json.Unmarshal(r.msg.content, &req)
		r.reply(k, "shutdown_reply", shutdownReply{Status: "ok", Restart: req.Restart})
		select {
		case k.shutdown <- req.Restart:
		default:
		}
	}),
}

// answer makes a handler of one that never aborts the requests behind it.
func answer(h func(k *kernel, r request)) handler {
	return func(k *kernel, r request) uint64 {
		h(k, r)
		return 0
	}
}

func handleComm(k *kernel, r request) { k.handleComm(r.msg) }

// statusReply is a reply whose content is only its status.
type statusReply struct {
	Status string `json:"status"`
}

// errorReply is the content of a reply to a request that failed.
type errorReply struct {
	Status    string   `json:"status"` // "error"
	Ename     string   `json:"ename"`
	Evalue    string   `json:"evalue"`
	Traceback []string `json:"traceback"`
}

// shutdownReply answers shutdown_request.
type shutdownReply struct {
	Status  string `json:"status"`
	Restart bool   `json:"restart"`
}

// commInfoReply answers comm_info_request.
type commInfoReply struct {
	Status string         `json:"status"`
	Comms  map[string]any `json:"comms"`
}

// handle dispatches a message through the handlers table. A panic in a
// handler is recovered here, as ipykernel and net/http do per message: it
// is logged with its stack, a request not yet answered is answered with an
// error reply, and the kernel goes on serving.
func (k *kernel) handle(sock zmq4.Socket, mu *sync.Mutex, msg *message) (abortThrough uint64) {
	t := msg.header.MsgType
	defer func() {
		p := recover()
		if p == nil {
			return
		}
		k.logger.Printf("%s: panic: %v\n%s", t, p, debug.Stack())
		abortThrough = 0
		if strings.HasSuffix(t, "_request") && !msg.replied.Load() {
			k.reply(sock, mu, msg, strings.TrimSuffix(t, "_request")+"_reply", errorReply{
				Status: "error", Ename: "InternalError", Evalue: fmt.Sprintf("the kernel failed while handling %s: %v", t, p), Traceback: []string{},
			})
		}
	}()
	if h, ok := handlers[t]; ok {
		return h(k, request{sock: sock, mu: mu, msg: msg})
	}
	if strings.HasSuffix(t, "_request") {
		k.reply(sock, mu, msg, strings.TrimSuffix(t, "_request")+"_reply", errorReply{
			Status: "error", Ename: "NotImplemented", Evalue: t + " is not supported", Traceback: []string{},
		})
	}
	k.logger.Printf("ignoring %s", t)
	return 0
}
