import sys


def best_shipment(capacity, exhibits):
    # best[c]: the largest total appeal of exhibits whose volumes add up to exactly c (-1: impossible).
    best = [-1] * (capacity + 1)
    best[0] = 0
    for volume, appeal in exhibits:
        for c in range(capacity, volume - 1, -1):
            before = best[c - volume]
            if before >= 0 and before + appeal > best[c]:
                best[c] = before + appeal
    top = max(best)
    return top, best.index(top)


def main():
    data = sys.stdin.buffer.read().split()
    n, capacity = int(data[0]), int(data[1])
    exhibits = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(n)]
    appeal, volume = best_shipment(capacity, exhibits)
    print(appeal, volume)


main()
