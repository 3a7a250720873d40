import sys


def calm_stretches(readings, spread):
    """Return (number of calm stretches, length of the longest one)."""
    # Write your solution here
    return 0, 0


def main():
    data = sys.stdin.buffer.read().split()
    n, spread = int(data[0]), int(data[1])
    readings = [int(x) for x in data[2:2 + n]]
    count, longest = calm_stretches(readings, spread)
    print(count, longest)


main()
