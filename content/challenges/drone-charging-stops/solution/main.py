import sys
from collections import deque


def min_charging_cost(capacity, gaps, prices):
    """Station i sells energy at prices[i] per unit and lies gaps[i] km before the next stop
    (the next station, or the destination after the last station). Returns -1 if unreachable."""
    # The battery as lots of energy still on board, priced as bought; prices rise from front to back.
    # Energy is only paid for when it is used, so a lot can be "returned" if a cheaper station comes up.
    lots = deque()
    charge = 0
    cost = 0
    for gap, price in zip(gaps, prices):
        while lots and lots[-1][0] > price:
            charge -= lots.pop()[1]
        if charge < capacity:
            lots.append([price, capacity - charge])
            charge = capacity
        if gap > charge:
            return -1
        charge -= gap
        need = gap
        while need > 0:
            lot = lots[0]
            used = min(need, lot[1])
            cost += used * lot[0]
            lot[1] -= used
            need -= used
            if lot[1] == 0:
                lots.popleft()
    return cost


def main():
    data = sys.stdin.buffer.read().split()
    n, capacity = int(data[0]), int(data[1])
    gaps = list(map(int, data[2:2 + n]))
    prices = list(map(int, data[2 + n:2 + 2 * n]))
    print(min_charging_cost(capacity, gaps, prices))


main()
