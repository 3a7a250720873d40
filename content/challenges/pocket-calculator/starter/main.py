import sys

SYNTAX_ERROR = "syntax error"
DIVISION_BY_ZERO = "division by zero"


def evaluate(line):
    """Returns the value of the expression as text, SYNTAX_ERROR or DIVISION_BY_ZERO."""
    # Write your solution here
    return "0"


def main():
    sys.setrecursionlimit(20000)
    lines = sys.stdin.read().split("\n")
    t = int(lines[0])
    out = [evaluate(lines[1 + i].rstrip("\r") if 1 + i < len(lines) else "") for i in range(t)]
    print("\n".join(out))


main()
