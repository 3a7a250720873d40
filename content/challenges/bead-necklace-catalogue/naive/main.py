import sys


def is_rotation(a, b):
    if len(a) != len(b):
        return False
    n = len(a)
    for shift in range(n):
        k = 0
        while k < n and a[(shift + k) % n] == b[k]:
            k += 1
        if k == n:
            return True
    return False


def catalogue(necklaces):
    # Compare every entry with one entry of every design found so far: O(n * designs * L^2).
    designs = []
    counts = []
    for necklace in necklaces:
        for d, design in enumerate(designs):
            if is_rotation(design, necklace):
                counts[d] += 1
                break
        else:
            designs.append(necklace)
            counts.append(1)
    return len(designs), max(counts)


data = sys.stdin.buffer.read().split()
n = int(data[0])
print(*catalogue([s.decode() for s in data[1:1 + n]]))
