import sys


def earliest_starts(k, horizon, person, start, end, queries):
    """k maintainers (numbered 1..k), times in minutes within [0, horizon).
    Busy block i: maintainer person[i] is busy during [start[i], end[i]).
    queries: a list of (d, q) pairs.
    Returns a list with, for each query, the earliest start x of a d-minute call [x, x + d) inside the horizon during
    which at least q maintainers are free, or -1 when there is none."""
    # Write your solution here
    return [-1 for _ in queries]


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
