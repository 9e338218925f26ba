"""A flood of TCP connections that never send an SSH version line (`serve-load --followers N --flood`).

    python3 serve_flood.py PORT [--silent 2000] [--garbage 200] [--sources 127.0.0.1,...]

Opens SILENT connections to 127.0.0.1:PORT that send nothing and GARBAGE that send 512 random bytes
(never starting with `S`), from the loopback SOURCES in turn, and holds them open; one the server
closes is opened again once a second has passed since it was last opened (a flooder keeps its
strength). Everything the server sends is read and thrown away. Prints `ready` once every slot has
been opened; on SIGTERM (or after --seconds) closes everything and prints one JSON line: connections
made, open at the end, closed by the server by kind, and how long those had been open. Runs in a
process of its own, so that the driver timing the followers shares no loop with it. Bounded: at
most --seconds (default 600).
"""
import argparse
import errno
import json
import os
import random
import resource
import selectors
import signal
import socket
import sys
import time


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("port", type=int)
    parser.add_argument("--silent", type=int, default=2000)
    parser.add_argument("--garbage", type=int, default=200)
    parser.add_argument("--sources", default="127.0.0.1")
    parser.add_argument("--seconds", type=float, default=600)
    args = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    if resource.getrlimit(resource.RLIMIT_NOFILE)[0] < args.silent + args.garbage + 64:
        sys.exit(f"ulimit -n is too low for {args.silent + args.garbage} connections")
    sources = args.sources.split(",")
    stopping = [False]
    signal.signal(signal.SIGTERM, lambda *_: stopping.__setitem__(0, True))
    selector = selectors.DefaultSelector()
    slots = [{"garbage": i >= args.silent, "sock": None, "opened": 0.0} for i in range(args.silent + args.garbage)]
    made, failed, turn = 0, 0, 0
    closed = {"silent": [], "garbage": []}
    ready = False
    end = time.monotonic() + args.seconds
    while not stopping[0] and time.monotonic() < end:
        now = time.monotonic()
        for slot in slots:
            if slot["sock"] is not None or now - slot["opened"] < 1:
                continue
            slot["opened"] = now
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            try:
                sock.bind((sources[turn % len(sources)], 0))
                turn += 1
                sock.connect(("127.0.0.1", args.port))
                if slot["garbage"]:
                    data = bytearray(random.randbytes(512))
                    if data[0] == ord("S"):
                        data[0] = 0
                    sock.sendall(data)
            except OSError:
                sock.close()
                failed += 1
                continue
            sock.setblocking(False)
            slot["sock"] = sock
            selector.register(sock, selectors.EVENT_READ, slot)
            made += 1
        if not ready and all(s["sock"] is not None or s["opened"] > 0 for s in slots):
            ready = True
            print("ready", flush=True)
        for key, _ in selector.select(0.05):
            slot = key.data
            try:
                data = slot["sock"].recv(4096)
            except BlockingIOError:
                continue
            except OSError:
                data = b""
            if data:
                continue
            selector.unregister(slot["sock"])
            slot["sock"].close()
            slot["sock"] = None
            closed["garbage" if slot["garbage"] else "silent"].append(time.monotonic() - slot["opened"])
    still_open = sum(1 for s in slots if s["sock"] is not None)
    for slot in slots:
        if slot["sock"] is not None:
            slot["sock"].close()
    print(json.dumps({"made": made, "failed": failed, "open": still_open, "closed_silent": closed["silent"],
                      "closed_garbage": closed["garbage"]}), flush=True)


if __name__ == "__main__":
    main()
