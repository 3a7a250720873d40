import sys


def first_alarm(scans):
    """Return (i, j): 0-based positions of the first scan and of the first repeated scan, or (-1, -1)."""
    # Write your solution here
    return -1, -1


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    scans = [code.decode() for code in data[1:1 + n]]
    i, j = first_alarm(scans)
    print('NONE' if j == -1 else f'{scans[j]} {i + 1} {j + 1}')


main()
