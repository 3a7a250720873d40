import sys

MOD = 1_000_000_007
BASES = "ACGT"


def count_strands(n, motifs):
    # Write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    motifs = [token.decode() for token in data[2:2 + m]]
    print(count_strands(n, motifs))


main()
