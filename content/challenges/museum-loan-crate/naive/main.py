import sys


def best_shipment(capacity, exhibits):
    # Tries every subset of exhibits that fits (2^n of them at worst).
    best = [0, 0]

    def search(i, volume, appeal):
        if i == len(exhibits):
            if appeal > best[0] or (appeal == best[0] and volume < best[1]):
                best[0], best[1] = appeal, volume
            return
        search(i + 1, volume, appeal)
        v, a = exhibits[i]
        if volume + v <= capacity:
            search(i + 1, volume + v, appeal + a)

    search(0, 0, 0)
    return best[0], best[1]


def main():
    data = sys.stdin.buffer.read().split()
    n, capacity = int(data[0]), int(data[1])
    exhibits = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(n)]
    appeal, volume = best_shipment(capacity, exhibits)
    print(appeal, volume)


main()
