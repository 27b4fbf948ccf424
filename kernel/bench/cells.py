"""New-cell latency and kernel start, sudokit's kernel beside GoNB, through jupyter_client.

Usage: /usr/bin/python3 kernel/bench/cells.py [runs] [kernel ...]
(kernel/bench/cells.sh installs both kernelspecs and runs this.)

Start is start_new_kernel: launching the kernel until it answers
kernel_info with IOPub connected, as a notebook server waits for it; it
ends with jupyter_client flushing IOPub until 0.2 s pass without a message,
whatever the kernel. Ready is the part that is the kernel's: launching it
until the first kernel_info_reply arrives. A new
cell is one the kernel has not run before (a constant k changes each
time), from execute_request to both the execute_reply and the idle status.
The kernels run the same cells in turn, one cell of each before the next,
so that whatever else the machine does weighs on both alike.

GoNB keeps declarations, not values: its cells declare x and bb and a cell
starting with %% runs its statements in main, printing what it shows. Our
kernel keeps values and shows a trailing expression (a board as a picture).
"""
import queue
import statistics
import sys
import time

from jupyter_client.manager import KernelManager, start_new_kernel

from client import run_cell

runs = int(sys.argv[1]) if len(sys.argv) > 1 else 8
kernels = sys.argv[2:] or ["sudokit", "gonb"]

SUDOKU = "github.com/sudokit/sudokit/sudoku"
CELLS = {
    "sudokit": {
        "setup": 'import "fmt"\nimport "%s"\nx := 0\nbb, _ := sudoku.New(3, 3)' % SUDOKU,
        "x += k; x": lambda k: "x += %d; x" % k,
        "fmt.Println(k)": lambda k: "fmt.Println(%d)" % k,
        "x += k; bb": lambda k: "x += %d; bb" % k,
    },
    "gonb": {
        "setup": 'import "fmt"\nimport "%s"\nvar x = 0\nvar bb, _ = sudoku.New(3, 3)' % SUDOKU,
        "x += k; x": lambda k: "%%%%\nx += %d\nfmt.Println(x)" % k,
        "fmt.Println(k)": lambda k: "%%%%\nfmt.Println(%d)" % k,
        "x += k; bb": lambda k: "%%%%\nx += %d\nfmt.Println(bb)" % k,
    },
}
KINDS = ["x += k; x", "fmt.Println(k)", "x += k; bb"]


def execute(kc, code, timeout=300):
    status, seconds = run_cell(kc, code, timeout=timeout, poll=0.001)
    if status != "ok":
        raise SystemExit("cell %r: status %s" % (code, status))
    return seconds


def start(name):
    t0 = time.perf_counter()
    km, kc = start_new_kernel(kernel_name=name, startup_timeout=300)
    return km, kc, time.perf_counter() - t0


def ready(name):
    t0 = time.perf_counter()
    km = KernelManager(kernel_name=name)
    km.start_kernel()
    kc = km.client()
    kc.start_channels()
    deadline = time.monotonic() + 300
    while True:
        msg_id = kc.kernel_info()
        try:
            r = kc.get_shell_msg(timeout=1)
            if r["parent_header"].get("msg_id") == msg_id:
                break
        except queue.Empty:
            if time.monotonic() > deadline:
                raise SystemExit("%s: no kernel_info_reply" % name)
    t = time.perf_counter() - t0
    stop(km, kc)
    return t


def stop(km, kc):
    kc.stop_channels()
    km.shutdown_kernel(now=True)


results = {name: {"start": [], "ready": []} for name in kernels}
for _ in range(5):
    for name in kernels:
        km, kc, t = start(name)
        results[name]["start"].append(t)
        stop(km, kc)
        results[name]["ready"].append(ready(name))

clients = {}
try:
    for name in kernels:
        km, kc, _ = start(name)
        clients[name] = (km, kc)
        execute(kc, CELLS[name]["setup"])
    k = 1000
    for kind in KINDS:
        for name in kernels:  # the first cell of a kind is not counted
            execute(clients[name][1], CELLS[name][kind](k))
        k += 1
        for _ in range(runs):
            for name in kernels:
                results[name].setdefault(kind, []).append(execute(clients[name][1], CELLS[name][kind](k)))
            k += 1
finally:
    for km, kc in clients.values():
        stop(km, kc)

ms = lambda s: "%.0f ms" % (s * 1000)
print("%-16s" % "median (min–max)" + "".join("%26s" % n for n in kernels) + ("   ratio" if len(kernels) == 2 else ""))
for label in ["start", "ready"] + KINDS:
    row = "%-16s" % label
    for name in kernels:
        xs = results[name][label]
        row += "%26s" % ("%s (%s–%s)" % (ms(statistics.median(xs)), ms(min(xs)), ms(max(xs))))
    if len(kernels) == 2:
        a, b = (statistics.median(results[n][label]) for n in kernels)
        row += "   %.2f" % (a / b)
    print(row)
