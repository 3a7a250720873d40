import sys


def first_alarm(scans):
    """Return (i, j): 0-based positions of the first scan and of the first repeated scan, or (-1, -1)."""
    first_seen = {}
    for j, code in enumerate(scans):
        i = first_seen.get(code)
        if i is not None:
            return i, j
        first_seen[code] = j
    return -1, -1


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    scans = [code.decode() for code in data[1:1 + n]]
    i, j = first_alarm(scans)
    print('NONE' if j == -1 else f'{scans[j]} {i + 1} {j + 1}')


main()
