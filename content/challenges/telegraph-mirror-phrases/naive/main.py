import sys


def mirror_phrases(s):
    # Expand around each of the 2n - 1 centres: O(n + number of palindromes), quadratic on repetitive tapes.
    n = len(s)
    count = 0
    longest = 0
    for centre in range(2 * n - 1):
        l = centre // 2
        r = l + centre % 2
        while l >= 0 and r < n and s[l] == s[r]:
            count += 1
            longest = max(longest, r - l + 1)
            l -= 1
            r += 1
    return count, longest


print(*mirror_phrases(sys.stdin.buffer.read().strip()))
