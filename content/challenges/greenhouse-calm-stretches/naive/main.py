import sys


def calm_stretches(readings, spread):
    # Every start, extended while the stretch stays calm: O(n * stretch length).
    n = len(readings)
    count = 0
    longest = 0
    for l in range(n):
        hi = lo = readings[l]
        r = l
        while r < n:
            hi = max(hi, readings[r])
            lo = min(lo, readings[r])
            if hi - lo > spread:
                break
            r += 1
        count += r - l
        longest = max(longest, r - l)
    return count, longest


data = sys.stdin.buffer.read().split()
n, spread = int(data[0]), int(data[1])
print(*calm_stretches([int(x) for x in data[2:2 + n]], spread))
