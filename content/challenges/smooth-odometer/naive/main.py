import sys


def is_smooth(x, tolerance):
    digits = str(x)
    return all(abs(int(a) - int(b)) <= tolerance for a, b in zip(digits, digits[1:]))


def count_smooth(low, high, tolerance):
    # Checks every reading in the range.
    return sum(1 for x in range(low, high + 1) if is_smooth(x, tolerance))


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        low, high, tolerance = int(data[1 + 3 * i]), int(data[2 + 3 * i]), int(data[3 + 3 * i])
        out.append(str(count_smooth(low, high, tolerance)))
    print("\n".join(out))


main()
