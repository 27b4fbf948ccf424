"""Cell programs die with their kernel.

Run by kernel/e2e_test.go (TestCellProgramsDieWithKernel). For each way of
killing the kernel (SIGKILL, SIGTERM, shutdown_kernel(now=True),
restart_kernel(now=True)), starts a kernel through jupyter_client, runs a cell that
prints its PID and then loops, kills the kernel while the cell runs and waits
(generous deadline) until no process of the cell remains. Prints "PASS name
(figures)" or "FAIL name: reason" per check.
"""
import os
import signal
import sys
import time
import traceback

from jupyter_client.manager import start_new_kernel

from checks import iopub

LOOP = 'import (\n\t"fmt"\n\t"os"\n)\nfmt.Println("pid", os.Getpid())\nfor {}'


def alive(pid):
    """A process exists and is not a zombie waiting to be reaped."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            stat = f.read()
    except FileNotFoundError:
        return False
    state = stat[stat.rindex(")") + 2:].split()[0]
    return state not in ("Z", "X")


def cell_pid(kc, msg_id, deadline):
    """Waits for the line the cell prints before it loops."""
    for m in iopub(kc, msg_id, deadline, poll=1):
        if m["msg_type"] == "stream" and m["content"]["text"].startswith("pid "):
            return int(m["content"]["text"].split()[1])
        if m["msg_type"] == "error":
            raise AssertionError("cell failed: %r" % m["content"])
    raise AssertionError("the cell ended without printing its pid")


def check(name, kill):
    km, kc = start_new_kernel(kernel_name="sudokit", startup_timeout=60)
    try:
        msg_id = kc.execute(LOOP)
        pid = cell_pid(kc, msg_id, time.time() + 120)
        if not alive(pid):
            raise AssertionError("cell process %d not running" % pid)
        t0 = time.time()
        kill(km)
        deadline = t0 + 30
        while alive(pid):
            if time.time() > deadline:
                raise AssertionError("cell process %d still runs 30 s after the kernel was killed" % pid)
            time.sleep(0.01)
        print("PASS %s (cell process gone after %.3f s)" % (name, time.time() - t0), flush=True)
        return True
    except Exception as e:  # noqa: BLE001 - report every failure
        print("FAIL %s: %s: %s" % (name, type(e).__name__, str(e).replace("\n", "\\n")), flush=True)
        traceback.print_exc(file=sys.stderr)
        return False
    finally:
        kc.stop_channels()
        try:
            km.shutdown_kernel(now=True)
        except Exception:  # noqa: BLE001 - the kernel is already dead
            pass


def signal_kernel(sig):
    def kill(km):
        os.kill(km.provisioner.process.pid, sig)
    return kill


def check_orphaned():
    """The notebook server dies without shutting its kernel down: the kernel,
    handed to another parent, stops by itself (and its cell with it)."""
    import shlex
    import subprocess
    from jupyter_client.blocking import BlockingKernelClient
    from jupyter_client.connect import write_connection_file
    from jupyter_client.kernelspec import KernelSpecManager
    name = "orphaned"
    conn, _ = write_connection_file()
    argv = [a.replace("{connection_file}", conn) for a in KernelSpecManager().get_kernel_spec("sudokit").argv]
    # The shell stands for the server: it starts the kernel, says its pid
    # and lives until its stdin closes.
    server = subprocess.Popen(["sh", "-c", " ".join(shlex.quote(a) for a in argv) + " >/dev/null 2>&1 & echo $!; read line"],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    pid = int(server.stdout.readline())
    kc = BlockingKernelClient(connection_file=conn)
    kc.load_connection_file()
    kc.start_channels()
    try:
        kc.wait_for_ready(timeout=60)
        msg_id = kc.execute(LOOP)
        cell = cell_pid(kc, msg_id, time.time() + 120)
        server.stdin.close()
        server.wait(timeout=60)
        t0 = time.time()
        deadline = t0 + 60
        while alive(pid) or alive(cell):
            if time.time() > deadline:
                raise AssertionError("kernel %d (alive %s) or its cell %d (alive %s) still runs 60 s after its parent ended"
                                     % (pid, alive(pid), cell, alive(cell)))
            time.sleep(0.05)
        print("PASS %s (%.2f s)" % (name, time.time() - t0))
        return True
    except Exception as e:  # noqa: BLE001
        print("FAIL %s: %s" % (name, "".join(traceback.format_exception_only(type(e), e)).strip().replace("\n", "\\n")))
        return False
    finally:
        kc.stop_channels()
        for p in (pid,):
            try:
                os.kill(p, signal.SIGKILL)
            except ProcessLookupError:
                pass


results = [
    check_orphaned(),
    check("sigkill", signal_kernel(signal.SIGKILL)),
    check("sigterm", signal_kernel(signal.SIGTERM)),
    check("shutdown_now", lambda km: km.shutdown_kernel(now=True)),
    check("restart_now", lambda km: km.restart_kernel(now=True)),
]
sys.exit(0 if all(results) else 1)
