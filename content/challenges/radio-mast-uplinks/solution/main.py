import sys


def uplink_summary(heights):
    """Returns (number of hubs, total uplink distance of the other masts)."""
    n = len(heights)
    previous_taller = [-1] * n  # index of the nearest strictly taller mast on the left, -1 if none
    stack = []  # indices whose heights strictly decrease from bottom to top
    for i, h in enumerate(heights):
        while stack and heights[stack[-1]] <= h:
            stack.pop()
        if stack:
            previous_taller[i] = stack[-1]
        stack.append(i)
    hubs = 0
    total = 0
    stack = []
    for i in range(n - 1, -1, -1):
        h = heights[i]
        while stack and heights[stack[-1]] <= h:
            stack.pop()
        best = -1
        if stack:
            best = stack[-1] - i
        if previous_taller[i] >= 0 and (best < 0 or i - previous_taller[i] < best):
            best = i - previous_taller[i]
        if best < 0:
            hubs += 1
        else:
            total += best
        stack.append(i)
    return hubs, total


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    heights = list(map(int, data[1:n + 1]))
    hubs, total = uplink_summary(heights)
    print(hubs, total)


main()
