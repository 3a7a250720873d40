import sys
from collections import deque


def max_loaves_sold(shelf_life, baked, customers):
    """baked[i] loaves come out of the oven on day i; customers[i] people want one loaf each that day.
    A loaf baked on day i can be sold on days i .. i + shelf_life - 1."""
    stock = deque()  # [day baked, loaves left], oldest first
    sold = 0
    for day in range(len(baked)):
        while stock and stock[0][0] <= day - shelf_life:
            stock.popleft()
        if baked[day] > 0:
            stock.append([day, baked[day]])
        wanted = customers[day]
        # Sell the loaves closest to expiring first.
        while wanted > 0 and stock:
            batch = stock[0]
            take = min(wanted, batch[1])
            batch[1] -= take
            wanted -= take
            sold += take
            if batch[1] == 0:
                stock.popleft()
    return sold


def main():
    data = sys.stdin.buffer.read().split()
    n, shelf_life = int(data[0]), int(data[1])
    baked = [int(x) for x in data[2:2 + 2 * n:2]]
    customers = [int(x) for x in data[3:3 + 2 * n:2]]
    print(max_loaves_sold(shelf_life, baked, customers))


main()
