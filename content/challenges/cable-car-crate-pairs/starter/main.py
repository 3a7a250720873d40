import sys


def count_pairs(weights, capacity):
    """Number of pairs i < j with weights[i] + weights[j] <= capacity."""
    # Write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n, capacity = int(data[0]), int(data[1])
    weights = [int(x) for x in data[2:2 + n]]
    print(count_pairs(weights, capacity))


main()
