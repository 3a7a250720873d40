import sys


def busy_stats(jobs):
    """jobs: list of (start, end) pairs, each the half-open time range [start, end).
    Returns (total busy time, number of busy periods, longest idle gap between periods)."""
    # Write your solution here
    return 0, 0, 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    jobs = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    print(*busy_stats(jobs))


main()
