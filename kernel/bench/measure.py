"""Measure the sudokit kernel: start time and median warm cell round trips.

Usage: /usr/bin/python3 kernel/bench/measure.py [kernel_name] [runs]
(JUPYTER_PATH must make the kernelspec visible, e.g. after
"sudokit kernel install --user".)

"Start" is the time from launching the kernel process to its first
kernel_info reply. A round trip is the time from sending execute_request to
receiving both the execute_reply and the idle status.

The kernel keeps the executables of recent cells, so running the same cell
again ("n++; n" fifteen times) skips compiling and linking. The "new" cells
differ in a constant each time ("n += 7; n", "_ = 7; b"), so each one is
compiled and linked: that is the cost of a cell the student has just
written.
"""
import queue
import statistics
import sys
import time

from jupyter_client.manager import KernelManager

from client import run_cell

name = sys.argv[1] if len(sys.argv) > 1 else "sudokit"
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 15


def start():
    km = KernelManager(kernel_name=name)
    t0 = time.perf_counter()
    km.start_kernel()
    kc = km.client()
    kc.start_channels()
    while True:
        kc.kernel_info()
        try:
            kc.get_shell_msg(timeout=0.02)
            break
        except queue.Empty:
            continue
    return km, kc, time.perf_counter() - t0


def roundtrip(kc, code):
    status, seconds = run_cell(kc, code)
    if status != "ok":
        raise SystemExit("cell %r failed" % code)
    return seconds


starts = []
for _ in range(3):
    km, kc, t = start()
    starts.append(t)
    kc.stop_channels()
    km.shutdown_kernel(now=True)

km, kc, _ = start()
try:
    roundtrip(kc, 'import "github.com/sudokit/sudokit/sudoku"\nn := 0\nb, _ := sudoku.New(3, 3)')
    roundtrip(kc, "n++; n")
    roundtrip(kc, "b")
    simple = [roundtrip(kc, "n++; n") for _ in range(runs)]
    board = [roundtrip(kc, "b") for _ in range(runs)]
    fresh_simple = [roundtrip(kc, "n += %d; n" % (i + 2)) for i in range(runs)]
    fresh_board = [roundtrip(kc, "_ = %d; b" % (i + 2)) for i in range(runs)]
finally:
    kc.stop_channels()
    km.shutdown_kernel(now=True)

ms = lambda s: "%.0f ms" % (s * 1000)
print("kernel start (median of 3):      ", ms(statistics.median(starts)))

def report(label, xs):
    print(label, ms(statistics.median(xs)), " (min %s, max %s)" % (ms(min(xs)), ms(max(xs))))


report("warm simple cell `n++; n` median:", simple)
report("warm board cell `b` median:      ", board)
report("new simple cell `n += k; n` median:", fresh_simple)
report("new board cell `_ = k; b` median:  ", fresh_board)
