import sys
from bisect import bisect_left
from itertools import compress, count, repeat
from operator import sub


def earliest_starts(k, horizon, person, start, end, queries):
    """person/start/end: the busy blocks; queries: (d, q) pairs.
    Returns, for each query, the earliest start of a d-minute call with at least q maintainers free, or -1."""
    n = len(person)
    # Each maintainer's blocks sorted by start: merge them and keep the free gaps in between.
    key = [person[i] * (horizon + 1) + start[i] for i in range(n)]
    order = sorted(range(n), key=key.__getitem__)
    gap_start = []
    gap_end = []
    prev = -1
    cur = 0  # the end of the maintainer's busy time so far
    seen = 0
    for i in order:
        p = person[i]
        if p != prev:
            if prev != -1 and cur < horizon:
                gap_start.append(cur)
                gap_end.append(horizon)
            prev = p
            cur = 0
            seen += 1
        s = start[i]
        if s > cur:
            gap_start.append(cur)
            gap_end.append(s)
        e = end[i]
        if e > cur:
            cur = e
    if prev != -1 and cur < horizon:
        gap_start.append(cur)
        gap_end.append(horizon)
    # Maintainers without any block are free for the whole horizon.
    for _ in range(k - seen):
        gap_start.append(0)
        gap_end.append(horizon)

    # A gap [a, b) of length >= d allows the call to start anywhere in [a, b - d]; one maintainer's gaps are
    # disjoint, so the number of free maintainers at x is the number of these ranges that contain x.
    length = [b - a for a, b in zip(gap_start, gap_end)]
    by_start = sorted(range(len(gap_start)), key=gap_start.__getitem__)
    by_end = sorted(range(len(gap_end)), key=gap_end.__getitem__)
    sorted_starts = [gap_start[j] for j in by_start]
    length_by_start = [length[j] for j in by_start]
    sorted_ends = [gap_end[j] for j in by_end]
    length_by_end = [length[j] for j in by_end]
    answers = []
    for d, q in queries:
        # The gaps long enough for the call, by start and by end (compress keeps the order).
        starts = list(compress(sorted_starts, map(d.__le__, length_by_start)))
        ends = list(compress(sorted_ends, map(d.__le__, length_by_end)))
        # At x = starts[j], j + 1 ranges have opened (ties at x are checked at the last of them) and those with
        # b - d < x, i.e. b < x + d, are over: bisect counts them. The first x with at least q free is the answer.
        over = map(bisect_left, repeat(ends), map(d.__add__, starts))
        free = map(sub, count(1), over)
        answers.append(next(compress(starts, map(q.__le__, free)), -1))
    return answers


def main():
    data = sys.stdin.buffer.read().split()
    k, horizon, n = int(data[0]), int(data[1]), int(data[2])
    person = [int(x) for x in data[3 : 3 + 3 * n : 3]]
    start = [int(x) for x in data[4 : 4 + 3 * n : 3]]
    end = [int(x) for x in data[5 : 5 + 3 * n : 3]]
    pos = 3 + 3 * n
    m = int(data[pos])
    queries = [(int(data[pos + 1 + 2 * j]), int(data[pos + 2 + 2 * j])) for j in range(m)]
    answers = earliest_starts(k, horizon, person, start, end, queries)
    sys.stdout.write("".join(f"{a}\n" for a in answers))


main()
