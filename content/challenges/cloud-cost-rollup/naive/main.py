import sys


def rollup_costs(n, parent, cost):
    """Slow: add each folder's own cost to itself and to every folder above it."""
    total = [0] * (n + 1)
    for v in range(1, n + 1):
        u = v
        while u != 0:
            total[u] += cost[v]
            u = parent[u]
    return total


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    parent = [0, 0] + [int(x) for x in data[1:n]]
    cost = [0] + [int(x) for x in data[n:2 * n]]
    q = int(data[2 * n])
    queries = data[2 * n + 1:2 * n + 1 + q]
    total = rollup_costs(n, parent, cost)
    print("\n".join(str(total[int(f)]) for f in queries))


main()
