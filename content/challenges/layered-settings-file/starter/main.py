import sys

MISSING = "(missing)"
EMPTY = "(empty)"


def answer_queries(lines, queries):
    """lines: the file, one string per line; queries: "section.key" strings. One answer per query."""
    # Write your solution here
    return [MISSING for _ in queries]


def main():
    lines = sys.stdin.read().split("\n")
    n, q = map(int, lines[0].split())
    file_lines = [line.rstrip("\r") for line in lines[1:1 + n]]
    queries = [line.rstrip("\r") for line in lines[1 + n:1 + n + q]]
    print("\n".join(answer_queries(file_lines, queries)))


main()
