import sys

def count_smooth(low, high, tolerance):
    """Smooth readings in [low, high] for the given tolerance."""
    # Write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        low, high, tolerance = int(data[1 + 3 * i]), int(data[2 + 3 * i]), int(data[3 + 3 * i])
        out.append(str(count_smooth(low, high, tolerance)))
    print("\n".join(out))


main()
