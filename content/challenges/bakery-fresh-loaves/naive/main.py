import sys


def max_loaves_sold(shelf_life, baked, customers):
    """baked[i] loaves come out of the oven on day i; customers[i] people want one loaf each that day.
    A loaf baked on day i can be sold on days i .. i + shelf_life - 1."""
    left = list(baked)  # loaves of each day's batch not sold yet
    sold = 0
    for day in range(len(baked)):
        wanted = customers[day]
        # Scan every batch that is still fresh today, oldest first.
        for batch_day in range(max(0, day - shelf_life + 1), day + 1):
            if wanted == 0:
                break
            take = min(wanted, left[batch_day])
            left[batch_day] -= take
            wanted -= take
            sold += take
    return sold


def main():
    data = sys.stdin.buffer.read().split()
    n, shelf_life = int(data[0]), int(data[1])
    baked = [int(x) for x in data[2:2 + 2 * n:2]]
    customers = [int(x) for x in data[3:3 + 2 * n:2]]
    print(max_loaves_sold(shelf_life, baked, customers))


main()
