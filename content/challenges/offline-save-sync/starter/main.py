import sys


# document: the save file's JSON text (its lines joined with "\n").
# patches: one JSON Patch per string (a JSON array of operation objects), in journal order.
# queries: one JSON string per string, each holding a JSON Pointer.
# Returns the output lines: the number of rejected patches, one "patch op" line per rejected patch, then one line
# per query (the canonical JSON of the value there, or "missing").
def sync(document, patches, queries):
    # Write your solution here
    return ["0"] + ["missing" for _ in queries]


def main():
    lines = sys.stdin.buffer.read().decode("latin-1").split("\n")
    n, m, q = map(int, lines[0].split())
    document = "\n".join(lines[1 : 1 + n])
    patches = lines[1 + n : 1 + n + m]
    queries = lines[1 + n + m : 1 + n + m + q]
    sys.stdout.write("\n".join(sync(document, patches, queries)) + "\n")


main()
