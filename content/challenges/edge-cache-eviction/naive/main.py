import sys


def simulate(capacity, ops):
    """Keeps the cache as a plain list in recency order (most recent last) and searches it for every request."""
    keys = []
    sizes = []
    used = hits = misses = evictions = hit_bytes = 0
    for op in ops:
        key = op[1]
        pos = -1
        for j in range(len(keys)):
            if keys[j] == key:
                pos = j
                break
        if op[0] == "P":
            if pos >= 0:
                used -= sizes[pos]
                del keys[pos]
                del sizes[pos]
            continue
        size = op[2]
        if pos >= 0:
            hits += 1
            hit_bytes += size
            del keys[pos]
            del sizes[pos]
            keys.append(key)
            sizes.append(size)
            continue
        misses += 1
        if size > capacity:
            continue
        while used + size > capacity:
            used -= sizes[0]
            del keys[0]
            del sizes[0]
            evictions += 1
        keys.append(key)
        sizes.append(size)
        used += size
    return hits, misses, evictions, hit_bytes, len(keys), used


def main():
    data = sys.stdin.buffer.read().split()
    capacity, n = int(data[0]), int(data[1])
    ops = []
    i = 2
    for _ in range(n):
        if data[i] == b"G":
            ops.append(("G", data[i + 1], int(data[i + 2])))
            i += 3
        else:
            ops.append(("P", data[i + 1]))
            i += 2
    hits, misses, evictions, hit_bytes, objects, used = simulate(capacity, ops)
    print(hits, misses, evictions, hit_bytes)
    print(objects, used)


main()
