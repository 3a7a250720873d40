import sys


def audit(n, ends_a, ends_b):
    """Correct but slow: cut every run in turn, and switch off every switch in turn, and search the network again."""
    m = len(ends_a)
    adjacency = [[] for _ in range(n + 1)]
    for i in range(m):
        a, b = ends_a[i], ends_b[i]
        if a != b:
            adjacency[a].append((b, i))
            adjacency[b].append((a, i))

    def reach(source, cut_run, off_switch):
        """Switches reachable from source without run cut_run and without switch off_switch."""
        seen = bytearray(n + 1)
        seen[source] = 1
        if off_switch:
            seen[off_switch] = 1
        queue = [source]
        for v in queue:
            for u, e in adjacency[v]:
                if e != cut_run and not seen[u]:
                    seen[u] = 1
                    queue.append(u)
        return seen, queue

    component_size = [0] * (n + 1)
    for v in range(1, n + 1):
        if component_size[v] == 0:
            _, members = reach(v, -1, 0)
            for u in members:
                component_size[u] = len(members)

    critical_runs = []
    for i in range(m):
        a, b = ends_a[i], ends_b[i]
        if a == b:
            continue
        seen, side = reach(a, i, 0)
        if not seen[b]:
            critical_runs.append((i + 1, min(len(side), component_size[a] - len(side))))
    critical_runs.sort(key=lambda r: (-r[1], r[0]))

    critical_switches = []
    for v in range(1, n + 1):
        neighbours = [u for u, _ in adjacency[v]]
        if not neighbours:
            continue
        seen, _ = reach(neighbours[0], -1, v)
        if any(not seen[u] for u in neighbours):
            critical_switches.append(v)
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
