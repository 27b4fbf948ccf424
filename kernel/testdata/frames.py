"""A peer's malformed or oversized ZMTP frames do not kill the kernel.

Run by kernel/e2e_test.go (TestMalformedFrames). For each transport (tcp and
ipc), starts a kernel through jupyter_client, sets a variable, then, on each
of the kernel's five sockets, plays a peer that (1) announces a frame of
2^62 bytes after a proper handshake, (2) sends a READY command whose
metadata lengths run past its end, (3) sends a frame without a handshake,
(4) connects and says nothing, holding the connection open. After all of
them the kernel must still be the same process, answer kernel_info and run a
cell that sees the variable. Prints "PASS name (figures)" or "FAIL name:
reason" per check.
"""
import os
import socket
import struct
import sys
import time
import traceback

from jupyter_client.manager import KernelManager

GREETING = b"\xff" + b"\x00" * 8 + b"\x7f" + b"\x03\x00" + b"NULL".ljust(20, b"\x00") + b"\x00" + b"\x00" * 31
assert len(GREETING) == 64


def prop(k, v):
    return bytes([len(k)]) + k + struct.pack(">I", len(v)) + v


def command(body):
    return bytes([0x04, len(body)]) + body


def ready(sock_type):
    return command(b"\x05READY" + prop(b"Socket-Type", sock_type))


# What each kernel socket accepts as a peer.
PEERS = {"shell": b"DEALER", "control": b"DEALER", "stdin": b"DEALER", "iopub": b"SUB", "hb": b"REQ"}

ATTACKS = {
    # A long frame announcing 2^62 bytes: the library would allocate it.
    "huge-frame": lambda peer: GREETING + ready(peer) + b"\x02" + struct.pack(">Q", 1 << 62),
    # READY metadata whose name length is the whole body: read past the end.
    "lying-ready": lambda peer: GREETING + command(b"\x05READY" + bytes([7]) + b"Socket-"),
    # A value length past the end of the command.
    "lying-value": lambda peer: GREETING + command(b"\x05READY" + bytes([11]) + b"Socket-Type" + struct.pack(">I", 1 << 31)),
    # A data frame before any handshake.
    "no-handshake": lambda peer: GREETING + b"\x02" + struct.pack(">Q", 1 << 40),
}


def addresses(km):
    info = km.get_connection_info()
    for name in PEERS:
        port = info[name + "_port"]
        if info["transport"] == "ipc":
            yield name, socket.AF_UNIX, "%s-%d" % (info["ip"], port)
        else:
            yield name, socket.AF_INET, (info["ip"], port)


def attack(family, addr, payload):
    s = socket.socket(family, socket.SOCK_STREAM)
    s.settimeout(10)
    s.connect(addr)
    try:
        s.sendall(payload)
        # The kernel answers with its greeting; then it drops the
        # connection or leaves it unread.
        s.settimeout(1)
        try:
            s.recv(4096)
        except (socket.timeout, ConnectionResetError):
            pass
    finally:
        s.close()


def check(transport):
    name = "frames-" + transport
    km = KernelManager(kernel_name="sudokit", transport=transport)
    km.start_kernel()
    kc = km.client()
    kc.start_channels()
    try:
        kc.wait_for_ready(timeout=60)
        pid = km.provisioner.process.pid if getattr(km, "provisioner", None) else km.kernel.pid
        reply = kc.execute_interactive("kept := 41", timeout=180)
        if reply["content"]["status"] != "ok":
            raise AssertionError("setting a variable: %r" % reply["content"])
        t0 = time.time()
        silent = []
        n = 0
        for sock, family, addr in addresses(km):
            for attack_name, make in ATTACKS.items():
                attack(family, addr, make(PEERS[sock]))
                n += 1
            s = socket.socket(family, socket.SOCK_STREAM)
            s.connect(addr)
            silent.append(s)  # held open, saying nothing
        if not km.is_alive():
            raise AssertionError("the kernel died")
        if (km.provisioner.process.pid if getattr(km, "provisioner", None) else km.kernel.pid) != pid:
            raise AssertionError("the kernel was restarted")
        kc.kernel_info(reply=True, timeout=60)
        out = []
        reply = kc.execute_interactive("kept + 1", timeout=180, output_hook=lambda m: out.append(m))
        if reply["content"]["status"] != "ok":
            raise AssertionError("the cell after the attacks: %r" % reply["content"])
        text = [m["content"]["data"]["text/plain"] for m in out if m["msg_type"] == "execute_result"]
        if text != ["42"]:
            raise AssertionError("kept + 1 gave %r, want 42" % text)
        for s in silent:
            s.close()
        if not km.is_alive():
            raise AssertionError("the kernel died after the cell")
        print("PASS %s (%d malformed connections and 5 silent ones in %.1fs)" % (name, n, time.time() - t0))
    except Exception as e:
        print("FAIL %s: %s" % (name, repr(e).replace("\n", "\\n")))
        traceback.print_exc(file=sys.stderr)
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


if __name__ == "__main__":
    os.environ.setdefault("PYTHONDONTWRITEBYTECODE", "1")
    for transport in ("tcp", "ipc"):
        check(transport)
