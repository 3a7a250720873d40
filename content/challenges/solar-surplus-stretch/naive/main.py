import sys


def shortest_stretch(target, net):
    """Returns (length, first day, 1-based) of the shortest run of consecutive days whose total is at least
    target, the earliest one on ties, or None if there is none."""
    n = len(net)
    best = None
    for start in range(n):
        total = 0
        for end in range(start, n):
            total += net[end]
            if total >= target:
                if best is None or end - start + 1 < best[0]:
                    best = (end - start + 1, start + 1)
                break
    return best


def main():
    data = sys.stdin.buffer.read().split()
    n, target = int(data[0]), int(data[1])
    net = list(map(int, data[2:2 + n]))
    answer = shortest_stretch(target, net)
    print(-1 if answer is None else f"{answer[0]} {answer[1]}")


main()
