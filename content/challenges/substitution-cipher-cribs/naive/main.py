import sys


def find_cribs(cipher, crib):
    # Check every window letter by letter with two mappings: O(n * m).
    n, m = len(cipher), len(crib)
    count = 0
    first = -1
    for s in range(n - m + 1):
        forward = {}
        backward = {}
        ok = True
        for j in range(m):
            a, b = crib[j], cipher[s + j]
            if forward.setdefault(a, b) != b or backward.setdefault(b, a) != a:
                ok = False
                break
        if ok:
            count += 1
            if first == -1:
                first = s + 1
    return count, first


data = sys.stdin.buffer.read().split()
print(*find_cribs(data[0], data[1]))
