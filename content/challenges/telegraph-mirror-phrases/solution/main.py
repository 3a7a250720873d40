import sys


def mirror_phrases(s):
    """Return (number of palindromic substrings, length of the longest)."""
    # Manacher: odd[i] / even[i] = number of palindromes centred at i (odd length) or just left of i (even).
    n = len(s)
    count = 0
    longest = 0
    odd = [0] * n
    left, right = 0, -1
    for i in range(n):
        k = 1 if i > right else min(odd[left + right - i], right - i + 1)
        while i - k >= 0 and i + k < n and s[i - k] == s[i + k]:
            k += 1
        odd[i] = k
        count += k
        if 2 * k - 1 > longest:
            longest = 2 * k - 1
        if i + k - 1 > right:
            left, right = i - k + 1, i + k - 1
    even = [0] * n
    left, right = 0, -1
    for i in range(n):
        k = 0 if i > right else min(even[left + right - i + 1], right - i + 1)
        while i - k - 1 >= 0 and i + k < n and s[i - k - 1] == s[i + k]:
            k += 1
        even[i] = k
        count += k
        if 2 * k > longest:
            longest = 2 * k
        if i + k - 1 > right:
            left, right = i - k, i + k - 1
    return count, longest


def main():
    s = sys.stdin.buffer.read().strip()
    count, longest = mirror_phrases(s)
    print(count, longest)


main()
