import sys
from collections import deque


def cheapest_route(reach, gaps, prices):
    n = len(prices)
    position = [0] * (n + 2)
    for i, gap in enumerate(gaps):
        position[i + 1] = position[i] + gap
    # best[i]: cheapest total when swapping at station i; index 0 is the depot.
    best = [0] * (n + 1)
    # Stations within range, best values increasing from front to back.
    window = deque([0])
    for i in range(1, n + 1):
        while window and position[i] - position[window[0]] > reach:
            window.popleft()
        if not window:
            return -1  # no station within range behind this one: nothing further is reachable
        best[i] = prices[i - 1] + best[window[0]]
        while window and best[window[-1]] >= best[i]:
            window.pop()
        window.append(i)
    hut = position[n + 1]
    while window and hut - position[window[0]] > reach:
        window.popleft()
    return best[window[0]] if window else -1


def main():
    data = sys.stdin.buffer.read().split()
    n, reach = int(data[0]), int(data[1])
    gaps = [int(x) for x in data[2:3 + n]]
    prices = [int(x) for x in data[3 + n:3 + 2 * n]]
    print(cheapest_route(reach, gaps, prices))


main()
