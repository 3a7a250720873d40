import sys


def recalculate(cells, area):
    """cells: (name, content) pairs in input order, e.g. ("B3", "=-A2/2+C9") or ("A1", "10");
    area: the print area, e.g. "A1:C3".
    Returns the output lines "NAME VALUE" of the non-empty cells inside the print area, row by row and,
    within a row, from left to right."""
    # Write your solution here
    return [name + " " + (content if content[0] != "=" else "0") for name, content in cells]


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    cells = [(data[1 + 2 * i].decode(), data[2 + 2 * i].decode()) for i in range(n)]
    area = data[1 + 2 * n].decode()
    lines = recalculate(cells, area)
    sys.stdout.write("\n".join(lines) + ("\n" if lines else ""))


main()
