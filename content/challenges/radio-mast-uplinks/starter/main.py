import sys


def uplink_summary(heights):
    """Returns (number of hubs, total uplink distance of the other masts)."""
    # Write your solution here
    return 0, 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    heights = list(map(int, data[1:n + 1]))
    hubs, total = uplink_summary(heights)
    print(hubs, total)


main()
