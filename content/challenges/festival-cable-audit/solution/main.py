import sys


def audit(n, ends_a, ends_b):
    """Cable run i (0-based) joins switches ends_a[i] and ends_b[i] (numbered 1..n).
    Returns (critical_runs, critical_switches): critical_runs holds (run number, cut-off count) pairs ordered by
    cut-off count descending, then run number; critical_switches is in increasing order."""
    m = len(ends_a)
    # Adjacency in flat arrays (CSR); a loopback run connects nothing and is left out.
    start = [0] * (n + 2)
    for i in range(m):
        a = ends_a[i]
        b = ends_b[i]
        if a != b:
            start[a + 1] += 1
            start[b + 1] += 1
    for v in range(1, n + 2):
        start[v] += start[v - 1]
    fill = start[:]
    size = start[n + 1]
    to = [0] * size
    run_of = [0] * size
    for i in range(m):
        a = ends_a[i]
        b = ends_b[i]
        if a != b:
            k = fill[a]
            to[k] = b
            run_of[k] = i
            fill[a] = k + 1
            k = fill[b]
            to[k] = a
            run_of[k] = i
            fill[b] = k + 1

    # Iterative depth-first search with low-links. The run a switch was reached by is skipped by its number, not by
    # the neighbour, so a second run to the parent counts as a way back.
    disc = [0] * (n + 1)
    low = [0] * (n + 1)
    below = [0] * (n + 1)       # switches in the DFS subtree
    parent = [0] * (n + 1)
    parent_run = [-1] * (n + 1)
    next_edge = start[:]
    is_cut = [False] * (n + 1)
    runs = []
    timer = 0
    for root in range(1, n + 1):
        if disc[root]:
            continue
        timer += 1
        disc[root] = low[root] = timer
        below[root] = 1
        stack = [root]
        root_children = 0
        bridge_children = []
        while stack:
            v = stack[-1]
            k = next_edge[v]
            end = start[v + 1]
            skip = parent_run[v]
            lv = low[v]
            descended = False
            while k < end:
                u = to[k]
                e = run_of[k]
                k += 1
                if e == skip:
                    continue
                du = disc[u]
                if du == 0:
                    next_edge[v] = k
                    low[v] = lv
                    timer += 1
                    disc[u] = low[u] = timer
                    below[u] = 1
                    parent[u] = v
                    parent_run[u] = e
                    stack.append(u)
                    descended = True
                    break
                if du < lv:
                    lv = du
            if descended:
                continue
            next_edge[v] = k
            low[v] = lv
            stack.pop()
            if v == root:
                continue
            p = parent[v]
            if lv < low[p]:
                low[p] = lv
            below[p] += below[v]
            if p == root:
                root_children += 1
            elif lv >= disc[p]:
                is_cut[p] = True
            if lv > disc[p]:
                bridge_children.append(v)
        if root_children >= 2:
            is_cut[root] = True
        component = below[root]
        for c in bridge_children:
            s = below[c]
            runs.append((min(s, component - s), parent_run[c] + 1))

    runs.sort(key=lambda r: (-r[0], r[1]))
    critical_runs = [(run, cut) for cut, run in runs]
    critical_switches = [v for v in range(1, n + 1) if is_cut[v]]
    return critical_runs, critical_switches


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    m = int(data[1])
    ends_a = [int(x) for x in data[2:2 + 2 * m:2]]
    ends_b = [int(x) for x in data[3:3 + 2 * m:2]]
    critical_runs, critical_switches = audit(n, ends_a, ends_b)
    out = [f"{len(critical_runs)} {len(critical_switches)}"]
    out.extend(f"{run} {cut}" for run, cut in critical_runs)
    out.append(" ".join(map(str, critical_switches)))
    sys.stdout.write("\n".join(out) + "\n")


main()
