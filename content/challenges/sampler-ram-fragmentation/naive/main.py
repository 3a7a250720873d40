import sys
from bisect import bisect_left

# Naive: the gaps in two lists sorted by address; every load scans them from the lowest address.


def main():
    data = sys.stdin.buffer.read().split()
    H = int(data[0])
    n = int(data[1])
    starts = [0]
    lens = [H]
    where = {}
    loads = failed = invalid = checksum = 0
    out = []
    p = 2
    for _ in range(n):
        kind = data[p]
        if kind == b'L':
            size = int(data[p + 1])
            p += 2
            loads += 1
            for i, l in enumerate(lens):
                if l >= size:
                    break
            else:
                failed += 1
                continue
            s = starts[i]
            where[loads] = (s, size)
            checksum = (checksum + loads * s) % 1000000007
            if l == size:
                del starts[i], lens[i]
            else:
                starts[i] = s + size
                lens[i] = l - size
        elif kind == b'U':
            got = where.pop(int(data[p + 1]), None)
            p += 2
            if got is None:
                invalid += 1
                continue
            a, size = got
            i = bisect_left(starts, a)
            if i < len(starts) and starts[i] == a + size:
                size += lens[i]
                del starts[i], lens[i]
            if i > 0 and starts[i - 1] + lens[i - 1] == a:
                lens[i - 1] += size
            else:
                starts.insert(i, a)
                lens.insert(i, size)
        else:
            p += 1
            out.append(f"{max(lens) if lens else 0} {len(lens)}")
    out.append(f"{failed} {invalid} {checksum}")
    sys.stdout.write("\n".join(out) + "\n")


main()
