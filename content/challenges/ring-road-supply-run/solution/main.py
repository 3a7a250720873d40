import sys


def shortest_run(supplies, target):
    """Smallest number of consecutive depots on the ring holding at least target crates, or -1."""
    n = len(supplies)
    best = n + 1  # longer than any run: means "none found"
    total = 0
    left = 0
    # Read the ring twice in a row so that runs passing depot n are ordinary windows.
    for right in range(2 * n):
        total += supplies[right % n]
        while total - supplies[left % n] >= target:
            total -= supplies[left % n]
            left += 1
        if total >= target and right - left + 1 < best:
            best = right - left + 1
    return -1 if best > n else best


def main():
    data = sys.stdin.buffer.read().split()
    n, target = int(data[0]), int(data[1])
    supplies = [int(x) for x in data[2:2 + n]]
    print(shortest_run(supplies, target))


main()
