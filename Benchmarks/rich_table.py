#!/usr/bin/env python3
"""The reference `render` is compared with: the same fixture drawn by rich's Table, the boxed-table
renderer most Python tools use, as plain text at the same width.

Each section is a table with the fixture's column count at that width, its header as the title, one
row per run of that many items, every cell the item's title and text, lines between rows, so every
row is as tall as its tallest cell, as in a flexible-row-height grid.

    rich_table.py FIXTURE [--width 120] > out.txt
"""
import json
import sys

from rich.console import Console
from rich.table import Table
from rich import box


def columns(fixture, width):
    rule = fixture.get("columns", 2)
    if isinstance(rule, int):
        return rule
    count = 1
    for breakpoint in rule.get("breakpoints", []):
        if width >= breakpoint["minWidth"]:
            count = breakpoint["columns"]
    return count


def main():
    path = sys.argv[1]
    width = int(sys.argv[sys.argv.index("--width") + 1]) if "--width" in sys.argv else 120
    with open(path, encoding="utf-8") as file:
        fixture = json.load(file)
    count = columns(fixture, width)
    console = Console(file=sys.stdout, width=width, color_system=None, force_terminal=False, highlight=False)
    for section in fixture["sections"]:
        table = Table(title=section.get("header"), box=box.SQUARE, show_header=False, show_lines=True, expand=True)
        for _ in range(count):
            table.add_column(ratio=1, overflow="fold")
        items = section["items"]
        for start in range(0, len(items), count):
            row = []
            for item in items[start:start + count]:
                if isinstance(item, str):
                    row.append(item)
                else:
                    title = item.get("title")
                    text = item.get("text", "")
                    row.append(title + "\n" + text if title else text)
            table.add_row(*row)
        console.print(table)


if __name__ == "__main__":
    main()
