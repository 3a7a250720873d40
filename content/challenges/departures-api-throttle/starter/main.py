import sys
from collections import deque


def admit(window, client_limit, global_limit, times, clients, client_count):
    """Decides every request in order; returns one bool per request (True = allowed)."""
    # Write your solution here
    return [True] * len(times)


def main():
    data = sys.stdin.buffer.read().split()
    n, window, client_limit, global_limit = (int(x) for x in data[:4])
    ids = {}
    names = []
    times = []
    clients = []
    for i in range(n):
        name = data[5 + 2 * i]
        c = ids.get(name)
        if c is None:
            c = ids[name] = len(names)
            names.append(name)
        times.append(int(data[4 + 2 * i]))
        clients.append(c)
    allowed = admit(window, client_limit, global_limit, times, clients, len(names))
    granted = [0] * len(names)
    for c, ok in zip(clients, allowed):
        if ok:
            granted[c] += 1
    total = [0] * len(names)
    for c in clients:
        total[c] += 1
    out = [f"{sum(granted)} {n - sum(granted)}"]
    for c, name in enumerate(names):
        out.append(f"{name.decode()} {granted[c]} {total[c] - granted[c]}")
    sys.stdout.write("\n".join(out) + "\n")


main()
