import sys


def catalogue(necklaces):
    """Return (number of different designs, entries of the most common design)."""
    counts = {}
    for necklace in necklaces:
        key = canonical(necklace)
        counts[key] = counts.get(key, 0) + 1
    return len(counts), max(counts.values())


def canonical(necklace):
    """The smallest rotation: the same string for every way of writing one design."""
    doubled = necklace + necklace
    length = len(necklace)
    return min(doubled[k:k + length] for k in range(length))


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    necklaces = [s.decode() for s in data[1:1 + n]]
    designs, largest = catalogue(necklaces)
    print(designs, largest)


main()
