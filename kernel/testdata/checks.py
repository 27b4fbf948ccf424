"""What the kernel's check scripts share (e2e.py, widgets.py, literals.py,
children.py).

A check is a function decorated with @check(name): it runs at once and
prints "PASS name" or "FAIL name: reason" on one line, which
kernel/e2e_test.go's runChecks turns into a subtest. finish() stops the
kernel and exits with status 1 when a check failed. iopub(kc, msg_id, …)
yields the IOPub messages of one request until the kernel is idle again.
"""
import os
import queue
import sys
import time
import traceback

results = []


def check(name):
    def wrap(fn):
        try:
            fn()
            results.append((name, None))
            print("PASS", name, flush=True)
        except Exception as e:  # noqa: BLE001 - report every failure
            msg = "%s: %s" % (type(e).__name__, e)
            results.append((name, msg))
            print("FAIL", name + ":", msg.replace("\n", "\\n"), flush=True)
            traceback.print_exc(file=sys.stderr)
        return fn
    return wrap


def expect(cond, msg):
    if not cond:
        raise AssertionError(msg)


def finish(km, kc):
    """Stops the kernel and exits: status 1 when a check failed."""
    kc.stop_channels()
    km.shutdown_kernel(now=False)
    sys.stdout.flush()
    os._exit(1 if any(err for _, err in results) else 0)


def iopub(kc, msg_id, deadline, poll=0.5, between=None):
    """Yields the IOPub messages about the request msg_id, up to its idle
    status (which ends the iteration; other status messages are skipped).
    Raises TimeoutError when the time deadline passes first. between, when
    given, is called before each wait of up to poll seconds for a message."""
    while True:
        if time.time() > deadline:
            raise TimeoutError("no idle status for %s" % msg_id)
        if between:
            between()
        try:
            m = kc.get_iopub_msg(timeout=poll)
        except queue.Empty:
            continue
        if m["parent_header"].get("msg_id") != msg_id:
            continue
        if m["msg_type"] == "status":
            if m["content"]["execution_state"] == "idle":
                return
            continue
        yield m
