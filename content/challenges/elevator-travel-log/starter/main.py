import sys


def travel(floors):
    """Return (distance, turns) for the logged floors."""
    # Write your solution here
    return 0, 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    floors = [int(x) for x in data[1:1 + n]]
    distance, turns = travel(floors)
    print(distance, turns)


main()
