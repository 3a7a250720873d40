import sys


def echoes(s):
    # Compare from every position: O(n^2) when echoes are long.
    total = 0
    longest = 0
    n = len(s)
    for i in range(1, n):
        k = 0
        while i + k < n and s[k] == s[i + k]:
            k += 1
        total += k
        longest = max(longest, k)
    return total, longest


print(*echoes(sys.stdin.buffer.read().strip()))
