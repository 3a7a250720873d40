import sys


def echoes(s):
    """Return (sum of the echoes at positions 2..n, longest echo)."""
    # Z-algorithm: [left, right) is the rightmost window known to repeat the opening.
    n = len(s)
    z = [0] * n
    total = 0
    longest = 0
    left = right = 0
    for i in range(1, n):
        k = min(right - i, z[i - left]) if i < right else 0
        while i + k < n and s[k] == s[i + k]:
            k += 1
        z[i] = k
        if i + k > right:
            left, right = i, i + k
        total += k
        if k > longest:
            longest = k
    return total, longest


def main():
    s = sys.stdin.buffer.read().strip()
    total, longest = echoes(s)
    print(total, longest)


main()
