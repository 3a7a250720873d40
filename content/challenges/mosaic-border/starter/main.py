import sys

MOD = 1_000_000_007


def count_borders(n, tiles):
    # Write your solution here
    # tiles is a list of (length, designs) pairs; return the count modulo MOD.
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    tiles = [(int(data[2 + 2 * j]), int(data[3 + 2 * j])) for j in range(k)]
    print(count_borders(n, tiles))


main()
