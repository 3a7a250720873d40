import sys


def shortest_run(supplies, target):
    # Try every start and extend clockwise until the target is reached: O(n^2).
    n = len(supplies)
    best = -1
    for start in range(n):
        total = 0
        for length in range(1, n + 1):
            total += supplies[(start + length - 1) % n]
            if total >= target:
                if best == -1 or length < best:
                    best = length
                break
    return best


data = sys.stdin.buffer.read().split()
n, target = int(data[0]), int(data[1])
print(shortest_run([int(x) for x in data[2:2 + n]], target))
