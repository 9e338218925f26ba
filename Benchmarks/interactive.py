#!/usr/bin/env python3
"""The previewer as a person meets it: the release binary driven on a pseudo-terminal.

Measures, with a large generated fixture open at 160x50:
  - open: from starting the process to its first frame (the status bar on screen);
  - key -> frame: from writing a key to the first byte of the frame it causes, for every kind of
    step (text size up and down, a width step with and without a breakpoint, rotate, layout switch,
    compare on and off, jump to the end), several samples each, each from a settled screen (a step
    and its undo alternate, so later samples find the layouts cached; "key first" is the first
    sample of each kind, made from nothing measured);
  - settled: from the key to the screen showing the exact layout (no "settling" in the status bar);
  - memory: the previewer's resident set after opening and after the steps (VmRSS, VmHWM).

The screen is read with pyte (a terminal emulator in Python), so "settled" is what a person would
see. Prints one tab-separated line per measurement: name, unit, then the samples.

    interactive.py BINARY FIXTURE [--samples N]
"""
import os
import select
import sys
import time

import ptyprocess
import pyte

COLUMNS, ROWS = 160, 50


class Previewer:
    def __init__(self, binary, fixture):
        env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
        env.pop("NO_COLOR", None)
        self.screen = pyte.Screen(COLUMNS, ROWS)
        self.stream = pyte.ByteStream(self.screen)
        self.started = time.monotonic()
        self.process = ptyprocess.PtyProcess.spawn(
            [binary, fixture, "--no-mouse"], env=env, dimensions=(ROWS, COLUMNS))
        self.fd = self.process.fd

    def status(self):
        return self.screen.display[ROWS - 1]

    def read(self, timeout):
        """Feeds whatever arrives within `timeout` seconds to the screen; the time of the first byte."""
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return None
        at = time.monotonic()
        try:
            data = os.read(self.fd, 1 << 20)
        except OSError:
            return None
        self.stream.feed(data)
        return at

    def wait(self, condition, timeout=60.0):
        """Reads until `condition()` holds; when the bytes that made it hold arrived (not when this
        emulator was done reading them)."""
        deadline = time.monotonic() + timeout
        arrived = time.monotonic()
        while time.monotonic() < deadline:
            if condition():
                return arrived
            at = self.read(0.05)
            if at is not None:
                arrived = at
        raise RuntimeError("timed out; status bar: " + self.status())

    def settled(self):
        status = self.status()
        return " pt" in status and "settling" not in status

    def quiet(self, seconds=0.3):
        """Reads until nothing arrives for `seconds`."""
        while self.read(seconds) is not None:
            pass

    def key(self, key):
        """Writes `key`; the seconds to the first byte of the frame and to the settled screen."""
        self.quiet()
        sent = time.monotonic()
        os.write(self.fd, key)
        first = self.read(10.0)
        if first is None:
            raise RuntimeError("no frame for key %r" % key)
        # The rest of the frame (one write, which may reach us in pieces), then the exact layout.
        while self.read(0.03) is not None:
            pass
        settled = self.wait(self.settled)
        return first - sent, settled - sent

    def memory(self):
        fields = {}
        with open("/proc/%d/status" % self.process.pid) as status:
            for line in status:
                name, _, value = line.partition(":")
                fields[name] = value.strip()
        return int(fields["VmRSS"].split()[0]), int(fields["VmHWM"].split()[0])

    def close(self):
        os.write(self.fd, b"q")
        try:
            self.process.wait()
        except Exception:
            self.process.terminate(force=True)


# Each step and the key that undoes it, so samples alternate and never reach an end.
STEPS = [
    ("text size up", b"+", b"-"),
    ("text size down", b"-", b"+"),
    ("width step", b"h", b"l"),
    ("width step across a breakpoint", b"H" * 5, b"0"),
    ("rotate", b"o", b"o"),
    ("layout switch", b"m", b"mmm"),
    ("compare on/off", b"c", b"c"),
    ("jump to the end", b"G", b"g"),
]


def main():
    binary, fixture = sys.argv[1], sys.argv[2]
    samples = int(sys.argv[sys.argv.index("--samples") + 1]) if "--samples" in sys.argv else 5
    opens = []
    for _ in range(3):
        previewer = Previewer(binary, fixture)
        opened = previewer.wait(lambda: " pt" in previewer.status())
        opens.append(opened - previewer.started)
        previewer.close()
    print("open\ts\t" + "\t".join("%.4f" % s for s in opens))
    previewer = Previewer(binary, fixture)
    previewer.wait(previewer.settled)
    rss, _ = previewer.memory()
    print("memory open\tKiB\t%d" % rss)
    frames, settles, firsts = [], [], []
    for name, key, undo in STEPS:
        step_frames, step_settles = [], []
        for _ in range(samples):
            frame, settled = previewer.key(key)
            step_frames.append(frame)
            step_settles.append(settled)
            previewer.key(undo)
        print("key %s\ts\t%s" % (name, "\t".join("%.4f" % s for s in step_frames)))
        print("settled %s\ts\t%s" % (name, "\t".join("%.4f" % s for s in step_settles)))
        frames += step_frames
        firsts.append(step_frames[0])
        settles += step_settles
    print("key any\ts\t" + "\t".join("%.4f" % s for s in frames))
    print("settled any\ts\t" + "\t".join("%.4f" % s for s in settles))
    # The first sample of each kind: nothing measured at that size or width yet.
    print("key first\ts\t" + "\t".join("%.4f" % s for s in firsts))
    rss, peak = previewer.memory()
    print("memory after steps\tKiB\t%d" % rss)
    print("memory peak\tKiB\t%d" % peak)
    previewer.close()


if __name__ == "__main__":
    main()
