import sys


def distances_from(source, n, adjacency):
    """Distances from source to every village (index 0 unused), by an iterative traversal."""
    dist = [-1] * (n + 1)
    dist[source] = 0
    stack = [source]
    while stack:
        v = stack.pop()
        dv = dist[v]
        for u, w in adjacency[v]:
            if dist[u] < 0:
                dist[u] = dv + w
                stack.append(u)
    return dist


def best_tower(n, parent, length):
    """parent[v] and length[v] describe the road from village v (2 <= v <= n) towards village 1.
    Returns (village, its largest distance to any village) for the village where that distance is smallest."""
    adjacency = [[] for _ in range(n + 1)]
    for v in range(2, n + 1):
        adjacency[v].append((parent[v], length[v]))
        adjacency[parent[v]].append((v, length[v]))
    # The farthest village from any village is an end of a longest path (a diameter end):
    # find both ends a and b; every village's farthest distance is max(dist to a, dist to b).
    from_root = distances_from(1, n, adjacency)
    a = max(range(1, n + 1), key=from_root.__getitem__)
    from_a = distances_from(a, n, adjacency)
    b = max(range(1, n + 1), key=from_a.__getitem__)
    from_b = distances_from(b, n, adjacency)
    best_village, best_distance = 0, -1
    for v in range(1, n + 1):
        farthest = max(from_a[v], from_b[v])
        if best_distance < 0 or farthest < best_distance:
            best_village, best_distance = v, farthest
    return best_village, best_distance


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    parent = [0, 0] + [int(x) for x in data[1:n]]
    length = [0, 0] + [int(x) for x in data[n:2 * n - 1]]
    village, distance = best_tower(n, parent, length)
    print(village, distance)


main()
