import sys


def best_tower(n, parent, length):
    """parent[v] and length[v] describe the road from village v (2 <= v <= n) towards village 1.
    Returns (village, its largest distance to any village) for the village where that distance is smallest."""
    # Write your solution here
    return 1, 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    parent = [0, 0] + [int(x) for x in data[1:n]]
    length = [0, 0] + [int(x) for x in data[n:2 * n - 1]]
    village, distance = best_tower(n, parent, length)
    print(village, distance)


main()
