import sys


def cheapest_route(reach, gaps, prices):
    # Write your solution here
    return -1


def main():
    data = sys.stdin.buffer.read().split()
    n, reach = int(data[0]), int(data[1])
    gaps = [int(x) for x in data[2:3 + n]]
    prices = [int(x) for x in data[3 + n:3 + 2 * n]]
    print(cheapest_route(reach, gaps, prices))


main()
