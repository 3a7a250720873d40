import sys


def count_good_loads(weights, low, high):
    """Number of pairs (l, r) whose run weighs between low and high, inclusive."""
    # Write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n, low, high = int(data[0]), int(data[1]), int(data[2])
    weights = [int(x) for x in data[3:3 + n]]
    print(count_good_loads(weights, low, high))


main()
