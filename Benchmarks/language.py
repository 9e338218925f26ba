#!/usr/bin/env python3
"""The key after a language switch, at a million items: the release binary on a pseudo-terminal.

The fixture is a million items whose text is a reference into a 40-key String Catalog in English and
German (written once into WORKDIR). Each sample, from a settled screen in English:
  - `a` (English -> German), then 20 ms later `+`: "key after switch" is from writing `+` to the
    bytes that show its text size in the status bar (read with pyte, as a person would see it);
  - "switch" is from writing `a` to the screen showing the German text, nothing being prepared;
  - then `-` and `A` put it back (waiting for English again).
"key alone" is the same `+` with no switch before it, in the same run: the previewer's own key ->
frame, the reference. Prints one tab-separated line per measurement: name, unit, the samples.

    language.py BINARY WORKDIR [--samples N]
"""
import json
import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from interactive import Previewer  # noqa: E402

ITEMS = 1_000_000
KEYS = 40


def fixture(workdir):
    """The million-item fixture and its catalog (made once)."""
    os.makedirs(workdir, exist_ok=True)
    path = os.path.join(workdir, "language-1m.json")
    catalog = os.path.join(workdir, "Localizable.xcstrings")
    if not os.path.exists(catalog):
        strings = {}
        for k in range(KEYS):
            words = " ".join(["card"] * (k % 7))
            strings["k%d" % k] = {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "English text %d %s" % (k, words)}},
                "de": {"stringUnit": {"state": "translated", "value": "Deutscher Text %d %s" % (k, words)}},
            }}
        with open(catalog, "w") as out:
            json.dump({"sourceLanguage": "en", "version": "1.0", "strings": strings}, out)
    if not os.path.exists(path):
        with open(path + ".part", "w") as out:
            out.write('{"strings": ["Localizable.xcstrings"], "columns": 3, "sections": [{"items": [')
            out.write(",".join('{"text": {"key": "k%d"}}' % (i % KEYS) for i in range(ITEMS)))
            out.write("]}]}")
        os.rename(path + ".part", path)
    return path


SIZE = re.compile(r"(\S+) (\d+) pt")


def size(previewer):
    found = SIZE.search(previewer.status())
    return found.group(0) if found else None


def shows(previewer, word):
    return any(word in line for line in previewer.screen.display[:-1]) and "preparing" not in previewer.status()


def press_and_time(previewer, key, after=None, sent_at=None):
    """Writes `key` (at `sent_at` if given) and returns the seconds to the status bar's new text size."""
    before = size(previewer)
    if sent_at is not None:
        while time.monotonic() < sent_at:
            previewer.read(max(0.0, sent_at - time.monotonic()))
    sent = time.monotonic()
    os.write(previewer.fd, key)
    arrived = previewer.wait(lambda: size(previewer) not in (None, before), timeout=120)
    return arrived - sent


def main():
    binary, workdir = sys.argv[1], sys.argv[2]
    samples = int(sys.argv[sys.argv.index("--samples") + 1]) if "--samples" in sys.argv else 10
    path = fixture(workdir)
    previewer = Previewer(binary, path)
    previewer.wait(lambda: previewer.settled() and shows(previewer, "English"), timeout=300)
    alone, after, switches = [], [], []
    for _ in range(samples):
        previewer.quiet()
        alone.append(press_and_time(previewer, b"+"))
        previewer.wait(previewer.settled, timeout=120)
        previewer.quiet()
        os.write(previewer.fd, b"-")
        previewer.wait(previewer.settled, timeout=120)
        previewer.quiet()
        switched = time.monotonic()
        os.write(previewer.fd, b"a")
        after.append(press_and_time(previewer, b"+", sent_at=switched + 0.02))
        done = previewer.wait(lambda: shows(previewer, "Deutscher"), timeout=300)
        switches.append(done - switched)
        previewer.wait(previewer.settled, timeout=120)
        previewer.quiet()
        os.write(previewer.fd, b"-")
        os.write(previewer.fd, b"A")
        previewer.wait(lambda: previewer.settled() and shows(previewer, "English"), timeout=300)
    print("key alone\ts\t" + "\t".join("%.4f" % s for s in alone))
    print("key after switch\ts\t" + "\t".join("%.4f" % s for s in after))
    print("switch\ts\t" + "\t".join("%.4f" % s for s in switches))
    rss, peak = previewer.memory()
    print("memory peak\tKiB\t%d" % peak)
    previewer.close()


if __name__ == "__main__":
    main()
