import sys


def rollup_costs(n, parent, cost):
    """parent[v] is the parent folder of v (2 <= v <= n; parent[1] = 0), cost[v] its own monthly cost.
    Returns total[v] = cost of v plus the costs of every folder below it (index 0 unused)."""
    children = [[] for _ in range(n + 1)]
    for v in range(2, n + 1):
        children[parent[v]].append(v)
    # Breadth-first order from the root: every folder comes after its parent.
    order = [1]
    for v in order:
        order.extend(children[v])
    total = cost[:]
    # Add every folder's total to its parent's.
    for v in order:
        if v != 1:
            total[parent[v]] += total[v]
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
