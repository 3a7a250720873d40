import sys


def count_good_loads(weights, low, high):
    """Number of pairs (l, r) whose run weighs between low and high, inclusive."""
    return count_at_most(weights, high) - count_at_most(weights, low - 1)


def count_at_most(weights, limit):
    """Number of runs weighing at most limit (limit >= 0); weights are non-negative, so a window slides."""
    count = 0
    total = 0
    left = 0
    for right, w in enumerate(weights):
        total += w
        while total > limit:
            total -= weights[left]
            left += 1
        count += right - left + 1
    return count


def main():
    data = sys.stdin.buffer.read().split()
    n, low, high = int(data[0]), int(data[1]), int(data[2])
    weights = [int(x) for x in data[3:3 + n]]
    print(count_good_loads(weights, low, high))


main()
