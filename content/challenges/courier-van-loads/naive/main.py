import sys


def count_good_loads(weights, low, high):
    # Every start, extended until the van is full: O(n * run length).
    count = 0
    n = len(weights)
    for l in range(n):
        total = 0
        for r in range(l, n):
            total += weights[r]
            if total > high:
                break
            if total >= low:
                count += 1
    return count


data = sys.stdin.buffer.read().split()
n, low, high = int(data[0]), int(data[1]), int(data[2])
print(count_good_loads([int(x) for x in data[3:3 + n]], low, high))
