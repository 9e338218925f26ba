#!/usr/bin/env python3
"""Generate Sources/GridText/DisplayWidth+Tables.swift from the Unicode Character Database.

Usage:
    python3 Scripts/generate-width-tables.py [--ucd DIR] [--output FILE] [--check]

DIR defaults to /usr/share/unicode (Debian's `unicode-data` package, UCD 15.0). It must hold
EastAsianWidth.txt, UnicodeData.txt, DerivedCoreProperties.txt and emoji/emoji-data.txt.
With --check the script writes nothing and exits 1 if FILE differs from what it would write.

Python 3 standard library only. The output depends only on the input files, so running the script
twice gives the same bytes.
"""

import argparse
import os
import re
import sys

SCRIPT = "Scripts/generate-width-tables.py"
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUTPUT = os.path.join(REPO, "Sources", "GridText", "DisplayWidth+Tables.swift")

# Code points given a fixed width whatever the tables say (see DisplayWidth.swift).
SOFT_HYPHEN = 0x00AD  # Cf and default-ignorable, but terminals draw it one column wide.
CHOSEONG_FILLER = 0x115F  # default-ignorable, but it holds the leading-consonant slot of a
# syllable (East Asian Wide), so a filler + vowel sequence stays two columns wide.
MEDIAL_FINAL_JAMO = [(0x1160, 0x11FF), (0xD7B0, 0xD7FF)]  # conjoin onto a leading jamo: 0 wide.
# Where glibc's wcwidth() gives a single code point another width than the rules above, glibc wins:
# ncurses adds up wcwidth() code point by code point and tmux and Linux terminals use it too, so a
# canvas cell must be exactly as wide as wcwidth() says or the screen drifts (DECISIONS.md, "One
# grapheme policy: what the terminal draws is what the canvas holds"). Checked against glibc 2.36
# for every assigned code point by Tests/GridTextTests/TerminalAgreementTests.swift.
GLIBC_WIDE = [(0x3164, 0x3164),  # HANGUL FILLER
              (0x3248, 0x324F),  # circled numbers on black squares (EAW A)
              (0x4DC0, 0x4DFF)]  # Yijing hexagram symbols (EAW N)
GLIBC_ONE = [(0x0600, 0x0605), (0x06DD, 0x06DD), (0x070F, 0x070F), (0x0890, 0x0891),
             (0x08E2, 0x08E2), (0x110BD, 0x110BD), (0x110CD, 0x110CD),  # prepended marks (Cf)
             (0xFFA0, 0xFFA0),  # HALFWIDTH HANGUL FILLER
             (0x1F1E6, 0x1F1FF)]  # regional indicators: one column each, a flag is two of them
# Unassigned code points that EastAsianWidth.txt says default to W (see its header).
DEFAULT_WIDE = [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
                (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        return f.read().splitlines()


def parse_range(field):
    field = field.strip()
    if ".." in field:
        lo, hi = field.split("..")
        return int(lo, 16), int(hi, 16)
    return int(field, 16), int(field, 16)


def property_ranges(path, wanted):
    """Ranges whose second field (property or value) is in `wanted`, from a `range ; value` file."""
    out = []
    for line in read_lines(path):
        data = line.split("#", 1)[0].strip()
        if not data:
            continue
        fields = [f.strip() for f in data.split(";")]
        if fields[1] in wanted:
            out.append(parse_range(fields[0]))
    return out


def version_from_header(path, pattern):
    for line in read_lines(path)[:10]:
        m = re.search(pattern, line)
        if m:
            return m.group(1)
    sys.exit(f"error: no version found in {path}")


def general_category_ranges(path, wanted):
    """Ranges of code points whose General_Category is in `wanted`, from UnicodeData.txt."""
    out = []
    first = None
    for line in read_lines(path):
        fields = line.split(";")
        cp, name, gc = int(fields[0], 16), fields[1], fields[2]
        if name.endswith(", First>"):
            first = cp
            continue
        lo = first if name.endswith(", Last>") else cp
        first = None
        if gc in wanted:
            out.append((lo, cp))
    return out


def to_set(ranges):
    s = set()
    for lo, hi in ranges:
        s.update(range(lo, hi + 1))
    return s


def to_ranges(points):
    out = []
    for cp in sorted(points):
        if out and out[-1][1] == cp - 1:
            out[-1][1] = cp
        else:
            out.append([cp, cp])
    return [(lo, hi) for lo, hi in out]


def swift_table(name, doc, ranges):
    lines = [f"  /// {d}" if d else "  ///" for d in doc]
    lines.append(f"  static let {name}: [UInt32] = [")
    per_line = 4
    for i in range(0, len(ranges), per_line):
        chunk = ranges[i:i + per_line]
        lines.append("    " + " ".join(f"0x{lo:05X}, 0x{hi:05X}," for lo, hi in chunk))
    lines.append("  ]")
    return "\n".join(lines)


def generate(ucd):
    eaw_path = os.path.join(ucd, "EastAsianWidth.txt")
    data_path = os.path.join(ucd, "UnicodeData.txt")
    dcp_path = os.path.join(ucd, "DerivedCoreProperties.txt")
    emoji_path = os.path.join(ucd, "emoji", "emoji-data.txt")

    version = version_from_header(eaw_path, r"EastAsianWidth-(\d+\.\d+\.\d+)\.txt")
    dcp_version = version_from_header(dcp_path, r"DerivedCoreProperties-(\d+\.\d+\.\d+)\.txt")
    emoji_version = version_from_header(emoji_path, r"Emoji Version (\d+\.\d+)")
    if dcp_version != version or not version.startswith(emoji_version + "."):
        sys.exit(f"error: mixed UCD versions: EastAsianWidth {version}, "
                 f"DerivedCoreProperties {dcp_version}, emoji {emoji_version}")

    marks_and_format = to_set(general_category_ranges(data_path, {"Mn", "Me", "Cf"}))
    ignorable = to_set(property_ranges(dcp_path, {"Default_Ignorable_Code_Point"}))
    glibc_wide, glibc_one = to_set(GLIBC_WIDE), to_set(GLIBC_ONE)
    zero = ((marks_and_format | ignorable | to_set(MEDIAL_FINAL_JAMO)) - {SOFT_HYPHEN, CHOSEONG_FILLER}
            - glibc_wide - glibc_one)

    assigned = to_set(general_category_ranges(data_path, {
        "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No", "Pc", "Pd", "Ps", "Pe",
        "Pi", "Pf", "Po", "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co"}))
    east_asian_wide = to_set(property_ranges(eaw_path, {"W", "F"}))
    default_wide = to_set(DEFAULT_WIDE) - assigned
    presentation = to_set(property_ranges(emoji_path, {"Emoji_Presentation"}))
    wide = ((east_asian_wide | default_wide | presentation | glibc_wide) - zero) - glibc_one

    emoji = to_set(property_ranges(emoji_path, {"Emoji"}))

    zero_r, wide_r, emoji_r = to_ranges(zero), to_ranges(wide), to_ranges(emoji)
    parts = [
        f"// Generated by {SCRIPT} from UCD {version} — do not edit.",
        "//",
        "// Inputs: EastAsianWidth.txt, UnicodeData.txt, DerivedCoreProperties.txt and",
        "// emoji/emoji-data.txt (Debian's unicode-data package installs them in /usr/share/unicode).",
        f"// Rebuild: python3 {SCRIPT}",
        f"// Verify:  python3 {SCRIPT} --check",
        "",
        "extension DisplayWidth {",
        "  /// The Unicode version the tables below were generated from.",
        f"  static let unicodeVersion = \"{version}\"",
        "",
        swift_table("zeroWidthRanges", [
            "Code points that take no column: General_Category Mn, Me and Cf, Default_Ignorable_Code_Point,",
            "and Hangul medial and final jamo (U+1160–U+11FF, U+D7B0–U+D7FF); minus the soft hyphen",
            "U+00AD and the choseong filler U+115F.",
            "",
            f"Sorted, non-overlapping inclusive ranges as `lo, hi` pairs ({len(zero_r)} ranges).",
        ], zero_r),
        "",
        swift_table("wideRanges", [
            "Code points two columns wide: East_Asian_Width W or F (unassigned code points in the",
            "blocks EastAsianWidth.txt defaults to W included) and Emoji_Presentation, minus the",
            "zero-width code points.",
            "",
            f"Sorted, non-overlapping inclusive ranges as `lo, hi` pairs ({len(wide_r)} ranges).",
        ], wide_r),
        "",
        swift_table("emojiRanges", [
            "Code points with the Emoji property: an emoji base that VS16 (U+FE0F) turns into a",
            "two-column emoji presentation.",
            "",
            f"Sorted, non-overlapping inclusive ranges as `lo, hi` pairs ({len(emoji_r)} ranges).",
        ], emoji_r),
        "}",
        "",
    ]
    return "\n".join(parts)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ucd", default="/usr/share/unicode")
    parser.add_argument("--output", default=DEFAULT_OUTPUT)
    parser.add_argument("--check", action="store_true",
                        help="exit 1 if the output file differs from the generated text")
    args = parser.parse_args()

    text = generate(args.ucd)
    if args.check:
        try:
            with open(args.output, encoding="utf-8", newline="") as f:
                current = f.read()
        except FileNotFoundError:
            current = None
        if current != text:
            print(f"{args.output} is out of date; run python3 {SCRIPT}", file=sys.stderr)
            return 1
        print(f"{args.output} is up to date")
        return 0
    with open(args.output, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
