import sys


def min_charging_cost(capacity, gaps, prices):
    """Station i sells energy at prices[i] per unit and lies gaps[i] km before the next stop
    (the next station, or the destination after the last station). Returns -1 if unreachable."""
    # Write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n, capacity = int(data[0]), int(data[1])
    gaps = list(map(int, data[2:2 + n]))
    prices = list(map(int, data[2 + n:2 + 2 * n]))
    print(min_charging_cost(capacity, gaps, prices))


main()
