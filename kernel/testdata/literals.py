"""Cells differing only in literal arguments, through jupyter_client.

Run by kernel/literals_e2e_test.go like e2e.py. The kernel runs with
SUDOKIT_KERNEL_TRACE=1 and its standard error in a file: the phases it logs
per cell ("compile", "link" or "cached") show which cells were built.
"""
import os
import re
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from jupyter_client.manager import start_new_kernel  # noqa: E402

from checks import check, expect, iopub  # noqa: E402

log = tempfile.NamedTemporaryFile(prefix="sudokit-literals-", suffix=".log", delete=False)
env = dict(os.environ, SUDOKIT_KERNEL_TRACE="1")
km, kc = start_new_kernel(kernel_name="sudokit", startup_timeout=60, env=env, stderr=log)


def run(code):
    """Execute code and return (reply content, iopub (type, content) list)."""
    msg_id = kc.execute(code)
    outputs = [(m["msg_type"], m["content"]) for m in iopub(kc, msg_id, time.time() + 300)]
    reply = kc.get_shell_msg(timeout=120)
    while reply["parent_header"].get("msg_id") != msg_id:
        reply = kc.get_shell_msg(timeout=120)
    return reply["content"], outputs


def stdout(outputs):
    return "".join(c["text"] for t, c in outputs if t == "stream" and c["name"] == "stdout")


def phases(num):
    """The phases the kernel logged for cell num, waiting for the line."""
    pat = re.compile(r"sudokit kernel: cell %d: (.*), total" % num)
    deadline = time.time() + 60
    while time.time() < deadline:
        with open(log.name) as f:
            for line in f:
                m = pat.search(line)
                if m:
                    return [p.split(" ")[0] for p in m.group(1).split(", ")]
        time.sleep(0.05)
    raise TimeoutError("the kernel logged no phases for cell %d" % num)


@check("second_cell_runs_cached_program")
def _():
    reply, _ = run('import "fmt"\nfunc worked(family string, n int) { fmt.Printf("%s×%d\\n", family, n) }')
    expect(reply["status"] == "ok", reply)
    outs = []
    for code in ['worked("x-wing", 3)', 'worked("XY-Wing \\u00e9", 12)']:
        reply, outputs = run(code)
        expect(reply["status"] == "ok", (code, reply, outputs))
        outs.append(stdout(outputs))
    expect(outs == ["x-wing×3\n", "XY-Wing é×12\n"], outs)
    first, second = phases(2), phases(3)
    expect("compile" in first and "link" in first, "cell 2 was not built: %r" % first)
    expect("cached" in second and "compile" not in second, "cell 3 was compiled: %r" % second)


@check("panic_names_its_cell_and_line")
def _():
    reply, _ = run('func boom(s string) { if s != "" { panic("boom " + s) } }')
    expect(reply["status"] == "ok", reply)
    reply, _ = run('\nboom("")')
    expect(reply["status"] == "ok", reply)
    reply, outputs = run('\nboom("x")')
    expect(reply["status"] == "error" and reply["evalue"] == "boom x", reply)
    n = reply["execution_count"]
    tb = "\n".join(reply["traceback"])
    expect("In [%d] line 2" % n in tb, tb)
    expect("cached" in phases(n), "the panicking cell was compiled: %r" % phases(n))


@check("compile_error_column")
def _():
    reply, _ = run('worked("a", "b")')
    n = reply["execution_count"]
    expect(reply["status"] == "error" and "In [%d] line 1:13" % n in reply["evalue"], reply)


km.shutdown_kernel(now=True)
os.unlink(log.name)
