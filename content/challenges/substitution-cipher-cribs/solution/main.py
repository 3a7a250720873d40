import sys


def find_cribs(cipher, crib):
    """Return (number of positions where the crib fits, first such position counted from 1, or -1)."""
    # Describe each letter by the distance back to the previous equal letter (0: none). A window matches the
    # crib exactly when these distances agree, a distance that reaches before the window counting as 0.
    # That comparison survives shifting, so Knuth-Morris-Pratt works on the distances.
    m, n = len(crib), len(cipher)
    want = back_distances(crib)
    have = back_distances(cipher)
    fail = [0] * m
    k = 0
    for i in range(1, m):
        while True:
            d = want[i] if want[i] <= k else 0
            if d == want[k]:
                k += 1
                break
            if k == 0:
                break
            k = fail[k - 1]
        fail[i] = k
    count = 0
    first = -1
    k = 0
    for i in range(n):
        while True:
            d = have[i] if have[i] <= k else 0
            if d == want[k]:
                k += 1
                break
            if k == 0:
                break
            k = fail[k - 1]
        if k == m:
            count += 1
            if first == -1:
                first = i - m + 2
            k = fail[k - 1]
    return count, first


def back_distances(text):
    last = {}
    distances = [0] * len(text)
    for i, letter in enumerate(text):
        j = last.get(letter)
        if j is not None:
            distances[i] = i - j
        last[letter] = i
    return distances


def main():
    data = sys.stdin.buffer.read().split()
    cipher, crib = data[0], data[1]
    count, first = find_cribs(cipher, crib)
    print(count, first)


main()
