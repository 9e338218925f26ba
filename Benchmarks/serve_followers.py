"""Presenter mode under load (`Benchmarks/serve-load --followers N`, issue 28).

N real OpenSSH clients, each on a pseudo-terminal of its own (python's pty, all read in one selector
loop), follow a presenter who steps the text size; the same again with a previewer process per
follower (the design before the room) as the reference, in the same run. See serve-load's help.
"""
import os
import pty
import re
import resource
import selectors
import shutil
import signal
import statistics
import struct
import subprocess
import tempfile
import time
import fcntl
import json
import select
import sys
import termios

import pyte

# The presenter's keys and the text size every follower's status bar must show after each.
STEPS = [("+", "xL 19 pt"), ("+", "xxL 21 pt"), ("+", "xxxL 23 pt"), ("-", "xxL 21 pt"), ("-", "xL 19 pt"),
         ("-", "L 17 pt"), ("-", "M 16 pt"), ("+", "L 17 pt")]
FIRST = "L 17 pt"
FLOOD_SILENT, FLOOD_GARBAGE = 2000, 200  # --flood: connections that send nothing, and random bytes
ROUNDS = 3  # the steps are taken this many times with followers (they end where they began)
QUIET = 0.25  # a step is over once every follower has had bytes and none came for this long
ENV = {"TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
       "HOME": os.environ.get("HOME", "/tmp"), "SWIFT_BACKTRACE": "enable=no"}


class Screen(pyte.Screen):
    """pyte with REP (`CSI n b`) as ECMA-48 defines it, which ScreenUpdate writes for xterm."""
    last = " "

    def draw(self, data):
        if data:
            self.last = data[-1]
        super().draw(data)

    def repeat_last(self, count=1, *args, **kwargs):
        self.draw(self.last * max(count, 1))


class Stream(pyte.ByteStream):
    csi = dict(pyte.ByteStream.csi, b="repeat_last")


def terminal(columns, rows):
    screen = Screen(columns, rows)
    return screen, Stream(screen)


def status_row(screen):
    rows = [row for row in screen.display if row.strip()]
    return rows[-1] if rows else ""


class Peer:
    """A program on a pseudo-terminal of its own: what it wrote, with the time each read arrived."""

    def __init__(self, argv, columns, rows, env, stderr=None):
        self.columns, self.rows = columns, rows
        pid, fd = pty.fork()
        if pid == 0:
            try:
                fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
                if stderr:
                    err = os.open(stderr, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
                    os.dup2(err, 2)
                os.closerange(3, 65536)
                os.execve(argv[0], argv, env)
            finally:
                os._exit(127)
        os.set_blocking(fd, False)
        self.pid, self.fd = pid, fd
        self.chunks = []  # (monotonic time, bytes)
        self.closed = False
        self.seen_first = None

    def status_reader(self):
        """A function giving the status bar now: what arrived since the last call played into pyte."""
        screen, stream = terminal(self.columns, self.rows)
        fed = 0

        def status():
            nonlocal fed
            for _, data in self.chunks[fed:]:
                stream.feed(data)
            fed = len(self.chunks)
            return status_row(screen)

        return status

    def received(self):
        return sum(len(c) for _, c in self.chunks)

    def write(self, data):
        os.write(self.fd, data)


class Loop:
    """One selector over every peer's pseudo-terminal."""

    def __init__(self):
        self.selector = selectors.DefaultSelector()

    def add(self, peer):
        self.selector.register(peer.fd, selectors.EVENT_READ, peer)

    def pump(self, timeout):
        """Reads every peer that has bytes (waiting at most `timeout` for one); the peers read."""
        read = []
        for key, _ in self.selector.select(timeout):
            peer = key.data
            try:
                data = os.read(peer.fd, 65536)
            except BlockingIOError:
                continue
            except OSError:
                data = b""
            if not data:
                self.selector.unregister(peer.fd)
                peer.closed = True
                continue
            peer.chunks.append((time.monotonic(), data))
            read.append(peer)
        return read


def process_tree(root):
    parents = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    parents[int(entry)] = int(f.read().rsplit(")", 1)[1].split()[1])
            except OSError:
                pass
    tree, frontier = [root], [root]
    while frontier:
        frontier = [pid for pid, parent in parents.items() if parent in frontier]
        tree += frontier
    return tree


def pss_kib(pids):
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/smaps_rollup") as f:
                for line in f:
                    if line.startswith("Pss:"):
                        total += int(line.split()[1])
        except OSError:
            pass
    return total


def cpu_seconds(pids):
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12]) + int(fields[13]) + int(fields[14])
        except OSError:
            pass
    return total / ticks


def descriptors(pid):
    try:
        return len(os.listdir(f"/proc/{pid}/fd"))
    except OSError:
        return 0


def start_flood(port, silent, garbage):
    """serve_flood.py against `port`, once every connection of it has been opened (or None)."""
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "serve_flood.py")
    flood = subprocess.Popen([sys.executable, script, str(port), "--silent", str(silent), "--garbage",
                              str(garbage), "--sources", "127.0.0.1"], stdout=subprocess.PIPE, text=True)
    ready, _, _ = select.select([flood.stdout], [], [], 60)
    if not ready or flood.stdout.readline().strip() != "ready":
        flood.kill()
        flood.wait()
        return None
    return flood


def stop_flood(flood):
    """Ends the flood; what it reports (connections made, closed by the server by kind)."""
    flood.send_signal(signal.SIGTERM)
    try:
        out, _ = flood.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        flood.kill()
        out, _ = flood.communicate()
    try:
        return json.loads(out.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return None


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(share * len(ordered) + 0.5)) - 1))]


def sizes(count):
    """Mixed widths 60-160 and heights 24-31, spread evenly."""
    return [(60 + (i * 37) % 101, 24 + i % 8) for i in range(count)]


def start_server(binary, loop, folder, name, env, max_sessions):
    """`serve --present` on a pseudo-terminal of its own (the presenter's previewer draws there):
    the peer, its port and a function giving its status bar, once its first frame is drawn; or the
    server's log when it did not start."""
    log = os.path.join(folder, name + ".log")
    presenter = Peer([binary, "serve", "--present", "--port", "0", "--max-sessions", str(max_sessions),
                      "--host-key", os.path.join(folder, name + "-host_key"),
                      "--authorized-keys", os.path.join(folder, "authorized_keys")], 120, 30, env, stderr=log)
    loop.add(presenter)
    port = None
    deadline = time.monotonic() + 30
    while port is None and time.monotonic() < deadline:
        loop.pump(0.05)
        try:
            match = re.search(r"listening .*port=(\d+)", open(log).read())
        except OSError:
            match = None
        port = int(match.group(1)) if match else None
    if port is None:
        return presenter, None, None, "the server did not start: " + open(log).read()[-2000:]
    status = presenter.status_reader()
    while " pt" not in status() and time.monotonic() < deadline:
        loop.pump(0.05)
    return presenter, port, status, None


def press(loop, presenter, status, key_pressed, label):
    """The presenter's key -> frame: from writing the key to the first byte of its frame as this
    driver read it (None if nothing came), after which the screen must show `label` and stay quiet
    for QUIET."""
    start = len(presenter.chunks)
    sent = time.monotonic()
    presenter.write(key_pressed.encode())
    first = first_byte(loop, presenter, start, sent)
    while label not in status() and time.monotonic() < sent + 10:
        loop.pump(0.01)
    settle(loop, presenter)
    return first


def first_byte(loop, peer, start, sent):
    """Pumps until `peer` has written more than its first `start` chunks; the time from `sent` to
    the first of them as read (None after 10 s). Nothing else is done meanwhile, so both presenters
    are timed by the same loop (playing the screen into pyte takes about a millisecond and would
    otherwise delay the read)."""
    while len(peer.chunks) == start and time.monotonic() < sent + 10:
        loop.pump(0.01)
    return peer.chunks[start][0] - sent if len(peer.chunks) > start else None


def settle(loop, peer):
    """Pumps until `peer` has written nothing for QUIET."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        last = peer.chunks[-1][0] if peer.chunks else 0
        if time.monotonic() - last > QUIET:
            return
        loop.pump(0.02)


def quit_all(loop, peers, seconds, also=()):
    """Sends q to each of `peers`, then pumps until they (and `also`) have closed, or `seconds` pass."""
    for peer in peers:
        try:
            peer.write(b"q")
        except OSError:
            pass
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and not all(p.closed for p in list(peers) + list(also)):
        loop.pump(0.1)


def run_design(binary, count, folder, processes, rounds=ROUNDS, flood=None):
    """One run: a presenter, `count` followers, the steps. Returns the figures and failures.

    The presenter's own key -> frame is measured against a second presenter (a server of its own,
    the same binary and design) that nobody follows, in the same run: both are warmed by the same
    pass over the keys, and every followed step is paired with the same key pressed on the second
    presenter, just before it or just after it (alternating by round), so both see the machine as
    the run has it then — the followers connected, and the same idle gap before each key.

    With `flood` (silent, garbage), serve_flood.py holds that many connections to the followed
    server from before the followers connect until the steps are done; the server's descriptors and
    memory (PSS of the server process) are read before it starts and again once the flood is gone
    and every follower has quit (read the same way without a flood, as the reference)."""
    env = dict(ENV)
    if processes:
        env["GRIDPREVIEW_SERVE_FOLLOWER_PROCESSES"] = "1"
    name = "serve-processes" if processes else "serve"
    loop = Loop()
    failures = []
    followers = []
    flooding = None
    presenter, port, presenter_status, problem = start_server(
        binary, loop, folder, name, env, min(2000, count + 16))
    peers = [presenter]
    try:
        if problem:
            return None, [problem]
        alone_presenter, _, alone_status, problem = start_server(binary, loop, folder, name + "-alone", env, 16)
        peers.append(alone_presenter)
        if problem:
            return None, [problem]
        time.sleep(0.5)
        loop.pump(0.01)
        # Memory before anyone follows.
        idle_pss = pss_kib(process_tree(presenter.pid))
        server_before = (descriptors(presenter.pid), pss_kib([presenter.pid]))
        # The same warm-up for both presenters: every size laid out once (the keys come back to the
        # first size), so no pair compares a cold layout with a warm one.
        for key_pressed, label in STEPS:
            press(loop, presenter, presenter_status, key_pressed, label)
            press(loop, alone_presenter, alone_status, key_pressed, label)

        key = os.path.join(folder, "client")
        ssh = [shutil.which("ssh"), "-F", "/dev/null", "-o", "StrictHostKeyChecking=no", "-o",
               "UserKnownHostsFile=/dev/null", "-o", "BatchMode=yes", "-o", "LogLevel=ERROR", "-o",
               "IdentitiesOnly=yes", "-i", key, "-p", str(port), "-t", "127.0.0.1"]
        flooding, flood_report = None, None
        if flood:
            flooding = start_flood(port, *flood)
            if not flooding:
                return None, ["the flood did not start"]
            time.sleep(1.0)
        flood_fds = descriptors(presenter.pid)
        load_before = os.getloadavg()
        started = time.monotonic()
        for columns, rows in sizes(count):
            peer = Peer(ssh, columns, rows, ENV)
            followers.append(peer)
            loop.add(peer)
            loop.pump(0)
        waiting = set(range(count))
        deadline = time.monotonic() + 60 + count * 0.2
        tails = {}
        while waiting and time.monotonic() < deadline:
            loop.pump(0.05)
            for i in list(waiting):
                peer = followers[i]
                new = b"".join(c for _, c in peer.chunks[tails.get(i, 0):])
                tails[i] = len(peer.chunks)
                peer.tail = getattr(peer, "tail", b"")[-32:] + new
                if FIRST.encode() in peer.tail:
                    peer.seen_first = peer.chunks[-1][0]
                    waiting.discard(i)
                elif peer.closed:
                    waiting.discard(i)
                    said = b"".join(c for _, c in peer.chunks).decode("utf-8", "replace").strip()[-200:]
                    failures.append(f"{'processes' if processes else 'room'}: follower {i} "
                                    f"({peer.columns}x{peer.rows}) closed before its first frame: {said!r}")
        connect = time.monotonic() - started
        first_frames = [p.seen_first - started for p in followers if p.seen_first]
        for i in waiting:
            failures.append(f"follower {i} ({followers[i].columns}x{followers[i].rows}) drew no first frame")
        audience = f"{count:,} watching, {count:,} following"
        deadline = time.monotonic() + 30
        while audience not in presenter_status() and time.monotonic() < deadline:
            loop.pump(0.05)
        if audience not in presenter_status():
            failures.append(f"{'processes' if processes else 'room'}: the presenter's status bar never said {audience!r}: {presenter_status()!r}")
        # Settle: nothing more arrives.
        end = time.monotonic() + 1.0
        while time.monotonic() < end:
            loop.pump(0.05)
        room_pss = pss_kib(process_tree(presenter.pid))
        marks = [len(p.chunks) for p in followers]  # where each step's bytes start

        # The steps, each paired with the same key on the presenter nobody follows.
        schedule = STEPS * rounds
        latencies, step_bytes, step_marks, by_screen, presenting, alone = [], [], [marks], {}, [], []
        cpu_before = cpu_seconds(process_tree(presenter.pid))
        clients_before = cpu_seconds([p.pid for p in followers])
        driver_before = sum(resource.getrusage(resource.RUSAGE_SELF)[:2])
        following = set(followers)
        for number, (key_pressed, label) in enumerate(schedule):
            alone_first = (number // len(STEPS)) % 2 == 1
            if alone_first:
                alone.append(press(loop, alone_presenter, alone_status, key_pressed, label))
            settle(loop, presenter)
            starts = [len(p.chunks) for p in followers]
            presenter_start = len(presenter.chunks)
            sent = time.monotonic()
            presenter.write(key_pressed.encode())
            presenting.append(first_byte(loop, presenter, presenter_start, sent))
            # Followers still waiting for their first bytes of this step, and the last time any
            # follower had bytes; kept up to date from what each pump read (looking at every
            # follower after every read cost this driver, on the same two cores, O(N) each time).
            waiting = {p for p, s in zip(followers, starts) if len(p.chunks) == s}
            last_any = max((p.chunks[-1][0] for p, s in zip(followers, starts) if len(p.chunks) > s),
                           default=sent)
            deadline = sent + 30
            while time.monotonic() < deadline:
                for peer in loop.pump(0.02):
                    if peer in following:
                        waiting.discard(peer)
                        last_any = max(last_any, peer.chunks[-1][0])
                if not waiting and time.monotonic() - last_any > QUIET:
                    break
            for i, (peer, start) in enumerate(zip(followers, starts)):
                if len(peer.chunks) > start:
                    latencies.append(peer.chunks[-1][0] - sent)
                    step_bytes.append(sum(len(c) for _, c in peer.chunks[start:]))
                    by_screen.setdefault((peer.columns, peer.rows), {}).setdefault(i, []).append(step_bytes[-1])
                else:
                    failures.append(f"follower {i} ({peer.columns}x{peer.rows}) got nothing for {label}")
            step_marks.append([len(p.chunks) for p in followers])
            if not alone_first:
                settle(loop, presenter)
                alone.append(press(loop, alone_presenter, alone_status, key_pressed, label))
        cpu = cpu_seconds(process_tree(presenter.pid)) - cpu_before
        clients_cpu = cpu_seconds([p.pid for p in followers]) - clients_before
        driver_cpu = sum(resource.getrusage(resource.RUSAGE_SELF)[:2]) - driver_before
        load_after = os.getloadavg()
        if flooding:
            flood_report = stop_flood(flooding)
        # Every follower quits (q, while following); the server's descriptors and memory once they
        # and the flood are gone.
        quit_all(loop, followers, 30)
        end = time.monotonic() + 2.0
        while time.monotonic() < end:
            loop.pump(0.1)
        server_after = (descriptors(presenter.pid), pss_kib([presenter.pid]))

        # Every follower, step by step, in pyte: its status bar shows each step at its own width.
        finals = {}
        for i, peer in enumerate(followers):
            screen_i, stream_i = terminal(peer.columns, peer.rows)
            for step, (marks_from, marks_to) in enumerate(zip(step_marks[:-1], step_marks[1:])):
                if step == 0:
                    for _, data in peer.chunks[:marks_from[i]]:
                        stream_i.feed(data)
                    expected = FIRST
                    status = status_row(screen_i)
                    if expected not in status or f"{peer.columns} wide" not in status:
                        failures.append(f"follower {i}: first frame shows {status!r}")
                for _, data in peer.chunks[marks_from[i]:marks_to[i]]:
                    stream_i.feed(data)
                label = schedule[step][1]
                status = status_row(screen_i)
                if label not in status or f"{peer.columns} wide" not in status:
                    failures.append(f"follower {i} ({peer.columns}x{peer.rows}) after step {step + 1} shows "
                                    f"{status!r}, not {label!r}")
                    break
            finals.setdefault((peer.columns, peer.rows), screen_i.display)
        return {
            "followers": count, "connect": connect, "latencies": latencies, "step_bytes": step_bytes,
            "idle_pss": idle_pss, "room_pss": room_pss, "cpu_per_step": cpu / len(schedule),
            "clients_cpu_per_step": clients_cpu / len(schedule), "steps": len(schedule),
            "presenter_alone": alone, "presenter_followed": presenting, "steps_per_round": len(STEPS),
            "driver_cpu_per_step": driver_cpu / len(schedule),
            "load": (load_before, load_after), "finals": finals,
            # The first round's steps, as a local previewer given the same keys once.
            "bytes_by_screen": {screen: next(iter(per.values()))[:len(STEPS)] for screen, per in by_screen.items()},
            "screens": len(set((p.columns, p.rows) for p in followers)),
            "first_frames": first_frames, "server_before": server_before, "server_after": server_after,
            "flood": flood_report, "flood_fds": flood_fds,
        }, failures
    finally:
        if flood and flooding and flooding.poll() is None:
            flooding.kill()
            flooding.wait()
        quit_all(loop, peers, 20, also=followers)
        for peer in followers + peers:
            if not peer.closed:
                try:
                    os.kill(peer.pid, signal.SIGKILL)
                except OSError:
                    pass
            try:
                os.waitpid(peer.pid, 0)
            except OSError:
                pass
            try:
                os.close(peer.fd)
            except OSError:
                pass


def local_reference(binary, columns, rows):
    """A local previewer at this size given the presenter's keys: the bytes it wrote per step."""
    loop = Loop()
    peer = Peer([binary, "preview"], columns, rows, ENV)
    loop.add(peer)
    status = peer.status_reader()

    deadline = time.monotonic() + 20
    while FIRST not in status() and time.monotonic() < deadline:
        loop.pump(0.05)
    per_step = []
    for key_pressed, label in STEPS:
        before = peer.received()
        peer.write(key_pressed.encode())
        deadline = time.monotonic() + 10
        while label not in status() and time.monotonic() < deadline:
            loop.pump(0.02)
        end = time.monotonic() + QUIET
        while time.monotonic() < end:
            loop.pump(0.02)
        status()
        per_step.append(peer.received() - before)
    peer.write(b"q")
    deadline = time.monotonic() + 5
    while not peer.closed and time.monotonic() < deadline:
        loop.pump(0.05)
    try:
        os.kill(peer.pid, signal.SIGKILL)
    except OSError:
        pass
    os.waitpid(peer.pid, 0)
    os.close(peer.fd)
    return per_step


def tmux_screen(binary, columns, rows, folder):
    """A local previewer in a tmux pane at this size given the presenter's keys: its screen after the
    last step, rows as tmux shows them (tmux, unlike pyte, knows every sequence ncurses writes)."""
    socket = os.path.join(folder, "tmux.sock")
    tmux = ["tmux", "-S", socket, "-f", "/dev/null"]
    env = " ".join(f"{k}={v}" for k, v in ENV.items() if k in ("LANG", "TERM"))
    subprocess.run(tmux + ["new-session", "-d", "-s", "ref", "-x", str(columns), "-y", str(rows),
                           f"env -u NO_COLOR -u LC_ALL {env} {binary} preview; sleep 60"], check=True)
    subprocess.run(tmux + ["set", "-g", "status", "off"], check=True)

    def screen():
        return subprocess.run(tmux + ["capture-pane", "-p", "-t", "ref"], capture_output=True,
                              text=True).stdout.split("\n")[:rows]

    def status():
        shown = [row for row in screen() if row.strip()]
        return shown[-1] if shown else ""

    try:
        for key_pressed, label in [(None, FIRST)] + STEPS:
            if key_pressed:
                subprocess.run(tmux + ["send-keys", "-t", "ref", key_pressed], check=True)
            deadline = time.monotonic() + 10
            while label not in status() and time.monotonic() < deadline:
                time.sleep(0.02)
        time.sleep(QUIET)
        return screen()
    finally:
        subprocess.run(tmux + ["kill-server"], capture_output=True)


def report(name, figures, machine_load):
    latencies = [s * 1000 for s in figures["latencies"]]
    count = figures["followers"]
    room = figures["room_pss"] / 1024
    per = (figures["room_pss"] - figures["idle_pss"]) / 1024 / count
    load = figures["load"]
    print(f"  {name}: {count} followers on {figures['screens']} distinct screens "
          f"(load average {load[0][0]:.2f} before, {load[1][0]:.2f} after)")
    print(f"    connect (spawn to every follower's first frame): {figures['connect']:.2f} s")
    if latencies:
        print(f"    step -> every follower: median {statistics.median(latencies):.0f} ms, "
              f"p99 {percentile(latencies, 0.99):.0f} ms, max {max(latencies):.0f} ms")
    print(f"    memory (PSS of the server and all under it): {room:.1f} MiB with the room "
          f"({figures['idle_pss'] / 1024:.1f} MiB before), {per:.2f} MiB per follower")
    print(f"    CPU per step (server and all under it): {figures['cpu_per_step'] * 1000:.0f} ms; "
          f"the {count} ssh clients: {figures['clients_cpu_per_step'] * 1000:.0f} ms; "
          f"this driver (reading and timing them): {figures['driver_cpu_per_step'] * 1000:.0f} ms")
    every = list(zip(figures["presenter_followed"], figures["presenter_alone"]))
    pairs = [(f, a) for f, a in every if f and a]
    if pairs:
        followed = statistics.median(f for f, _ in pairs) * 1000
        alone = statistics.median(a for _, a in pairs) * 1000
        per_round = figures["steps_per_round"]
        rounds = [[(f, a) for f, a in every[i:i + per_round] if f and a] for i in range(0, len(every), per_round)]
        by_round = [statistics.median(f for f, _ in r) / statistics.median(a for _, a in r) for r in rounds if r]
        ratios = sorted(f / a for f, a in pairs)
        print(f"    the presenter's key -> frame (first byte read by this driver), {len(pairs)} keys each paired with "
              f"the same key on a presenter nobody follows (alternately before and after it): median "
              f"{followed:.2f} ms with {count} following, {alone:.2f} ms with nobody ({followed / alone:.2f}x); "
              f"by round {', '.join(f'{r:.2f}x' for r in by_round)}; pair by pair, quartiles "
              f"{percentile(ratios, 0.25):.2f}x / {percentile(ratios, 0.5):.2f}x / {percentile(ratios, 0.75):.2f}x")
    if figures.get("first_frames"):
        frames = figures["first_frames"]
        print(f"    each follower's first frame after the first spawn: median {statistics.median(frames):.2f} s, "
              f"max {max(frames):.2f} s")
    before, after = figures["server_before"], figures["server_after"]
    print(f"    the server process: {before[0]} descriptors and {before[1] / 1024:.1f} MiB (PSS) before, "
          f"{after[0]} and {after[1] / 1024:.1f} MiB once every follower had quit "
          f"({after[0] / before[0]:.3f}x, {after[1] / before[1]:.3f}x)")
    flood = figures.get("flood")
    if flood:
        silent, garbage = flood["closed_silent"], flood["closed_garbage"]
        print(f"    the flood: {flood['made']} connections made ({flood['failed']} failed), "
              f"{figures['flood_fds']} descriptors held by the server as the followers started; closed by the "
              f"server: {len(silent)} silent (after {min(silent, default=0):.1f}-{max(silent, default=0):.1f} s), "
              f"{len(garbage)} sending random bytes (after at most {max(garbage, default=0) * 1000:.0f} ms)")
    if figures["step_bytes"]:
        print(f"    bytes per follower per step: {statistics.mean(figures['step_bytes']):.0f} (mean), "
              f"{statistics.median(figures['step_bytes']):.0f} (median)")


def run_flood(binary, count, folder, rounds):
    """The flood's run (`--flood`): the room without a flood, then under one, in the same run."""
    quiet, quiet_failures = run_design(binary, count, folder, processes=False, rounds=rounds)
    flooded, flood_failures = run_design(binary, count, folder, processes=False, rounds=rounds,
                                         flood=(FLOOD_SILENT, FLOOD_GARBAGE))
    failures = [f"without the flood: {f}" for f in quiet_failures] + [f"flood: {f}" for f in flood_failures]
    if quiet:
        report("without a flood", quiet, None)
    if flooded:
        report(f"under a flood of {FLOOD_SILENT:,} silent connections and {FLOOD_GARBAGE} sending random bytes",
               flooded, None)
    if quiet and flooded:
        late = [s for s in flooded["first_frames"] if s > 5]
        if late or len(flooded["first_frames"]) < count:
            failures.append(f"flood: {len(late)} followers had their screen after 5 s, "
                            f"{count - len(flooded['first_frames'])} never")
        p99 = percentile(flooded["latencies"], 0.99) / percentile(quiet["latencies"], 0.99)

        def key_to_frame(figures):
            pairs = [(f, a) for f, a in zip(figures["presenter_followed"], figures["presenter_alone"]) if f and a]
            return statistics.median(f for f, _ in pairs), statistics.median(a for _, a in pairs)

        (flood_key, flood_alone), (quiet_key, quiet_alone) = key_to_frame(flooded), key_to_frame(quiet)
        print(f"  p99 step -> every follower under the flood: {p99:.2f}x without it "
              f"({percentile(flooded['latencies'], 0.99) * 1000:.0f} against "
              f"{percentile(quiet['latencies'], 0.99) * 1000:.0f} ms; bound 1.5x)")
        print(f"  the presenter's key -> frame under the flood: {flood_key / quiet_key:.2f}x without it "
              f"({flood_key * 1000:.2f} against {quiet_key * 1000:.2f} ms, medians; bound 1.2x); against the "
              f"presenter nobody follows at the same moments: {flood_key / flood_alone:.2f}x "
              f"(without the flood {quiet_key / quiet_alone:.2f}x)")
        before, after = flooded["server_before"], flooded["server_after"]
        print(f"  after the flood: descriptors {after[0] / before[0]:.3f}x and memory {after[1] / before[1]:.3f}x "
              f"before it (bound 1.05x; without a flood {quiet['server_after'][1] / quiet['server_before'][1]:.3f}x)")
        if p99 > 1.5:
            failures.append(f"flood: p99 {p99:.2f}x without it")
        if flood_key / quiet_key > 1.2:
            failures.append(f"flood: the presenter's key -> frame {flood_key / quiet_key:.2f}x without it")
        if after[0] > before[0] * 1.05 or after[1] > before[1] * 1.05:
            failures.append(f"flood: the server did not return to its descriptors and memory: {before} -> {after}")
    print(f"  every follower showed every step within the bounds: {not failures} ({len(failures)} problems)")
    for failure in failures[:20]:
        print("    " + failure)
    return 1 if failures or not flooded else 0


def run_followers(binary, count, reference, machine, rounds=ROUNDS, flood=False):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    if resource.getrlimit(resource.RLIMIT_NOFILE)[0] < count * 2 + 64:
        print(f"ulimit -n is {resource.getrlimit(resource.RLIMIT_NOFILE)[0]}: too few for {count} followers")
        return 1
    folder = tempfile.mkdtemp(prefix="gridpreview-serve-followers-")
    try:
        key = os.path.join(folder, "client")
        subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", key], check=True)
        shutil.copy(key + ".pub", os.path.join(folder, "authorized_keys"))
        print(f"machine: {machine}, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
        print(f"presenter mode, {count} OpenSSH followers at widths 60-160, heights 24-31, "
              f"{len(STEPS)} text-size steps, {rounds} rounds")
        if flood:
            return run_flood(binary, count, folder, rounds)
        room, room_failures = run_design(binary, count, folder, processes=False, rounds=rounds)
        old, old_failures = (None, [])
        if reference:
            old, old_failures = run_design(binary, count, folder, processes=True, rounds=rounds)
        # A few sizes against a local previewer given the same keys.
        checked, mismatches, followed_bytes, local_total, per_step = 0, [], 0, 0, []
        if room:
            for columns, rows in sorted(room["finals"])[:: max(1, len(room["finals"]) // 3)][:3]:
                local_bytes = local_reference(binary, columns, rows)
                display = tmux_screen(binary, columns, rows, folder)
                follower = [row.rstrip() for row in room["finals"][(columns, rows)]]
                display = [row.rstrip() for row in display] + [""] * (rows - len(display))
                checked += 1
                if follower[:-1] != display[:-1]:
                    row = next(y for y in range(rows - 1) if follower[y] != display[y])
                    mismatches.append(f"{columns}x{rows}: the follower's screen differs from a local previewer's "
                                      f"at row {row}: {follower[row].rstrip()!r} against {display[row].rstrip()!r}")
                followed_bytes += sum(room["bytes_by_screen"].get((columns, rows), []))
                local_total += sum(local_bytes)
                per_step.append(f"{columns}x{rows}: follower {room['bytes_by_screen'].get((columns, rows))}, "
                                f"local {local_bytes}")
        if room:
            report("followers drawn by the server", room, None)
        if old:
            report("reference, a previewer process per follower", old, None)
        if room and old and old["latencies"] and room["latencies"]:
            print(f"  p99 step -> every follower: {percentile(room['latencies'], 0.99) * 1000:.0f} ms against "
                  f"{percentile(old['latencies'], 0.99) * 1000:.0f} ms "
                  f"({percentile(old['latencies'], 0.99) / percentile(room['latencies'], 0.99):.1f}x faster); "
                  f"memory per follower {(room['room_pss'] - room['idle_pss']) / count / 1024:.2f} against "
                  f"{(old['room_pss'] - old['idle_pss']) / count / 1024:.2f} MiB")
        print(f"  final screens equal to a local previewer's at the same size: {checked - len(mismatches)} of "
              f"{checked} sizes checked")
        if local_total:
            print(f"  bytes per step at those sizes: a follower {followed_bytes}, a local previewer {local_total} "
                  f"({followed_bytes / local_total:.2f}x)")
            for line in per_step:
                print("    " + line)
        failures = room_failures + old_failures + mismatches
        print(f"  every follower showed every step: {not room_failures and not old_failures} "
              f"({len(failures)} problems)")
        for failure in failures[:20]:
            print("    " + failure)
        return 1 if failures or not room else 0
    finally:
        shutil.rmtree(folder, ignore_errors=True)
