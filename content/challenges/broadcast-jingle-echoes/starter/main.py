import sys


def echoes(s):
    """Return (sum of the echoes at positions 2..n, longest echo)."""
    # Write your solution here
    return 0, 0


def main():
    s = sys.stdin.buffer.read().strip()
    total, longest = echoes(s)
    print(total, longest)


main()
