import sys

MOD = 1_000_000_007
BASES = "ACGT"


def count_strands(n, motifs):
    # Builds every strand base by base (4^n of them), abandoning one as soon as it ends with a motif.
    def extend(strand):
        if any(strand.endswith(motif) for motif in motifs):
            return 0
        if len(strand) == n:
            return 1
        return sum(extend(strand + base) for base in BASES) % MOD

    sys.setrecursionlimit(10000)
    return extend("")


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    motifs = [token.decode() for token in data[2:2 + m]]
    print(count_strands(n, motifs))


main()
