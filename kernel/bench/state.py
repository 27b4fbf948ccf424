"""Measure what notebook state costs a cell (issue #19).

Usage: /usr/bin/python3 kernel/bench/state.py [puzzle file] [runs] [kernel_name]
(JUPYTER_PATH must make the kernelspec visible; kernel/bench/state.sh
builds sudokit, installs it under a temporary prefix and runs this.)

Through real jupyter_client, in one kernel:

1. the median round trip of `x++; x` in an empty notebook (x the only
   variable);
2. a cell that loads the puzzle file with sudoku.ReadFile into `boards`
   (and reports the Go heap in use after it, the state's own size);
3. the median `x++; x` again, with the boards in the notebook;
4. a cell that reads every board (counts their givens);
5. a cell that changes one board and shows it (a picture).

A round trip is the time from sending execute_request to receiving both
the execute_reply and the idle status. Its CPU time is what the kernel and
its children (compiler, linker, cell program) used meanwhile, from
/proc/<kernel>/stat; on a shared machine it says more than the wall time. Peak memory is the largest sum of
the resident set sizes of the kernel and its descendants (the cell
programs), sampled every 5 ms from /proc while the cells above run.
"""
import os
import statistics
import sys
import threading
import time

from jupyter_client.manager import KernelManager

from client import run_cell

path = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/data/puzzles/17clue.txt"
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 9
name = sys.argv[3] if len(sys.argv) > 3 else "sudokit"


def rss_kb(pid):
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def children(pid):
    out = []
    try:
        for task in os.listdir("/proc/%d/task" % pid):
            with open("/proc/%d/task/%s/children" % (pid, task)) as f:
                out += [int(c) for c in f.read().split()]
    except OSError:
        pass
    return out


class Peak(threading.Thread):
    """Samples the RSS of a process tree; peak() is the largest sum seen."""

    def __init__(self, pid):
        super().__init__(daemon=True)
        self.pid, self.max_kb, self.stop = pid, 0, False

    def run(self):
        while not self.stop:
            total, todo = 0, [self.pid]
            while todo:
                p = todo.pop()
                total += rss_kb(p)
                todo += children(p)
            self.max_kb = max(self.max_kb, total)
            time.sleep(0.005)

    def reset(self):
        self.max_kb = 0


KERNEL_PID = None
CLK_TCK = os.sysconf("SC_CLK_TCK")
cpu_log = {}


def cpu_seconds(pid):
    """CPU time of pid and its reaped children (utime+stime+cutime+cstime)."""
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return sum(int(x) for x in fields[11:15]) / CLK_TCK


def roundtrip(kc, code, timeout=1800):
    """Runs code; returns (seconds, text/plain result or None)."""
    c0 = cpu_seconds(KERNEL_PID)
    text, errors = [None], []

    def see(m):
        if m["msg_type"] == "execute_result":
            text[0] = m["content"]["data"].get("text/plain")
        elif m["msg_type"] == "error":
            errors.append(m["content"]["evalue"])
        elif m["msg_type"] == "stream" and m["content"]["name"] == "stderr":
            errors.append(m["content"]["text"])
    status, wall = run_cell(kc, code, timeout=timeout, on_iopub=see)
    if status != "ok":
        raise SystemExit("cell %r failed: %s" % (code, errors))
    cpu_log.setdefault(code, []).append(cpu_seconds(KERNEL_PID) - c0)
    return wall, text[0]


def median_of(kc, code, n):
    roundtrip(kc, code)  # compile and link once; the rest run the cached program
    return [roundtrip(kc, code)[0] for _ in range(n)]


km = KernelManager(kernel_name=name)
km.start_kernel()
kc = km.client()
kc.start_channels()
kc.wait_for_ready(timeout=120)
KERNEL_PID = km.provisioner.process.pid
peak = Peak(KERNEL_PID)
peak.start()
try:
    roundtrip(kc, 'import (\n\t"runtime"\n\t"github.com/sudokit/sudokit/sudoku"\n)\nx := 0')
    roundtrip(kc, "func heap() uint64 {\n\truntime.GC()\n\tvar m runtime.MemStats\n\t"
                  "runtime.ReadMemStats(&m)\n\treturn m.HeapAlloc\n}")
    empty = median_of(kc, "x++; x", runs)
    peak_empty = peak.max_kb

    peak.reset()
    load_cell = ("boards, err := sudoku.ReadFile(\"%s\", sudoku.FormatAuto)\n"
                 "if err != nil {\n\tpanic(err)\n}\nheap()" % path)
    load, heap = roundtrip(kc, load_cell)
    _, count = roundtrip(kc, "len(boards)")
    loaded = median_of(kc, "x++; x", runs)
    read_cell = "givens := 0\nfor _, b := range boards {\n\tgivens += b.Givens()\n}\ngivens"
    read_all = [roundtrip(kc, read_cell)[0] for _ in range(3)]
    change_cell = ("b := boards[%d]\nfor c := range b.Cells() {\n\tif c.IsEmpty() {\n"
                   "\t\tfor v := 1; v <= 9; v++ {\n\t\t\tif c.CanPlace(v) {\n\t\t\t\tc.Set(v)\n"
                   "\t\t\t\tbreak\n\t\t\t}\n\t\t}\n\t\tbreak\n\t}\n}\nb")
    change = [roundtrip(kc, change_cell % i)[0] for i in range(3)]
    peak_loaded = peak.max_kb
finally:
    peak.stop = True
    kc.stop_channels()
    km.shutdown_kernel(now=True)


def ms(s):
    return "%.0f ms" % (s * 1000)


def report(label, xs, cells=()):
    cpu = [c for code in cells for c in cpu_log[code]]
    extra = ", cpu median %s" % ms(statistics.median(cpu)) if cpu else ""
    print("%-46s %9s  (min %s, max %s, n=%d%s)" % (label, ms(statistics.median(xs)), ms(min(xs)), ms(max(xs)), len(xs), extra))



state_mb = int(heap) / 1e6
print("puzzle file:", path, "-", count, "boards")
print("state size (Go heap after loading, GC'd):     %.1f MB" % state_mb)
print("load average at the end: %s" % open("/proc/loadavg").read().split()[0])
xcpu = cpu_log["x++; x"]
report("`x++; x`, empty notebook, median:", empty)
print("%-46s %9s" % ("  cpu median:", ms(statistics.median(xcpu[1:runs + 1]))))
print("%-46s %9s  (cpu %s)" % ("load cell (ReadFile):", ms(load), ms(cpu_log[load_cell][0])))
report("`x++; x` with the boards, median:", loaded)
print("%-46s %9s" % ("  cpu median:", ms(statistics.median(xcpu[runs + 2:]))))
print("%-46s %9.2f" % ("  ratio to the empty notebook:", statistics.median(loaded) / statistics.median(empty)))
report("read every board (count givens):", read_all, [read_cell])
report("change one board and show it:", change, [change_cell % i for i in range(3)])
print("peak RSS kernel+cell, empty notebook:          %.1f MB" % (peak_empty / 1e3))
print("peak RSS kernel+cell, with the boards:         %.1f MB  (%.1f x the state)" % (peak_loaded / 1e3, peak_loaded / 1e3 / state_mb))
