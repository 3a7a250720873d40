import sys


def cheapest_route(reach, gaps, prices):
    # Scans every station in range for each station: O(n * window).
    n = len(prices)
    position = [0] * (n + 2)
    for i, gap in enumerate(gaps):
        position[i + 1] = position[i] + gap
    unreachable = -1
    best = [unreachable] * (n + 2)
    best[0] = 0
    for i in range(1, n + 2):
        cheapest = unreachable
        j = i - 1
        while j >= 0 and position[i] - position[j] <= reach:
            if best[j] != unreachable and (cheapest == unreachable or best[j] < cheapest):
                cheapest = best[j]
            j -= 1
        if cheapest != unreachable:
            best[i] = cheapest + (prices[i - 1] if i <= n else 0)
    return best[n + 1]


def main():
    data = sys.stdin.buffer.read().split()
    n, reach = int(data[0]), int(data[1])
    gaps = [int(x) for x in data[2:3 + n]]
    prices = [int(x) for x in data[3 + n:3 + 2 * n]]
    print(cheapest_route(reach, gaps, prices))


main()
