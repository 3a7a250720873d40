import sys

MAX_DIGITS = 19


def build_table(tolerance):
    # ways[length][d]: smooth digit strings of that length that start with digit d.
    ways = [[0] * 10 for _ in range(MAX_DIGITS + 1)]
    ways[1] = [1] * 10
    for length in range(2, MAX_DIGITS + 1):
        for d in range(10):
            ways[length][d] = sum(ways[length - 1][e] for e in range(10) if abs(d - e) <= tolerance)
    return ways


TABLES = [build_table(k) for k in range(10)]


def count_up_to(x, tolerance):
    """Smooth numbers in [0, x]."""
    if x < 0:
        return 0
    if x == 0:
        return 1
    ways = TABLES[tolerance]
    digits = [int(c) for c in str(x)]
    m = len(digits)
    total = 1  # zero
    for length in range(1, m):
        total += sum(ways[length][1:])
    for i, digit in enumerate(digits):
        for d in range(1 if i == 0 else 0, digit):
            if i == 0 or abs(d - digits[i - 1]) <= tolerance:
                total += ways[m - i][d]
        if i > 0 and abs(digit - digits[i - 1]) > tolerance:
            return total
    return total + 1  # x itself is smooth


def count_smooth(low, high, tolerance):
    return count_up_to(high, tolerance) - count_up_to(low - 1, tolerance)


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        low, high, tolerance = int(data[1 + 3 * i]), int(data[2 + 3 * i]), int(data[3 + 3 * i])
        out.append(str(count_smooth(low, high, tolerance)))
    print("\n".join(out))


main()
