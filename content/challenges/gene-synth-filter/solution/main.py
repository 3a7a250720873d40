import sys

MOD = 1_000_000_007
BASES = "ACGT"


def count_strands(n, motifs):
    # States: every prefix of a motif. The state of a strand is its longest suffix that is such a prefix.
    prefixes = {""}
    for motif in motifs:
        for length in range(1, len(motif) + 1):
            prefixes.add(motif[:length])
    states = sorted(prefixes)
    index = {state: i for i, state in enumerate(states)}
    bad = [any(state.endswith(motif) for motif in motifs) for state in states]
    step = []
    for state in states:
        row = []
        for base in BASES:
            text = state + base
            while text not in index:
                text = text[1:]
            row.append(index[text])
        step.append(row)
    ways = [0] * len(states)
    ways[index[""]] = 1
    for _ in range(n):
        after = [0] * len(states)
        for s, count in enumerate(ways):
            if count:
                for target in step[s]:
                    if not bad[target]:
                        after[target] += count
        ways = [count % MOD for count in after]
    return sum(ways) % MOD


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    motifs = [token.decode() for token in data[2:2 + m]]
    print(count_strands(n, motifs))


main()
