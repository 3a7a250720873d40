import sys


def count_tidy_runs(codes):
    """Number of runs in which every colour code appears an even number of times."""
    # Write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    codes = [int(x) for x in data[1:1 + n]]
    print(count_tidy_runs(codes))


main()
