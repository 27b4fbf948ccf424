"""End-to-end checks of the sudokit kernel through jupyter_client.

Run by kernel/e2e_test.go with /usr/bin/python3 and JUPYTER_PATH pointing at
a kernelspec named "sudokit". Prints one line per check: "PASS name" or
"FAIL name: reason"; the Go test turns each into a subtest.
"""
import base64
import json
import os
import queue
import struct
import time

from jupyter_client.manager import start_new_kernel
from jupyter_client.session import Session

from checks import check, expect, finish, iopub

km, kc = start_new_kernel(kernel_name="sudokit", startup_timeout=60)


def run(code, timeout=60, allow_stdin=False, inputs=None, during=None):
    """Execute code; return (reply content, list of iopub (type, content))."""
    msg_id = kc.execute(code, allow_stdin=allow_stdin)
    deadline = time.time() + timeout
    if during:
        during()

    def answer_input():
        try:
            m = kc.get_stdin_msg(timeout=0.05)
            if m["msg_type"] == "input_request":
                kc.input(inputs.pop(0))
        except queue.Empty:
            pass

    outputs = [(m["msg_type"], m["content"]) for m in
               iopub(kc, msg_id, deadline, poll=0.05, between=answer_input if allow_stdin else None)]
    reply = kc.get_shell_msg(timeout=timeout)
    while reply["msg_type"] == "kernel_info_reply":
        # wait_for_ready sends kernel_info requests until IOPub delivers a
        # message too; the replies to the earlier ones come late.
        reply = kc.get_shell_msg(timeout=timeout)
    expect(reply["parent_header"]["msg_id"] == msg_id, "reply to another request: %r" % reply)
    return reply["content"], outputs


def stream(outputs, name="stdout"):
    return "".join(c["text"] for t, c in outputs if t == "stream" and c["name"] == name)


def result(outputs):
    rs = [c for t, c in outputs if t == "execute_result"]
    expect(len(rs) == 1, "want one execute_result, got %r" % (outputs,))
    return rs[0]["data"]


def errors(outputs):
    return [c for t, c in outputs if t == "error"]


def ok(code, **kw):
    reply, outputs = run(code, **kw)
    expect(reply["status"] == "ok", "cell %r failed: %r %r" % (code, reply, outputs))
    return outputs


def png_size(b64):
    raw = base64.b64decode(b64)
    expect(raw[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG")
    return struct.unpack(">II", raw[16:24])


@check("kernel_info")
def _():
    kc.kernel_info()
    m = kc.get_shell_msg(timeout=10)
    li = m["content"]["language_info"]
    expect(li["name"] == "go" and li["mimetype"] == "text/x-go" and li["file_extension"] == ".go", li)
    expect(m["content"]["protocol_version"] == "5.3", m["content"])


@check("stdout")
def _():
    out = ok('import "fmt"\nfmt.Println("hello")')
    expect(stream(out) == "hello\n", out)


@check("stderr")
def _():
    out = ok('import "os"\nfmt.Fprintln(os.Stderr, "oops")')
    expect(stream(out, "stderr") == "oops\n", out)


@check("expression_value")
def _():
    expect(result(ok("1 + 2"))["text/plain"] == "3", "1+2")
    expect(result(ok('"go" + "pher"'))["text/plain"] == '"gopher"', "string")


@check("persistence")
def _():
    ok("n := 0")
    expect(result(ok("n++; n"))["text/plain"] == "1", "first n++")
    expect(result(ok("n++; n"))["text/plain"] == "2", "second n++")


@check("print_not_repeated")
def _():
    out = ok('fmt.Println("only once")\nm := 5')
    expect(stream(out) == "only once\n", out)
    out = ok("m = m * 2")
    out = ok("m")
    expect("only once" not in stream(out), out)
    expect(result(out)["text/plain"] == "10", out)


@check("error_traceback")
def _():
    reply, out = run("var s []int\nk := 3\n_ = s[k]")
    errs = errors(out)
    expect(reply["status"] == "error" and len(errs) == 1, (reply, out))
    expect("index out of range" in errs[0]["evalue"], errs[0])
    expect(any("line 3" in l for l in errs[0]["traceback"]), errs[0]["traceback"])


@check("compile_error_keeps_state")
def _():
    reply, out = run("n = 100\nundefinedName()")
    errs = errors(out)
    expect(reply["status"] == "error" and len(errs) == 1 and errs[0]["ename"] == "CompileError", out)
    expect("line 2" in errs[0]["evalue"], errs[0])
    expect(result(ok("n"))["text/plain"] == "2", "n changed by a failing cell")


@check("panic_keeps_state")
def _():
    reply, out = run('n = 50\npanic("stop")')
    expect(reply["status"] == "error" and len(errors(out)) == 1, out)
    expect(result(ok("n"))["text/plain"] == "2", "n changed by a panicking cell")


def collect(msg_id, timeout=120):
    """Iopub messages of a request (type, content) until its idle status."""
    return [(m["msg_type"], m["content"]) for m in iopub(kc, msg_id, time.time() + timeout)]


def queue_cells(codes, **kw):
    """Sends execute requests without waiting; returns [(reply, outputs)]."""
    ids = [kc.execute(code, **kw) for code in codes]
    replies = {}
    while len(replies) < len(ids):
        r = kc.get_shell_msg(timeout=120)
        replies[r["parent_header"]["msg_id"]] = r["content"]
    return [(replies[i], collect(i)) for i in ids]


@check("stop_on_error")
def _():
    # Run All: a failing cell aborts the cells queued behind it.
    (r1, o1), (r2, o2), (r3, o3) = queue_cells(
        ['fmt.Println("first")', 'panic("second")', 'fmt.Println("third")'])
    expect(r1["status"] == "ok" and stream(o1) == "first\n", (r1, o1))
    expect(r2["status"] == "error", r2)
    expect(r3["status"] == "aborted", r3)
    expect(stream(o3) == "" and not errors(o3), o3)
    # Without stop_on_error, the third cell runs.
    (r1, o1), (r2, o2), (r3, o3) = queue_cells(
        ['fmt.Println("first")', 'panic("second")', 'fmt.Println("third")'], stop_on_error=False)
    expect(r2["status"] == "error" and r3["status"] == "ok" and stream(o3) == "third\n", (r2, r3, o3))
    # After an abort, the kernel runs cells again.
    expect(result(ok("n"))["text/plain"] == "2", "kernel state after abort")


@check("failed_cell_keeps_imports")
def _():
    # The cell fails at run time and at compile time; its imports stay.
    reply, out = run('import "path/filepath"\npanic("after the import")')
    expect(reply["status"] == "error", reply)
    expect(result(ok('filepath.Base("/a/b.go")'))["text/plain"] == '"b.go"', "filepath lost")
    reply, out = run('import "unicode"\nundefinedThing()')
    expect(reply["status"] == "error" and errors(out)[0]["ename"] == "CompileError", out)
    expect(result(ok("unicode.IsUpper('G')"))["text/plain"] == "true", "unicode lost")


@check("pasted_program")
def _():
    out = ok('package main\n\nimport "fmt"\n\n'
             'func greet(name string) string { return "hello, " + name }\n\n'
             'func main() {\n\tfmt.Println(greet("class"))\n}\n')
    expect(stream(out) == "hello, class\n", out)
    # Another program replaces main; a panic in it names main.
    reply, out = run('package main\n\nfunc main() {\n\tvar m map[string]int\n\tm["x"] = 1\n}')
    errs = errors(out)
    expect(reply["status"] == "error" and len(errs) == 1, out)
    expect(any("line 5, in main" in l for l in errs[0]["traceback"]), errs[0]["traceback"])
    # Declarations of a pasted program stay; its main does not run again.
    out = ok('greet("again")')
    expect(result(out)["text/plain"] == '"hello, again"' and stream(out) == "", out)


@check("redefinition")
def _():
    ok("func f() int { return 1 }\ntype T struct{ A int }")
    expect(result(ok("f()"))["text/plain"] == "1", "f first")
    ok("func f() int { return 2 }\ntype T struct{ A, B int }")
    expect(result(ok("f() + T{A: 1, B: 2}.B"))["text/plain"] == "4", "redefined f and T")
    ok('v := 1')
    expect(result(ok('v := "text"\nv'))["text/plain"] == '"text"', "redefined v")


@check("image_png")
def _():
    data = result(ok('import "image"\nimage.NewRGBA(image.Rect(0, 0, 7, 5))'))
    expect(png_size(data["image/png"]) == (7, 5), "size")


@check("board_png")
def _():
    ok('import "github.com/sudokit/sudokit/sudoku"\nb, err := sudoku.New(3, 3)')
    data = result(ok("b"))
    w, h = png_size(data["image/png"])
    expect(w > 50 and h > 50, (w, h))


@check("display_update")
def _():
    out = ok('import "github.com/sudokit/sudokit/kernel/display"\n'
             'display.DisplayID("d1", display.HTML("<b>first</b>"))\n'
             'display.Update("d1", display.HTML("<b>second</b>"))\n'
             'display.Markdown("# done")')
    kinds = [t for t, _ in out]
    expect("display_data" in kinds and "update_display_data" in kinds, kinds)
    upd = [c for t, c in out if t == "update_display_data"][0]
    expect(upd["transient"]["display_id"] == "d1" and upd["data"]["text/html"] == "<b>second</b>", upd)
    expect(result(out)["text/markdown"] == "# done", out)


@check("large_result")
def _():
    # A large trailing value is summarised, as IPython's repr does.
    out = ok("huge := make([]int8, 1e7); huge")
    text = result(out)["text/plain"]
    expect(text.startswith("[]int8 len=10000000: [0 0 0 ") and text.endswith(" …]"), text[:200])
    size = len(json.dumps([c for t, c in out if t == "execute_result"][0]))
    expect(size < 4096, "execute_result of %d bytes" % size)
    print("INFO large_result: execute_result of %d bytes for 10^7 int8" % size, flush=True)
    # Any other MIME type is bounded too.
    out = ok('import "strings"\n'
             'display.HTML(strings.Repeat("<b>x</b>", 1<<20))')
    data = result(out)
    expect("text/html" not in data, list(data))
    expect("text/html form (8.0 MiB) was dropped" in data["text/plain"], data["text/plain"][:300])
    out = ok('display.Display(display.HTML(strings.Repeat("<i>y</i>", 1<<20)))')
    disp = [c for t, c in out if t == "display_data"]
    expect(len(disp) == 1 and "text/html" not in disp[0]["data"], out)


@check("unsavable_variable")
def _():
    # A func value not defined by a function literal cannot be saved: it is
    # dropped with a notice naming the form that is kept.
    out = ok("func adder(n int) func(int) int { return func(x int) int { return x + n } }\nfn := adder(1)\nfn(1)")
    err = stream(out, "stderr")
    expect("variable fn" in err and "function literal" in err, out)
    # One defined by a function literal is kept.
    out = ok("inc := func(x int) int { return x + 1 }")
    expect("variable inc" not in stream(out, "stderr"), out)
    expect(result(ok("inc(41)"))["text/plain"] == "42", out)


@check("stdin")
def _():
    out = ok('import "bufio"\nline, _ := bufio.NewReader(os.Stdin).ReadString(\'\\n\')\nfmt.Print("got ", line)',
             allow_stdin=True, inputs=["forty-two"])
    expect(stream(out) == "got forty-two\n", out)


@check("os_exit")
def _():
    reply, out = run("os.Exit(3)")
    expect(reply["status"] == "error" and errors(out)[0]["ename"] == "Exit", out)
    expect(result(ok("n"))["text/plain"] == "2", "kernel state lost")


@check("output_flood")
def _():
    reply, out = run("for i := 0; i < 300000; i++ { fmt.Println(i) }")
    expect(reply["status"] == "ok", reply)
    total = len(stream(out))
    expect(total <= (1 << 20) + 10, total)
    expect("output truncated" in stream(out, "stderr"), "no truncation notice")


@check("interrupt")
def _():
    # Interrupt once the cell has printed its first line: the program is
    # running, not being compiled or linked.
    msg_id = kc.execute('fmt.Println("looping")\nfor {}')
    outputs = []
    interrupted = False
    for m in iopub(kc, msg_id, time.time() + 120):
        outputs.append((m["msg_type"], m["content"]))
        if not interrupted and "looping" in stream(outputs):
            km.interrupt_kernel()
            interrupted = True
    reply = kc.get_shell_msg(timeout=60)["content"]
    expect(interrupted and reply["status"] == "error" and errors(outputs)[0]["ename"] == "Interrupted", outputs)
    expect(result(ok("n"))["text/plain"] == "2", "state lost after interrupt")


@check("interrupt_download")
def _():
    # A cell importing a package of a module not yet downloaded fetches it
    # through the module proxy; interrupting the download reads as an
    # interrupted cell, not as the killed go command's complaint. The proxy
    # here is a local server that holds every request until released.
    import http.server
    import threading
    got, release = threading.Event(), threading.Event()

    class Hold(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            got.set()
            release.wait(120)
            self.send_error(404)

        def log_message(self, *args):
            pass

    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Hold)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    env = dict(os.environ, GOPROXY="http://127.0.0.1:%d" % srv.server_address[1], GOSUMDB="off")
    km2, kc2 = start_new_kernel(kernel_name="sudokit", startup_timeout=60, env=env)
    try:
        msg_id = kc2.execute('import "example.com/sudokit-test/hold"\nhold.X')
        expect(got.wait(120), "the kernel never asked the proxy")
        km2.interrupt_kernel()
        reply = kc2.get_shell_msg(timeout=120)
        expect(reply["parent_header"]["msg_id"] == msg_id, reply)
        c = reply["content"]
        expect(c["status"] == "error" and c["ename"] == "Interrupted", c)
        release.set()
        msg_id = kc2.execute("1 + 1")
        c = kc2.get_shell_msg(timeout=120)["content"]
        expect(c["status"] == "ok", c)
        # A module the proxy does not have: the error gives the reason,
        # not the go command's progress ("go: finding module for package").
        kc2.execute('import "example.com/sudokit-test/missing"')
        c = kc2.get_shell_msg(timeout=120)["content"]
        expect(c["status"] == "error" and "404" in c["evalue"] and "finding module" not in c["evalue"], c)
    finally:
        release.set()
        kc2.stop_channels()
        km2.shutdown_kernel(now=True)
        srv.shutdown()


@check("complete")
def _():
    code = 'import "strings"\nstrings.Has'
    kc.complete(code, len(code))
    c = kc.get_shell_msg(timeout=30)["content"]
    expect("HasPrefix" in c["matches"] and "HasSuffix" in c["matches"], c)
    expect(c["cursor_start"] == len(code) - 3 and c["cursor_end"] == len(code), c)
    ok('import "strings"\nsb := &strings.Builder{}')
    code = "sb.Wri"
    kc.complete(code, len(code))
    c = kc.get_shell_msg(timeout=30)["content"]
    expect("WriteString" in c["matches"], c)
    code = "x := 1\nfmt.Println(m"
    kc.complete(code, len(code))
    c = kc.get_shell_msg(timeout=30)["content"]
    expect("m" in c["matches"] and "make" in c["matches"], c)


@check("inspect")
def _():
    code = 'strings.HasPrefix("a", "b")'
    kc.inspect(code, 10)
    c = kc.get_shell_msg(timeout=30)["content"]
    text = c["data"]["text/plain"] if c["found"] else ""
    expect("func strings.HasPrefix(s string, prefix string) bool" in text, c)
    expect("reports whether the string s begins with prefix" in text, c)
    ok("// double returns twice x.\nfunc double(x int) int { return 2 * x }")
    kc.inspect("double(4)", 2)
    c = kc.get_shell_msg(timeout=30)["content"]
    expect(c["found"] and "twice x" in c["data"]["text/plain"], c)


@check("is_complete")
def _():
    for code, want in [("for i := 0; i < 3; i++ {", "incomplete"), ("x := 1", "complete"), ("x := )", "invalid")]:
        kc.is_complete(code)
        c = kc.get_shell_msg(timeout=10)["content"]
        expect(c["status"] == want, (code, c))


@check("history")
def _():
    kc.history(hist_access_type="tail", n=2, output=False, raw=True)
    h = kc.get_shell_msg(timeout=10)["content"]["history"]
    expect(len(h) == 2, h)
    kc.history(hist_access_type="search", pattern="n++*", output=False, raw=True)
    h = kc.get_shell_msg(timeout=10)["content"]["history"]
    expect(len(h) == 2 and all(e[2] == "n++; n" for e in h), h)
    kc.history(hist_access_type="range", session=0, start=1, stop=3, output=False, raw=True)
    h = kc.get_shell_msg(timeout=10)["content"]["history"]
    expect([e[1] for e in h] == [1, 2], h)


@check("history_glob")
def _():
    ok("half := 10 / 2")
    kc.history(hist_access_type="search", pattern="*half*", output=False, raw=True)
    h = kc.get_shell_msg(timeout=10)["content"]["history"]
    expect([e[2] for e in h] == ["half := 10 / 2"], h)


@check("help_question_mark")
def _():
    reply, out = run("fmt.Println?")
    expect(reply["status"] == "ok" and not errors(out), (reply, out))
    pages = [p for p in reply["payload"] if p.get("source") == "page"]
    expect(len(pages) == 1 and "func fmt.Println(a ...any)" in pages[0]["data"]["text/plain"], reply)
    reply, out = run("??nothingHere")
    expect("not found" in reply["payload"][0]["data"]["text/plain"], reply)


@check("complete_literal")
def _():
    ok("type Pt struct{ X, Y int }\nfunc (p Pt) Norm2() int { return p.X*p.X + p.Y*p.Y }")
    code = "Pt{}."
    kc.complete(code, len(code))
    c = kc.get_shell_msg(timeout=30)["content"]
    expect({"X", "Y", "Norm2"} <= set(c["matches"]) and "make" not in c["matches"], c)
    code = "q := Pt{1, 2}.N"
    kc.complete(code, len(code))
    c = kc.get_shell_msg(timeout=30)["content"]
    expect(c["matches"] == ["Norm2"] and c["cursor_start"] == len(code) - 1, c)


@check("compile_errors_capped")
def _():
    reply, out = run("\n".join("undefined%d()" % i for i in range(15)))
    tb = errors(out)[0]["traceback"]
    located = [l for l in tb if "undefined: undefined" in l]
    expect(len(located) == 10 and "… and 5 more errors" in tb[-1], tb)


@check("coloured_traceback")
def _():
    reply, out = run("x := 1\nundefinedName()")
    tb = errors(out)[0]["traceback"]
    expect(tb[0].startswith("\x1b[0;32mIn [") and "\x1b[0;31m" in tb[-1], tb)
    expect(errors(out)[0]["evalue"].startswith("In ["), "evalue must stay plain")
    reply, out = run('panic("red")')
    tb = errors(out)[0]["traceback"]
    expect(tb[0] == "\x1b[0;31mpanic\x1b[0m: red", tb)


@check("type_change_notice")
def _():
    ok("type Pt3 struct{ X, Y int }\np3 := Pt3{1, 2}")
    ok("type Pt3 struct{ X, Y, Z int }")
    out = ok("p3")
    err = stream(out, "stderr")
    expect("p3" in err and "field Z int added" in err, err)


@check("comm")
def _():
    kc.comm_info()
    c = kc.get_shell_msg(timeout=10)["content"]
    expect(c["status"] == "ok" and c["comms"] == {}, c)
    msg = kc.session.msg("comm_open", {"comm_id": "c1", "target_name": "nothing", "data": {}})
    kc.shell_channel.send(msg)
    deadline = time.time() + 10
    while time.time() < deadline:
        m = kc.get_iopub_msg(timeout=10)
        if m["msg_type"] == "comm_close":
            expect(m["content"]["comm_id"] == "c1", m)
            return
    raise AssertionError("no comm_close")


@check("play_comm")
def _():
    # The interactive board opens a comm to "sudokit.play" and sends its
    # state after each move; a later cell reads the latest state.
    kc.shell_channel.send(kc.session.msg("comm_open", {
        "comm_id": "p1", "target_name": "sudokit.play", "data": {"id": "g1", "state": {"moves": 1}}}))
    kc.shell_channel.send(kc.session.msg("comm_msg", {
        "comm_id": "p1", "data": {"id": "g1", "state": {"moves": 4, "board": "53..7"}}}))
    kc.comm_info()
    c = kc.get_shell_msg(timeout=10)["content"]
    expect(c["comms"] == {"p1": {"target_name": "sudokit.play"}}, c)
    out = ok('import "github.com/sudokit/sudokit/kernel/display"\n'
             's, found := display.CommState("g1")\n'
             '_, other := display.CommState("g2")\n'
             'if !found || other {\n\tpanic("wrong lookup")\n}\n'
             'string(s)')
    expect(result(out)["text/plain"] == '"{\\"moves\\":4,\\"board\\":\\"53..7\\"}"', result(out))
    kc.shell_channel.send(kc.session.msg("comm_close", {"comm_id": "p1", "data": {}}))
    kc.comm_info()
    c = kc.get_shell_msg(timeout=10)["content"]
    expect(c["comms"] == {}, c)


@check("bad_signature")
def _():
    bad = Session(key=b"not-the-key", session=kc.session.session)
    msg = bad.msg("kernel_info_request", {})
    bad.send(kc.shell_channel.socket, msg)
    try:
        m = kc.get_shell_msg(timeout=1.5)
        raise AssertionError("kernel answered a badly signed message: %r" % m)
    except queue.Empty:
        pass
    expect(result(ok("n"))["text/plain"] == "2", "kernel not alive after bad message")


@check("restart")
def _():
    km.restart_kernel(now=False)
    kc.wait_for_ready(timeout=60)
    expect(result(ok("40 + 2"))["text/plain"] == "42", "after restart")
    reply, out = run("n")
    expect(reply["status"] == "error", "n survived a restart")


finish(km, kc)
