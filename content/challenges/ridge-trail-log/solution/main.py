import sys

MOD = 1_000_000_007


def count_trails(log, ceiling):
    # ways[a]: number of ways to read the log so far and stand at altitude a.
    ways = [0] * (ceiling + 1)
    ways[0] = 1
    for step in log:
        if step == "U":
            ways = [0] + ways[:-1]  # everything climbs; whatever was at the snow line is lost
        elif step == "D":
            ways = ways[1:] + [0]  # everything descends; whatever was at the floor is lost
        elif step == "?":
            padded = [0] + ways + [0]
            ways = [(down + flat + up) % MOD for down, flat, up in zip(padded, padded[1:], padded[2:])]
    return ways[0]

def main():
    data = sys.stdin.buffer.read().split()
    n, ceiling = int(data[0]), int(data[1])
    log = data[2].decode() if n > 0 else ""
    print(count_trails(log, ceiling))


main()
