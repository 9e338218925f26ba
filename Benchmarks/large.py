#!/usr/bin/env python3
"""The large-fixture benchmarks: whole processes and the previewer on a pseudo-terminal, run on
fixtures from `gridpreview generate` (100,000 and 1,000,000 items), each figure also given as a
ratio to a reference measured in the same run (`sha256sum` of the 1,000,000-item file: plain
machine speed), since the machines differ from day to day.

    large.py BINARY WORKDIR SUMMARY [--samples N]

Prints a table; appends one line per figure to SUMMARY in the format `run` checks targets on
(name, median ns, p90 ns, -, bytes or -, -).
"""
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def timed(command, samples, stdout=subprocess.DEVNULL):
    """Wall-clock seconds of `command` as a whole process, `samples` times."""
    times = []
    for _ in range(samples):
        started = time.monotonic()
        subprocess.run(command, stdout=stdout, stderr=subprocess.DEVNULL, check=True)
        times.append(time.monotonic() - started)
    return times


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def fixture(binary, workdir, items, scripts="latin", layout="grid"):
    path = os.path.join(workdir, "generated-%d%s%s.json" % (
        items, "" if scripts == "latin" else "-" + scripts, "" if layout == "grid" else "-" + layout))
    if not os.path.exists(path):
        with open(path + ".part", "wb") as out:
            subprocess.run([binary, "generate", "--items", str(items), "--scripts", scripts, "--layout", layout],
                           stdout=out, check=True)
        os.rename(path + ".part", path)
    return path


def measured(script, binary, target, samples):
    """The measurements a driver script prints (interactive.py on a fixture, language.py in a
    workdir): name -> (unit, samples)."""
    output = subprocess.run(
        [sys.executable, os.path.join(HERE, script), binary, target, "--samples", str(samples)],
        stdout=subprocess.PIPE, check=True, text=True).stdout
    found = {}
    for line in output.splitlines():
        name, unit, *values = line.split("\t")
        found[name] = (unit, [float(v) for v in values])
    return found


def main():
    binary, workdir, summary = sys.argv[1], sys.argv[2], sys.argv[3]
    samples = int(sys.argv[sys.argv.index("--samples") + 1]) if "--samples" in sys.argv else 5
    os.makedirs(workdir, exist_ok=True)
    k100 = fixture(binary, workdir, 100_000)
    k100mixed = fixture(binary, workdir, 100_000, scripts="mixed")
    m1 = fixture(binary, workdir, 1_000_000)
    megabytes = os.path.getsize(m1) / 1e6

    rows = []  # (name, seconds samples or None, bytes or None, note)
    reference = timed(["sha256sum", m1], samples)
    rows.append(("reference: sha256sum %.0f MB" % megabytes, reference, None, "machine speed"))
    rows.append(("render 100k process", timed([binary, "render", k100, "--width", "120", "--color", "never"], samples),
                 None, "render --width 120, 100,000 items"))
    rows.append(("render 100k mixed process",
                 timed([binary, "render", k100mixed, "--width", "120", "--color", "never"], samples),
                 None, "the same, generate --scripts mixed (CJK, Thai, Arabic, Hebrew…)"))
    # rich is slow: one sample is plenty.
    rich = timed([sys.executable, os.path.join(HERE, "rich_table.py"), k100, "--width", "120"], 1)
    rows.append(("render 100k (rich)", rich, None, "rich Table, same fixture and width"))
    rows.append(("validate 1M process", timed([binary, "validate", m1], samples), None,
                 "validate, %.0f MB" % megabytes))
    found = measured("interactive.py", binary, m1, samples)
    rows.append(("open 1M", found["open"][1], None, "start to first frame, 160x50"))
    rows.append(("key to frame 1M", found["key any"][1], None, "every kind of step, all samples"))
    rows.append(("key to frame 1M, first", found["key first"][1], None, "the first step of each kind (uncached)"))
    rows.append(("settled 1M", found["settled any"][1], None, "exact layout on screen after a step"))
    # The same million items as SwiftUI's grid (adaptive columns of at least 200 points).
    lazy = measured("interactive.py", binary, fixture(binary, workdir, 1_000_000, layout="lazyVGrid"), samples)
    rows.append(("open 1M lazyVGrid", lazy["open"][1], None, "the same items in a lazyVGrid"))
    rows.append(("key to frame 1M lazyVGrid", lazy["key any"][1], None, "every kind of step, all samples"))
    rows.append(("settled 1M lazyVGrid", lazy["settled any"][1], None, "exact layout on screen after a step"))
    for name, (unit, values) in found.items():
        if name.startswith("key ") and name != "key any":
            rows.append(("  " + name, values, None, ""))
    language = measured("language.py", binary, workdir, samples * 2)
    rows.append(("key alone 1M strings", language["key alone"][1], None,
                 "+ on a million items from a 40-key catalog (the same run's reference)"))
    rows.append(("key after language switch 1M", language["key after switch"][1], None,
                 "+ pressed 20 ms after a (en -> de): to the frame showing it"))
    rows.append(("language switch 1M", language["switch"][1], None, "a to the German text on screen"))
    rows.append(("memory 1M open", None, found["memory open"][1][0] * 1024, "resident after opening"))
    rows.append(("memory 1M after steps", None, found["memory after steps"][1][0] * 1024, "resident after every step"))
    rows.append(("memory 1M peak", None, found["memory peak"][1][0] * 1024, "VmHWM"))

    base = statistics.median(reference)
    print("%-38s %10s %10s %10s %10s  %s" % ("large fixtures", "median", "p90", "p99", "x ref", ""))
    lines = []
    for name, values, size, note in rows:
        if values is not None:
            median = statistics.median(values)
            p90, p99 = percentile(values, 90), percentile(values, 99)
            print("%-38s %8.1f ms %8.1f ms %8.1f ms %9.2fx  %s" % (
                name, median * 1e3, p90 * 1e3, p99 * 1e3, median / base, note))
            lines.append("%s\t%.0f\t%.0f\t-\t-\t-" % (name.strip(), median * 1e9, p90 * 1e9))
            if name in ("key to frame 1M", "key after language switch 1M"):
                lines.append("%s (p99)\t%.0f\t%.0f\t-\t-\t-" % (name, p99 * 1e9, p99 * 1e9))
            if name == "settled 1M":
                lines.append("%s (max)\t%.0f\t%.0f\t-\t-\t-" % (name, max(values) * 1e9, max(values) * 1e9))
        else:
            print("%-38s %10s %10s %10s %10s  %s" % (name, "%.0f MiB" % (size / 1048576), "", "", "", note))
            lines.append("%s\t-\t-\t-\t%d\t-" % (name, size))
    print("(x ref: the median over the reference's median; rich ran once)")
    with open(summary, "a") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
