import sys
from collections import OrderedDict


# Write your solution here: this simulation is complete, but its results are wrong. Find the bug and fix it.
def simulate(capacity, ops):
    """Runs the cache over ops ((b"G", key, size) or (b"P", key, 0)).
    Returns (hits, misses, evictions, hit_bytes, objects, used)."""
    cache = OrderedDict()  # key -> size, least recently used first
    used = hits = misses = evictions = hit_bytes = 0
    for kind, key, size in ops:
        if kind == b"P":
            old = cache.pop(key, None)
            if old is not None:
                used -= old
            continue
        if key in cache:
            hits += 1
            hit_bytes += size
            continue
        misses += 1
        if size > capacity:
            continue
        while used + size > capacity:
            used -= cache.popitem(last=False)[1]
            evictions += 1
        cache[key] = size
        used += size
    return hits, misses, evictions, hit_bytes, len(cache), used


def main():
    lines = sys.stdin.buffer.read().split(b"\n")
    capacity, n = map(int, lines[0].split())
    ops = []
    for line in lines[1 : n + 1]:
        parts = line.split()
        ops.append((parts[0], parts[1], int(parts[2]) if parts[0] == b"G" else 0))
    hits, misses, evictions, hit_bytes, objects, used = simulate(capacity, ops)
    print(hits, misses, evictions, hit_bytes)
    print(objects, used)


main()
