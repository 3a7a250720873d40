import sys


def max_loaves_sold(shelf_life, baked, customers):
    """baked[i] loaves come out of the oven on day i; customers[i] people want one loaf each that day.
    A loaf baked on day i can be sold on days i .. i + shelf_life - 1."""
    # Write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n, shelf_life = int(data[0]), int(data[1])
    baked = [int(x) for x in data[2:2 + 2 * n:2]]
    customers = [int(x) for x in data[3:3 + 2 * n:2]]
    print(max_loaves_sold(shelf_life, baked, customers))


main()
