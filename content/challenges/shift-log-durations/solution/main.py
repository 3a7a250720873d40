import sys

UNIT_SECONDS = {"d": 86400, "h": 3600, "m": 60, "s": 1}
UNIT_RANK = {"d": 0, "h": 1, "m": 2, "s": 3}


def parse_duration(entry):
    """Seconds of a valid entry, or -1 when the entry is invalid."""
    total = 0
    last_rank = -1
    i = 0
    while i < len(entry):
        start = i
        while i < len(entry) and "0" <= entry[i] <= "9":
            i += 1
        digits = i - start
        if digits < 1 or digits > 6 or i == len(entry):
            return -1
        unit = entry[i]
        if unit not in UNIT_RANK or UNIT_RANK[unit] <= last_rank:
            return -1
        last_rank = UNIT_RANK[unit]
        total += int(entry[start:i]) * UNIT_SECONDS[unit]
        i += 1
    return total if last_rank >= 0 else -1


def normalize(seconds):
    parts = []
    for unit in "dhms":
        size = UNIT_SECONDS[unit]
        if seconds >= size:
            parts.append(f"{seconds // size}{unit}")
            seconds %= size
    return "".join(parts) or "0s"


def main():
    lines = sys.stdin.read().split()
    t = int(lines[0])
    out = []
    total = 0
    for entry in lines[1:1 + t]:
        seconds = parse_duration(entry)
        if seconds < 0:
            out.append("invalid")
        else:
            total += seconds
            out.append(normalize(seconds))
    out.append("total " + normalize(total))
    print("\n".join(out))


main()
