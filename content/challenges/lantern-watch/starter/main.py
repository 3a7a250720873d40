import sys


def minimum_oil(costs):
    # best_lit / best_dark: least oil for the lanterns so far, with the last one lit / dark.
    best_lit, best_dark = costs[0], 0
    for cost in costs[1:]:
        # Lit: any state before it is fine. Dark: the lantern before must be lit.
        best_lit = cost + min(best_lit, best_dark)
        best_dark = best_lit
    return min(best_lit, best_dark)


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    costs = [int(x) for x in data[1:1 + n]]
    print(minimum_oil(costs))


main()
