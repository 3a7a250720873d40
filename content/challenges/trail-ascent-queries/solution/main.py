import sys


def build_climbed(altitudes):
    """climbed[i] = total ascent from checkpoint 1 to checkpoint i (1-based; climbed[0] is unused)."""
    n = len(altitudes)
    climbed = [0] * (n + 1)
    for i in range(2, n + 1):
        gain = altitudes[i - 1] - altitudes[i - 2]
        climbed[i] = climbed[i - 1] + (gain if gain > 0 else 0)
    return climbed


def ascent(climbed, l, r):
    return climbed[r] - climbed[l]


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    n = int(data[pos]); pos += 1
    altitudes = [int(x) for x in data[pos:pos + n]]
    pos += n
    climbed = build_climbed(altitudes)
    q = int(data[pos]); pos += 1
    out = []
    for _ in range(q):
        l = int(data[pos]); r = int(data[pos + 1]); pos += 2
        out.append(ascent(climbed, l, r))
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
