import sys


def audit(n, ends_a, ends_b):
    """Cable run i (0-based; its run number is i + 1) joins switches ends_a[i] and ends_b[i] (numbered 1..n).
    Returns (critical_runs, critical_switches): critical_runs holds (run number, cut-off count) pairs ordered by
    cut-off count descending, then run number; critical_switches is in increasing order."""
    # Write your solution here
    return [], []


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
