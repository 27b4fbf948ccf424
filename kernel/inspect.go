package kernel

import (
	"context"
	"encoding/json"
	"go/types"
	"strings"
	"sync"
	"time"

	"github.com/go-zeromq/zmq4"
)

func (k *kernel) handleInspect(sock zmq4.Socket, mu *sync.Mutex, msg *message) {
	var req struct {
		Code        string `json:"code"`
		CursorPos   int    `json:"cursor_pos"`
		DetailLevel int    `json:"detail_level"`
	}
	_ = json.Unmarshal(msg.content, &req)
	text := ""
	if eng, err := k.engine(); err == nil {
		text = eng.inspect(context.Background(), req.Code, req.CursorPos)
	}
	data := map[string]any{}
	if text != "" {
		data["text/plain"] = text
	}
	k.reply(sock, mu, msg, "inspect_reply", map[string]any{
		"status": "ok", "found": text != "", "data": data, "metadata": map[string]any{},
	})
}

// inspect describes the name under the cursor: its declaration and its
// documentation.
func (e *engine) inspect(ctx context.Context, code string, cursor int) string {
	cur := runeOffset(code, cursor)
	recvStart, start, end, recv := wordAt(code, cur, true)
	if start == end {
		return ""
	}
	name := code[start:end]
	a := e.analyze(ctx, code, recvStart, recvStart)
	if a == nil {
		return ""
	}
	var obj types.Object
	var docRef string // argument of "go doc"
	if recv == "" {
		obj = a.lookup(name)
	} else {
		pkg, t := a.resolve(recv)
		switch {
		case pkg != nil:
			obj = pkg.Scope().Lookup(name)
		case t != nil:
			obj, _, _ = types.LookupFieldOrMethod(t, true, a.pkg, name)
		}
	}
	if obj == nil {
		return ""
	}
	qual := func(p *types.Package) string {
		if p == a.pkg {
			return ""
		}
		return p.Name()
	}
	var b strings.Builder
	if pn, ok := obj.(*types.PkgName); ok {
		docRef = pn.Imported().Path()
		b.WriteString("package " + pn.Imported().Name() + " // import \"" + docRef + "\"")
	} else {
		b.WriteString(types.ObjectString(obj, qual))
		if p := obj.Pkg(); p != nil && p != a.pkg {
			docRef = p.Path() + "." + docName(obj)
		}
	}
	doc := ""
	if obj.Pkg() == a.pkg {
		doc = a.nb.docOf(docName(obj))
	} else if docRef != "" {
		doc = e.goDoc(ctx, docRef)
	}
	if doc = strings.TrimSpace(doc); doc != "" {
		b.WriteString("\n\n" + doc)
	}
	return b.String()
}

// docName is how go doc and the notebook name obj: methods as Type.Method.
func docName(obj types.Object) string {
	if f, ok := obj.(*types.Func); ok {
		if sig, ok := f.Type().(*types.Signature); ok && sig.Recv() != nil {
			t := sig.Recv().Type()
			if p, ok := t.(*types.Pointer); ok {
				t = p.Elem()
			}
			if n, ok := t.(*types.Named); ok {
				return n.Obj().Name() + "." + f.Name()
			}
		}
	}
	return obj.Name()
}

// docOf returns the doc comment of a notebook declaration.
func (n *notebook) docOf(name string) string {
	for _, d := range n.decls {
		for _, x := range d.names {
			if x == name {
				return d.doc
			}
		}
	}
	return ""
}

// goDoc runs "go doc" for ref in the cell module.
func (e *engine) goDoc(ctx context.Context, ref string) string {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	out, err := e.tc.goCmd(ctx, e.tc.modDir, "doc", ref)
	if err != nil {
		return ""
	}
	return strings.TrimSpace(out)
}
