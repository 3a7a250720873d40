import sys


def find_cribs(cipher, crib):
    """Return (number of positions where the crib fits, first such position counted from 1, or -1)."""
    # Write your solution here
    return 0, -1


def main():
    data = sys.stdin.buffer.read().split()
    cipher, crib = data[0], data[1]
    count, first = find_cribs(cipher, crib)
    print(count, first)


main()
