import sys
from bisect import bisect_left, bisect_right
from itertools import accumulate

MOD = 1000000007
B = 16  # a block of gaps is split in two when it holds more than 2 * B of them


def replay(H, ops):
    """ops: (kind, value) pairs, kind 'L' (value = size), 'U' (value = sample number) or 'Q' (value 0).
    Returns (answers, failed, invalid, checksum), answers holding (largest gap, number of gaps) for each Q.

    The gaps (maximal free ranges) are kept in address order, cut into short blocks (a square-root
    decomposition): S[b] and L[b] are the starts and lengths of the gaps of block b. A prefix maximum of the
    block maxima finds the first block holding a gap of at least `size` bytes with one binary search, and a
    short scan inside that block finds the gap itself: first fit without walking the whole free list."""
    S = [[0]]
    L = [[H]]
    first = [0]  # first[b] = S[b][0], to find a block by address
    bm = [H]  # bm[b] = max(L[b])
    pm = [H]  # pm[b] = max(bm[0..b]): non-decreasing, so bisect_left(pm, x) is the first block with a range >= x

    def set_block_max(b, v):
        """Block b's largest gap is now v: repair pm where it changes."""
        old = bm[b]
        bm[b] = v
        if v > old:
            if v > pm[b]:
                r = bisect_left(pm, v, b)
                pm[b:r] = [v] * (r - b)
        elif old == pm[b] and (b == 0 or pm[b - 1] < old):
            base = pm[b - 1] if b else 0
            if b == len(pm) - 1:
                pm[b] = v if v > base else base
            else:
                j = bisect_right(pm, old, b)
                run = list(accumulate(bm[b:j], max, initial=base))
                pm[b:j] = run[1:]

    def drop_block(b):  # an empty block goes; with its maximum set to 0 first, pm stays consistent
        set_block_max(b, 0)
        del S[b], L[b], first[b], bm[b], pm[b]

    def split_block(b):  # the two halves have the same maximum as the whole, so pm needs one more entry only
        s, l = S[b], L[b]
        S.insert(b + 1, s[B:])
        L.insert(b + 1, l[B:])
        first.insert(b + 1, s[B])
        del s[B:], l[B:]
        m1 = max(l)
        m2 = max(L[b + 1])
        top = pm[b]
        base = pm[b - 1] if b else 0
        bm[b:b + 1] = [m1, m2]
        pm[b:b + 1] = [m1 if m1 > base else base, top]

    where = {}  # sample number -> (address, size) while it is in RAM
    loads = failed = invalid = checksum = 0
    gaps = 1
    answers = []
    for kind, value in ops:
        if kind == 'L':  # first fit
            size = value
            loads += 1
            if not pm or pm[-1] < size:
                failed += 1
                continue
            b = bisect_left(pm, size)
            lb = L[b]
            sb = S[b]
            j = lb.index(next(filter(size.__le__, lb)))  # the first gap of the block that is large enough
            old = lb[j]
            s = sb[j]
            where[loads] = (s, size)
            checksum += loads * s
            if old == size:
                gaps -= 1
                del sb[j], lb[j]
                if not sb:
                    drop_block(b)
                    continue
                if j == 0:
                    first[b] = sb[0]
            else:
                sb[j] = s + size
                lb[j] = old - size
                if j == 0:
                    first[b] = s + size
            if old == bm[b]:
                m = max(lb)
                if b == len(bm) - 1:  # the last block (often the one with the big tail): a cheap update
                    bm[b] = m
                    base = pm[b - 1] if b else 0
                    pm[b] = m if m > base else base
                else:
                    set_block_max(b, m)
        elif kind == 'U':  # unload, joining the freed bytes with the gaps right before and right after
            got = where.pop(value, None)
            if got is None:
                invalid += 1
                continue
            a, size = got
            e = a + size
            nb = len(S)
            if nb == 0:  # the RAM was full
                S.append([a]); L.append([size]); first.append(a); bm.append(size); pm.append(size)
                gaps = 1
                continue
            b = bisect_right(first, a) - 1
            # the free range before a (pb, pj) and the one after it (qb, qj); -1 when there is none
            if b < 0:
                pb = -1
                qb = qj = 0
            else:
                sb = S[b]
                j = bisect_right(sb, a)
                pb = b
                pj = j - 1
                if j < len(sb):
                    qb, qj = b, j
                elif b + 1 < nb:
                    qb, qj = b + 1, 0
                else:
                    qb = -1
            join_prev = pb >= 0 and S[pb][pj] + L[pb][pj] == a
            join_next = qb >= 0 and S[qb][qj] == e
            if join_prev:
                lb = L[pb]
                if join_next:
                    gaps -= 1
                    lq = L[qb]
                    nl = lq[qj]
                    lb[pj] += size + nl
                    if lb[pj] > bm[pb]:
                        set_block_max(pb, lb[pj])
                    sq = S[qb]
                    del sq[qj], lq[qj]
                    if not sq:
                        drop_block(qb)
                    else:
                        if qj == 0:
                            first[qb] = sq[0]
                        if nl == bm[qb]:
                            set_block_max(qb, max(lq))
                else:
                    lb[pj] += size
                    if lb[pj] > bm[pb]:
                        set_block_max(pb, lb[pj])
            elif join_next:
                S[qb][qj] = a
                if qj == 0:
                    first[qb] = a
                lq = L[qb]
                lq[qj] += size
                if lq[qj] > bm[qb]:
                    set_block_max(qb, lq[qj])
            else:  # a new gap
                gaps += 1
                if b < 0:
                    b = j = 0
                    first[0] = a
                sb = S[b]
                sb.insert(j, a)
                L[b].insert(j, size)
                if size > bm[b]:
                    set_block_max(b, size)
                if len(sb) > 2 * B:
                    split_block(b)
        else:  # Q
            answers.append((pm[-1] if pm else 0, gaps))
    return answers, failed, invalid, checksum % MOD


def main():
    data = sys.stdin.buffer.read().split()
    H = int(data[0])
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
    answers, failed, invalid, checksum = replay(H, ops)
    out = [f"{largest} {gaps}" for largest, gaps in answers]
    out.append(f"{failed} {invalid} {checksum}")
    sys.stdout.write("\n".join(out) + "\n")


main()
