"""What the kernel's benchmark scripts share: running one cell through
jupyter_client and timing it (measure.py, state.py, cells.py)."""
import queue
import time


def run_cell(kc, code, timeout=1800, poll=0.005, on_iopub=None):
    """Executes code and waits for both its execute_reply and the kernel's
    idle status. Returns (status, seconds from sending to both). on_iopub,
    when given, sees every IOPub message of the request. Gives up after
    timeout seconds."""
    t0 = time.perf_counter()
    msg_id = kc.execute(code)
    got_reply = got_idle = False
    status = None
    deadline = time.monotonic() + timeout
    while not (got_reply and got_idle):
        if time.monotonic() > deadline:
            raise SystemExit("cell %r: no reply in %d s" % (code, timeout))
        if not got_reply:
            try:
                r = kc.get_shell_msg(timeout=poll)
                if r["parent_header"].get("msg_id") == msg_id:
                    got_reply = True
                    status = r["content"]["status"]
            except queue.Empty:
                pass
        try:
            m = kc.get_iopub_msg(timeout=poll)
        except queue.Empty:
            continue
        if m["parent_header"].get("msg_id") != msg_id:
            continue
        if on_iopub:
            on_iopub(m)
        if m["msg_type"] == "status" and m["content"]["execution_state"] == "idle":
            got_idle = True
    return status, time.perf_counter() - t0
