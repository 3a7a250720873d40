import sys


def level_sizes(n, parent):
    """parent[i] is the manager of employee i (2 <= i <= n); parent[0] and parent[1] are 0."""
    # Write your solution here
    return [n]


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    parent = [0, 0] + [int(x) for x in data[1:n]]
    sizes = level_sizes(n, parent)
    print(len(sizes))
    print(" ".join(map(str, sizes)))


main()
