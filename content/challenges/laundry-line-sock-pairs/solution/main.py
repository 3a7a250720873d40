import random
import sys


def count_tidy_runs(codes):
    """Number of runs in which every colour code appears an even number of times."""
    # Give every colour a random 64-bit tag; a run is tidy exactly when the XOR of its tags is 0
    # (up to a negligible chance of collision), that is when two prefix XORs are equal.
    rng = random.Random(20240611)
    tags = {}
    seen = {0: 1}
    prefix = 0
    tidy = 0
    for code in codes:
        tag = tags.get(code)
        if tag is None:
            tag = tags[code] = rng.getrandbits(64)
        prefix ^= tag
        count = seen.get(prefix, 0)
        tidy += count
        seen[prefix] = count + 1
    return tidy


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    codes = [int(x) for x in data[1:1 + n]]
    print(count_tidy_runs(codes))


main()
