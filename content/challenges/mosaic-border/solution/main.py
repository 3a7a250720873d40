import sys

MOD = 1_000_000_007


def count_borders(n, tiles):
    ways = [0] * (n + 1)
    ways[0] = 1
    for x in range(1, n + 1):
        total = 0
        for length, designs in tiles:
            if length <= x:
                total += designs * ways[x - length]
        ways[x] = total % MOD
    return ways[n]


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    tiles = [(int(data[2 + 2 * j]), int(data[3 + 2 * j])) for j in range(k)]
    print(count_borders(n, tiles))


main()
