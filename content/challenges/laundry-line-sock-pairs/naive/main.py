import sys


def count_tidy_runs(codes):
    # Every start, extended one sock at a time with a count per colour: O(n^2).
    tidy = 0
    n = len(codes)
    for l in range(n):
        counts = {}
        odd = 0
        for r in range(l, n):
            count = counts.get(codes[r], 0) + 1
            counts[codes[r]] = count
            odd += 1 if count % 2 == 1 else -1
            if odd == 0:
                tidy += 1
    return tidy


data = sys.stdin.buffer.read().split()
n = int(data[0])
print(count_tidy_runs([int(x) for x in data[1:1 + n]]))
