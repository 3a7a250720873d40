import sys
from collections import deque


def admit(window, client_limit, global_limit, times, clients, client_count):
    """Decides every request in order; returns one bool per request (True = allowed)."""
    mine = [deque() for _ in range(client_count)]  # allowed times per client, oldest first
    everyone = deque()  # allowed times of all clients, oldest first
    allowed = []
    for t, c in zip(times, clients):
        cutoff = t - window  # a request at or before the cutoff has left the window
        while everyone and everyone[0] <= cutoff:
            everyone.popleft()
        recent = mine[c]
        while recent and recent[0] <= cutoff:
            recent.popleft()
        ok = len(recent) < client_limit and len(everyone) < global_limit
        if ok:
            recent.append(t)
            everyone.append(t)
        allowed.append(ok)
    return allowed


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
