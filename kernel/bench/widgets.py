"""What a widget change costs with the process-per-cell kernel.

For three Interacts — a function returning text, one drawing a board, and
the board one again with the 49,158 boards of the 17-clue set in the
notebook (which the function does not reach) — it sends slider updates as
a front end does and times each until the Interact's Output widget gets its
new outputs; beside it, the same call run as an execute request (a cell the
kernel has compiled before, so both skip compiling and linking). Medians in
milliseconds.

    kernel/bench/widgets.sh [changes]
"""
import json
import os
import statistics
import sys
import time

from jupyter_client.manager import start_new_kernel

changes = int(sys.argv[1]) if len(sys.argv) > 1 else 20
km, kc = start_new_kernel(kernel_name="sudokit", startup_timeout=120)
root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
seventeen = os.path.abspath(os.path.join(root, "..", "shared", "data", "puzzles", "17clue.txt"))


def collect(msg_id):
    out = []
    while True:
        m = kc.get_iopub_msg(timeout=600)
        if m["parent_header"].get("msg_id") != msg_id:
            continue
        if m["msg_type"] == "status" and m["content"]["execution_state"] == "idle":
            return out
        out.append(m)


def execute(code):
    msg_id = kc.execute(code)
    out = collect(msg_id)
    reply = kc.get_shell_msg(timeout=600)
    if reply["content"]["status"] != "ok":
        raise SystemExit("cell failed: %r\n%r" % (code, [m["content"] for m in out]))
    return out


def interact(code):
    """Runs a cell making an Interact; returns the slider's and the output's ids."""
    out = execute(code)
    ids = {m["content"]["data"]["state"]["_model_name"]: m["content"]["comm_id"]
           for m in out if m["msg_type"] == "comm_open"}
    return ids["IntSliderModel"], ids["OutputModel"]


def change(slider, output, value):
    msg = kc.session.msg("comm_msg", {"comm_id": slider, "data": {
        "method": "update", "state": {"value": value}, "buffer_paths": []}})
    t0 = time.perf_counter()
    kc.session.send(kc.shell_channel.socket, msg)
    out = collect(msg["header"]["msg_id"])
    t = time.perf_counter() - t0
    if not any(m["msg_type"] == "comm_msg" and m["content"]["comm_id"] == output for m in out):
        raise SystemExit("no new output for %r" % value)
    return t


def timed_cell(code):
    t0 = time.perf_counter()
    execute(code)
    return time.perf_counter() - t0


def measure(name, code, call):
    slider, output = interact(code)
    times = [change(slider, output, 20 + i % 10) for i in range(changes)]
    execute(call % 25)  # compiled once: the cells below are the same program
    cells = [timed_cell(call % 25) for i in range(changes)]
    a, b = statistics.median(times) * 1000, statistics.median(cells) * 1000
    print("%-34s change %6.1f ms   same call as a cell %6.1f ms   ratio %.2f" % (name, a, b, a / b), flush=True)


execute('import ("fmt"; "strings"; "github.com/sudokit/sudokit/kernel/widgets"; "github.com/sudokit/sudokit/sudoku")\n'
        'func label(k int) string { return fmt.Sprint(k, " givens") }\n'
        'func givens(k int) *sudoku.Board {\n'
        '\tb, _ := sudoku.Parse("435269781682571493197834562826195347374682915951743628519326874248957136763418259"[:k]+strings.Repeat(".", 81-k), sudoku.FormatLine)\n'
        '\treturn b\n}')
measure("text (label)", 'ui, _ := widgets.Interact(label, widgets.IntSlider("k", 20, 30, 20))\nui', "label(%d)")
measure("board picture (givens)", 'ui2, _ := widgets.Interact(givens, widgets.IntSlider("k", 20, 30, 20))\nui2', "givens(%d)")
if os.path.exists(seventeen):
    execute('all, err := sudoku.ReadFile(%s, sudoku.FormatLine)\nif err != nil { panic(err) }\nlen(all)' % json.dumps(seventeen))
    measure("board, 49,158 boards in notebook", 'ui3, _ := widgets.Interact(givens, widgets.IntSlider("k", 20, 30, 20))\nui3', "givens(%d)")
kc.stop_channels()
km.shutdown_kernel(now=True)
sys.stdout.flush()
os._exit(0)
