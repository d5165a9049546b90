"""Counts from the layout engine's `SUBSCAN_OCR_DEBUG=rows` dump, for scripts/bench-pdf and the probes."""
import re

LAYOUT_LINE = re.compile(r"^  -?\d+--?\d+ ")
CELL_KIND = re.compile(r"\|([t$hd]) x-?\d+ c\d+ h\d+(?: green)?\]")


def layout_counts(stderr):
    """Where a statement's rows went, in counts only (from the layout engine's `SUBSCAN_OCR_DEBUG=rows`
    dump, never shown): lines holding money, of them lines with a date too, lines with a date and no
    money, rows the engine assembled, and warnings given. Said per style for held-out statements too:
    a count says at which stage rows are lost (never made rows, or made rows and then left out), not
    what they hold."""
    c = {"money lines": 0, "dated money lines": 0, "dated lines without money": 0, "rows assembled": 0, "warnings": 0}
    for line in stderr.splitlines():
        if line.startswith("layout ") and " rows" in line:
            c["rows assembled"] += int(line.rsplit(", ", 1)[1].split()[0])
        elif LAYOUT_LINE.match(line):
            kinds = CELL_KIND.findall(line)
            if "$" in kinds:
                c["money lines"] += 1
                c["dated money lines"] += "d" in kinds
            elif "d" in kinds:
                c["dated lines without money"] += 1
        elif line.startswith("subscan: warning:"):
            c["warnings"] += 1
    return c
