from collections import deque
import sys


def calm_stretches(readings, spread):
    """Return (number of calm stretches, length of the longest one)."""
    # Sliding window [left, right]; the deques hold indices whose readings decrease (high) or increase (low),
    # so the window's maximum and minimum sit at their heads.
    high = deque()
    low = deque()
    left = 0
    count = 0
    longest = 0
    for right, t in enumerate(readings):
        while high and readings[high[-1]] <= t:
            high.pop()
        high.append(right)
        while low and readings[low[-1]] >= t:
            low.pop()
        low.append(right)
        while readings[high[0]] - readings[low[0]] > spread:
            left += 1
            if high[0] < left:
                high.popleft()
            if low[0] < left:
                low.popleft()
        count += right - left + 1
        if right - left + 1 > longest:
            longest = right - left + 1
    return count, longest


def main():
    data = sys.stdin.buffer.read().split()
    n, spread = int(data[0]), int(data[1])
    readings = [int(x) for x in data[2:2 + n]]
    count, longest = calm_stretches(readings, spread)
    print(count, longest)


main()
