import sys
from collections import deque


def shortest_stretch(target, net):
    """Returns (length, first day, 1-based) of the shortest run of consecutive days whose total is at least
    target, the earliest one on ties, or None if there is none."""
    n = len(net)
    prefix = [0] * (n + 1)
    for i, value in enumerate(net):
        prefix[i + 1] = prefix[i] + value
    best_length, best_start = n + 1, -1
    # Candidate starts (prefix indices) with strictly increasing prefix sums.
    starts = deque()
    for end in range(n + 1):
        while starts and prefix[end] - prefix[starts[0]] >= target:
            start = starts.popleft()
            if end - start < best_length:
                best_length, best_start = end - start, start
        while starts and prefix[starts[-1]] >= prefix[end]:
            starts.pop()
        starts.append(end)
    if best_start < 0:
        return None
    return best_length, best_start + 1


def main():
    data = sys.stdin.buffer.read().split()
    n, target = int(data[0]), int(data[1])
    net = list(map(int, data[2:2 + n]))
    answer = shortest_stretch(target, net)
    print(-1 if answer is None else f"{answer[0]} {answer[1]}")


main()
