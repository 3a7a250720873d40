import sys


def min_charging_cost(capacity, gaps, prices):
    """Station i sells energy at prices[i] per unit and lies gaps[i] km before the next stop
    (the next station, or the destination after the last station). Returns -1 if unreachable."""
    # Station by station: look ahead for a cheaper station in range; buy just enough to reach it,
    # otherwise fill up and fly to the cheapest station in range. Quadratic when many stations are in range.
    n = len(gaps)
    position = [0] * (n + 1)
    for i in range(n):
        position[i + 1] = position[i] + gaps[i]
    destination = position[n]
    i, charge, cost = 0, 0, 0
    while True:
        cheaper = -1
        j = i + 1
        while j < n and position[j] - position[i] <= capacity:
            if prices[j] < prices[i]:
                cheaper = j
                break
            j += 1
        if cheaper >= 0:
            need = position[cheaper] - position[i]
            if need > charge:
                cost += (need - charge) * prices[i]
                charge = need
            charge -= need
            i = cheaper
            continue
        if destination - position[i] <= capacity:
            need = destination - position[i]
            if need > charge:
                cost += (need - charge) * prices[i]
            return cost
        best = -1
        j = i + 1
        while j < n and position[j] - position[i] <= capacity:
            if best < 0 or prices[j] < prices[best]:
                best = j
            j += 1
        if best < 0:
            return -1
        cost += (capacity - charge) * prices[i]
        charge = capacity - (position[best] - position[i])
        i = best


def main():
    data = sys.stdin.buffer.read().split()
    n, capacity = int(data[0]), int(data[1])
    gaps = list(map(int, data[2:2 + n]))
    prices = list(map(int, data[2 + n:2 + 2 * n]))
    print(min_charging_cost(capacity, gaps, prices))


main()
