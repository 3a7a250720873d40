import sys


def uplink_summary(heights):
    """Quadratic: for each mast, walk left and right until a taller mast appears."""
    n = len(heights)
    hubs = 0
    total = 0
    for i in range(n):
        best = -1
        j = i - 1
        while j >= 0 and heights[j] <= heights[i]:
            j -= 1
        if j >= 0:
            best = i - j
        j = i + 1
        while j < n and heights[j] <= heights[i]:
            j += 1
        if j < n and (best < 0 or j - i < best):
            best = j - i
        if best < 0:
            hubs += 1
        else:
            total += best
    return hubs, total


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    heights = list(map(int, data[1:n + 1]))
    hubs, total = uplink_summary(heights)
    print(hubs, total)


main()
