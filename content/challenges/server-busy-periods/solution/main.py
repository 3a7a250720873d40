import sys


def busy_stats(jobs):
    """jobs: list of (start, end) pairs, each the half-open time range [start, end).
    Returns (total busy time, number of busy periods, longest idle gap between periods)."""
    ordered = sorted(jobs)
    busy = 0
    periods = 0
    longest_gap = 0
    cur_start, cur_end = ordered[0]
    for start, end in ordered[1:]:
        if start <= cur_end:
            cur_end = max(cur_end, end)
        else:
            busy += cur_end - cur_start
            periods += 1
            longest_gap = max(longest_gap, start - cur_end)
            cur_start, cur_end = start, end
    busy += cur_end - cur_start
    periods += 1
    return busy, periods, longest_gap


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    jobs = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    print(*busy_stats(jobs))


main()
