"""Checks of the Jupyter widgets protocol (ipywidgets 8, version 2.1.0) of
the sudokit kernel, through jupyter_client, with this script playing the
front end: it receives comm_open and updates, sends updates, request_state,
request_states, clicks and binary buffers, as @jupyter-widgets/base does.

Run by kernel/widgets_test.go like e2e.py: one line per check, "PASS name"
or "FAIL name: reason"; "INFO" lines carry measurements.
"""
import base64
import json
import statistics
import time

from jupyter_client.manager import start_new_kernel

from checks import check, expect, finish, iopub

km, kc = start_new_kernel(kernel_name="sudokit", startup_timeout=120)
VIEW = "application/vnd.jupyter.widget-view+json"


def collect(msg_id, timeout=120):
    """The IOPub messages in reply to msg_id, until the kernel is idle."""
    return list(iopub(kc, msg_id, time.time() + timeout, poll=1))


def execute(code):
    msg_id = kc.execute(code)
    out = collect(msg_id)
    reply = kc.get_shell_msg(timeout=120)
    while reply["parent_header"].get("msg_id") != msg_id:
        reply = kc.get_shell_msg(timeout=120)
    expect(reply["content"]["status"] == "ok", "cell %r failed: %r" % (code, [m["content"] for m in out]))
    return out


def send(msg_type, content, buffers=None):
    """Sends a shell message as a front end does and returns the IOPub
    messages the kernel published in reply."""
    msg = kc.session.msg(msg_type, content)
    kc.session.send(kc.shell_channel.socket, msg, buffers=buffers)
    return collect(msg["header"]["msg_id"])


def result_text(out):
    for m in out:
        if m["msg_type"] == "execute_result":
            return m["content"]["data"]["text/plain"]
    raise AssertionError("no result in %r" % [m["content"] for m in out])


def opened(out, model=None):
    """The comm_open messages of out (of one model name)."""
    return [m for m in out if m["msg_type"] == "comm_open"
            and (model is None or m["content"]["data"]["state"]["_model_name"] == model)]


def comm_msgs(out, comm_id, method):
    return [m for m in out if m["msg_type"] == "comm_msg" and m["content"]["comm_id"] == comm_id
            and m["content"]["data"]["method"] == method]


def update(comm_id, state, buffers=None, paths=None):
    return send("comm_msg", {"comm_id": comm_id, "data": {
        "method": "update", "state": state, "buffer_paths": paths or []}}, buffers=buffers)


slider = {}


@check("open")
def _():
    out = execute('import "github.com/sudokit/sudokit/kernel/widgets"\n'
                  'n := widgets.IntSlider("clues", 17, 40, 25)\nn')
    op = opened(out, "IntSliderModel")
    expect(len(op) == 1, [m["content"] for m in out])
    m = op[0]
    expect(m["content"]["target_name"] == "jupyter.widget", m["content"])
    expect(m["metadata"].get("version") == "2.1.0", m["metadata"])
    st = m["content"]["data"]["state"]
    expect(st["_model_module"] == "@jupyter-widgets/controls" and st["_model_module_version"] == "2.0.0", st)
    expect(st["value"] == 25 and st["min"] == 17 and st["max"] == 40 and st["description"] == "clues", st)
    res = [x for x in out if x["msg_type"] == "execute_result"][0]["content"]["data"]
    expect(res[VIEW]["model_id"] == m["content"]["comm_id"] and res[VIEW]["version_major"] == 2, res)
    slider["id"] = m["content"]["comm_id"]


@check("update_echo_and_read")
def _():
    msg = kc.session.msg("comm_msg", {"comm_id": slider["id"], "data": {
        "method": "update", "state": {"value": 33}, "buffer_paths": []}})
    kc.session.send(kc.shell_channel.socket, msg)
    out = collect(msg["header"]["msg_id"])
    echo = comm_msgs(out, slider["id"], "echo_update")
    # Protocol 2.1: the kernel echoes the front end's update, in reply to it,
    # so the front end knows its change was taken.
    expect(len(echo) == 1 and echo[0]["content"]["data"]["state"] == {"value": 33}, [m["content"] for m in out])
    expect(echo[0]["parent_header"]["msg_id"] == msg["header"]["msg_id"], echo[0]["parent_header"])
    expect(result_text(execute("n.Int()")) == "33", "the next cell does not read the page's value")


@check("set_from_go")
def _():
    out = execute('n.Set("value", 12)')
    up = comm_msgs(out, slider["id"], "update")
    expect(len(up) == 1 and up[0]["content"]["data"]["state"] == {"value": 12}, [m["content"] for m in out])
    expect(result_text(execute("n.Int()")) == "12", "a value set from Go is not read back")


@check("request_state")
def _():
    out = send("comm_msg", {"comm_id": slider["id"], "data": {"method": "request_state"}})
    up = comm_msgs(out, slider["id"], "update")
    expect(len(up) == 1, [m["content"] for m in out])
    st = up[0]["content"]["data"]["state"]
    expect(st["value"] == 12 and st["_model_name"] == "IntSliderModel", st)


image = {}


@check("binary_buffers")
def _():
    out = execute('img := widgets.Image([]byte{1, 2, 3, 250}, "png")\nimg')
    op = opened(out, "ImageModel")
    expect(len(op) == 1, [m["content"] for m in out])
    m = op[0]
    expect(m["content"]["data"]["buffer_paths"] == [["value"]], m["content"]["data"])
    expect([bytes(b) for b in m["buffers"]] == [b"\x01\x02\x03\xfa"], m["buffers"])
    image["id"] = m["content"]["comm_id"]
    # A front end's binary update: the value arrives as a buffer.
    update(image["id"], {"value": None}, buffers=[b"\x89PNG!"], paths=[["value"]])
    text = result_text(execute('v, _ := img.Get("value")\nstring(v)'))
    expect(base64.b64encode(b"\x89PNG!").decode() in text, text)


@check("request_states")
def _():
    # A front end that connects to a kernel already showing widgets opens
    # a control comm and asks for every model's state.
    out = send("comm_open", {"comm_id": "ctl1", "target_name": "jupyter.widget.control", "data": {}})
    out += send("comm_msg", {"comm_id": "ctl1", "data": {"method": "request_states"}})
    us = comm_msgs(out, "ctl1", "update_states")
    expect(len(us) == 1, [m["content"] for m in out])
    data = us[0]["content"]["data"]
    states = data["states"]
    expect(states[slider["id"]]["state"]["value"] == 12 and states[slider["id"]]["model_name"] == "IntSliderModel", states)
    expect(states[image["id"]]["model_module"] == "@jupyter-widgets/controls", states[image["id"]])
    paths = data["buffer_paths"]
    expect([image["id"], "state", "value"] in paths, paths)
    k = paths.index([image["id"], "state", "value"])
    expect(bytes(us[0]["buffers"][k]) == b"\x89PNG!", us[0]["buffers"])
    kc.comm_info(target_name="jupyter.widget")
    c = kc.get_shell_msg(timeout=10)["content"]["comms"]
    expect(slider["id"] in c and "ctl1" not in c and all(v["target_name"] == "jupyter.widget" for v in c.values()), c)


def outputs_of(out, output_id):
    ups = [m for m in comm_msgs(out, output_id, "update") if "outputs" in m["content"]["data"]["state"]]
    expect(ups, "no outputs update of %s in %r" % (output_id, [m["content"] for m in out]))
    return ups[-1]["content"]["data"]["state"]["outputs"]


def text_of(outputs):
    return "".join(o.get("text", "") + o.get("data", {}).get("text/plain", "") for o in outputs)


interact_ids = {}


@check("interact")
def _():
    out = execute('import "fmt"\n'
                  'func label(k int, s string, on bool) string { return fmt.Sprintf("%d%s %v", k, s, on) }\n'
                  'k := widgets.IntSlider("k", 0, 9, 5)\n'
                  'd := widgets.Dropdown("d", []string{"a", "b"}, "b")\n'
                  'c := widgets.Checkbox("c", true)\n'
                  'ui, err := widgets.Interact(label, k, d, c)\n'
                  'if err != nil { panic(err) }\nui')
    out_model = opened(out, "OutputModel")[0]["content"]["comm_id"]
    ids = {m["content"]["data"]["state"]["_model_name"]: m["content"]["comm_id"] for m in opened(out)}
    interact_ids.update(ids)
    box = opened(out, "VBoxModel")[0]["content"]["data"]["state"]
    expect(box["children"] == ["IPY_MODEL_" + ids[n] for n in ("IntSliderModel", "DropdownModel", "CheckboxModel", "OutputModel")], box)
    # The first showing comes with the cell.
    expect(text_of(outputs_of(out, out_model)) == '"5b true"', outputs_of(out, out_model))
    # Each change runs the function again: a cell of the kernel's own.
    times = []
    for i in range(8):
        t0 = time.time()
        got = update(ids["IntSliderModel"], {"value": i})
        times.append(time.time() - t0)
        expect(text_of(outputs_of(got, out_model)) == '"%db true"' % i, outputs_of(got, out_model))
    got = update(ids["DropdownModel"], {"index": 0})
    expect(text_of(outputs_of(got, out_model)) == '"7a true"', outputs_of(got, out_model))
    got = update(ids["CheckboxModel"], {"value": False})
    expect(text_of(outputs_of(got, out_model)) == '"7a false"', outputs_of(got, out_model))
    print("INFO interact change to new output: first %.0f ms, then median %.0f ms (min %.0f, max %.0f) of %d"
          % (times[0] * 1000, statistics.median(times[1:]) * 1000, min(times[1:]) * 1000, max(times[1:]) * 1000, len(times) - 1), flush=True)


@check("interact_errors")
def _():
    out = execute('f := func(k int) int { return k }\n_, err := widgets.Interact(f, widgets.IntSlider("k", 0, 9, 5))\nerr.Error()')
    expect("is not a function declared in a cell" in result_text(out), result_text(out))
    out = execute('func twice(s string) string { return s + s }\n_, err = widgets.Interact(twice, widgets.IntSlider("k", 0, 9, 5))\nerr.Error()')
    expect("parameter 1 of twice is string, but control 1 gives a int" in result_text(out), result_text(out))
    # A function that fails shows its error in the output area; the kernel
    # and later cells go on.
    out = execute('func boom(k int) int { if k > 3 { panic("too big") }; return k }\n'
                  'kb := widgets.IntSlider("k", 0, 9, 1)\nui2, _ := widgets.Interact(boom, kb)\nui2')
    out_model = opened(out, "OutputModel")[0]["content"]["comm_id"]
    slider_id = opened(out, "IntSliderModel")[0]["content"]["comm_id"]
    got = outputs_of(update(slider_id, {"value": 7}), out_model)
    expect(got and got[0]["output_type"] == "error" and "too big" in got[0]["evalue"], got)
    expect(result_text(execute("kb.Int()")) == "7", "after a failing run")


@check("onclick")
def _():
    out = execute('import "fmt"\nvar clicked int\nfunc hello() { clicked++; fmt.Println("hello", clicked) }\n'
                  'b := widgets.Button("hi")\nshown, err := widgets.OnClick(b, hello)\nif err != nil { panic(err) }\nwidgets.VBox(b, shown)')
    button = opened(out, "ButtonModel")[0]["content"]["comm_id"]
    out_model = opened(out, "OutputModel")[0]["content"]["comm_id"]
    for i in (1, 2):
        got = send("comm_msg", {"comm_id": button, "data": {"method": "custom", "content": {"event": "click"}}})
        expect(text_of(outputs_of(got, out_model)) == "hello %d\n" % i, outputs_of(got, out_model))
    # The function's change to a notebook variable stays, as a cell's does.
    expect(result_text(execute("b.Clicks() * 100 + clicked")) == "202", "clicks or the variable are lost")


@check("board_link")
def _():
    out = execute('import ("github.com/sudokit/sudokit/sudoku"; "github.com/sudokit/sudokit/sudoku/game")\n'
                  'p, _ := sudoku.Parse("..1....6....6..1.46.54...3..24.3.......9.6.......5.91..8...94.55.3..7....1....7..", sudoku.FormatLine)\n'
                  'g := game.Play(p)\ng')
    links = opened(out, "TextModel")
    expect(len(links) == 1, [m["msg_type"] for m in out])
    link = links[0]["content"]["comm_id"]
    classes = links[0]["content"]["data"]["state"]["_dom_classes"]
    game_id = classes[1][len("sudokit-link-"):]
    expect(classes[0] == "sudokit-link" and game_id.startswith("game-"), classes)
    kinds = [m["msg_type"] for m in out]
    expect(kinds.index("execute_result") < kinds.index("comm_open"), kinds)
    views = [m for m in out if m["msg_type"] == "display_data" and VIEW in m["content"]["data"]]
    expect(views and views[0]["content"]["data"][VIEW]["model_id"] == link, views)
    state = json.loads(result_text(execute('s, _ := g.MarshalJSON()\nstring(s)')))
    # The page asks for a check: the answer comes in the placeholder.
    ask = {"id": game_id, "seq": 41, "state": json.loads(state), "request": "check", "lang": "en"}
    got = update(link, {"value": json.dumps(ask)})
    ph = [m for m in comm_msgs(got, link, "update") if "placeholder" in m["content"]["data"]["state"]]
    expect(len(ph) == 1, [m["content"] for m in got])
    answer = json.loads(ph[0]["content"]["data"]["state"]["placeholder"])
    expect(answer["seq"] == 41 and answer["reply"] == "check" and answer["wrong"] == [], answer)
    text = result_text(execute('import "github.com/sudokit/sudokit/kernel/display"\n_, ok := display.CommState(g.ID())\nok'))
    expect(text == "true", "the link's state was not kept")
    # A link carries its own game only: a message naming another game is
    # dropped, not stored under that game's id.
    other = dict(ask, id="game-0123456789abcdef", seq=42)
    got = update(link, {"value": json.dumps(other)})
    expect(not [m for m in comm_msgs(got, link, "update") if "placeholder" in m["content"]["data"]["state"]], got)
    text = result_text(execute('_, ok2 := display.CommState("game-0123456789abcdef")\nok2'))
    expect(text == "false", "a link stored another game's state")
    # Classic Notebook's way: a comm to sudokit.play; the answer comes back
    # as a comm_msg on that comm, its data the answer itself.
    got = send("comm_open", {"comm_id": "play9", "target_name": "sudokit.play", "data": {"id": game_id, "seq": 1, "state": json.loads(state)}})
    expect(not [m for m in got if m["msg_type"] == "comm_close"], got)
    got = send("comm_msg", {"comm_id": "play9", "data": dict(ask, seq=43, request="hint")})
    answers = [m["content"]["data"] for m in got if m["msg_type"] == "comm_msg" and m["content"]["comm_id"] == "play9"]
    expect(len(answers) == 1 and isinstance(answers[0], dict), answers)
    expect(answers[0]["seq"] == 43 and answers[0]["reply"] == "hint" and answers[0]["level"] == 1 and answers[0]["text"], answers[0])


@check("close")
def _():
    out = execute('gone := widgets.Text("t", "x")\ngone')
    gone = opened(out, "TextModel")[0]["content"]["comm_id"]
    out = execute("gone.Close()")
    closes = [m for m in out if m["msg_type"] == "comm_close" and m["content"]["comm_id"] == gone]
    expect(len(closes) == 1, [m["msg_type"] for m in out])
    kc.comm_info(target_name="jupyter.widget")
    c = kc.get_shell_msg(timeout=10)["content"]["comms"]
    expect(gone not in c and slider["id"] in c, c)
    got = send("comm_msg", {"comm_id": "ctl1", "data": {"method": "request_states"}})
    states = comm_msgs(got, "ctl1", "update_states")[0]["content"]["data"]["states"]
    expect(gone not in states and slider["id"] in states, list(states))
    expect(result_text(execute('gone.Text() == ""')) == "true", "a closed widget still has a value")


@check("bad_widget_messages")
def _():
    # Malformed messages from a front end are dropped; the kernel goes on.
    for data in ({"method": "update", "state": "x"}, {"method": "update", "state": {"value": 1}, "buffer_paths": [[5], [], ["value", 2]]},
                 {"method": "update", "state": {}, "buffer_paths": [["value"]] * 3}, {"method": 7}, "nonsense"):
        send("comm_msg", {"comm_id": slider["id"], "data": data}, buffers=[b"x"])
    send("comm_open", {"comm_id": "w9", "target_name": "jupyter.widget", "data": {"state": [1, 2]}})
    send("comm_msg", {"comm_id": "ctl1", "data": {"method": "request_states", "extra": [1]}})
    update(slider["id"], {"value": 41})
    expect(result_text(execute("n.Int() + 1")) == "42", "after bad messages")


@check("reset_keeps_widgets")
def _():
    # %reset forgets the notebook, not the widgets: the Interact's function
    # is gone, and a change shows why in the output area.
    execute("%reset")
    got = update(interact_ids["IntSliderModel"], {"value": 3})
    outs = outputs_of(got, interact_ids["OutputModel"])
    expect(outs and outs[0]["output_type"] == "error" and "undefined: label" in outs[0]["evalue"] + "".join(outs[0]["traceback"]), outs)


finish(km, kc)
