import sys


def catalogue(necklaces):
    """Return (number of different designs, entries of the most common design)."""
    # Write your solution here
    return 0, 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    necklaces = [s.decode() for s in data[1:1 + n]]
    designs, largest = catalogue(necklaces)
    print(designs, largest)


main()
