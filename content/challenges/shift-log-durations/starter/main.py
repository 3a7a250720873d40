import sys

UNIT_SECONDS = {"d": 86400, "h": 3600, "m": 60, "s": 1}
UNIT_RANK = {"d": 0, "h": 1, "m": 2, "s": 3}


def parse_duration(entry):
    """Seconds of a valid entry, or -1 when the entry is invalid."""
    # Write your solution here
    return -1


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
