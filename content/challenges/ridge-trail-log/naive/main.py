import sys

MOD = 1_000_000_007


def count_trails(log, ceiling):
    # Walks every reading of the log, one step at a time (3^(number of ?) branches).
    sys.setrecursionlimit(100000)

    def walk(i, altitude):
        if altitude < 0 or altitude > ceiling:
            return 0
        if i == len(log):
            return 1 if altitude == 0 else 0
        total = 0
        if log[i] in "U?":
            total += walk(i + 1, altitude + 1)
        if log[i] in "D?":
            total += walk(i + 1, altitude - 1)
        if log[i] in "F?":
            total += walk(i + 1, altitude)
        return total % MOD

    return walk(0, 0)


def main():
    data = sys.stdin.buffer.read().split()
    n, ceiling = int(data[0]), int(data[1])
    log = data[2].decode() if n > 0 else ""
    print(count_trails(log, ceiling))


main()
