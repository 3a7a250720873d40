import sys


def earliest_starts(k, horizon, person, start, end, queries):
    """Tries the candidate starts in increasing order (0 and every block's end: the earliest answer is one of them)
    and, for each, scans every block to see who is busy during the call."""
    n = len(person)
    candidates = sorted(set([0] + end))
    mark = [0] * (k + 1)
    stamp = 0
    answers = []
    for d, q in queries:
        answer = -1
        for x in candidates:
            if x + d > horizon:
                break
            stamp += 1
            busy = 0
            for i in range(n):
                if start[i] < x + d and end[i] > x and mark[person[i]] != stamp:
                    mark[person[i]] = stamp
                    busy += 1
            if k - busy >= q:
                answer = x
                break
        answers.append(answer)
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
