import sys

MOD = 1_000_000_007


def count_trails(log, ceiling):
    # Write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n, ceiling = int(data[0]), int(data[1])
    log = data[2].decode() if n > 0 else ""
    print(count_trails(log, ceiling))


main()
