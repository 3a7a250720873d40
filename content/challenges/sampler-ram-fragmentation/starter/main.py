import sys

MOD = 1000000007


def replay(heap_size, ops):
    """ops: the log, as (kind, value) pairs: ('L', size), ('U', sample number) or ('Q', 0).
    Returns (answers, failed, invalid, checksum): answers holds one (largest gap, number of gaps) pair per Q,
    failed is the number of failed loads, invalid the number of invalid unloads, and checksum the sum of
    k * address over the loaded samples k, modulo 1 000 000 007."""
    # Write your solution here
    answers = [(heap_size, 1) for kind, _ in ops if kind == 'Q']
    return answers, 0, 0, 0


def main():
    data = sys.stdin.buffer.read().split()
    heap_size = int(data[0])
    n = int(data[1])
    ops = []
    p = 2
    for _ in range(n):
        kind = data[p]
        if kind == b'Q':
            ops.append(('Q', 0))
            p += 1
        else:
            ops.append(('L' if kind == b'L' else 'U', int(data[p + 1])))
            p += 2
    answers, failed, invalid, checksum = replay(heap_size, ops)
    out = [f"{largest} {gaps}" for largest, gaps in answers]
    out.append(f"{failed} {invalid} {checksum}")
    sys.stdout.write("\n".join(out) + "\n")


main()
