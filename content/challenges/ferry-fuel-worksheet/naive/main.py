import sys

sys.setrecursionlimit(100000)

COLUMNS = 702  # A..Z, then AA..ZZ

# Opcodes of a compiled formula (postfix): each entry is (opcode, argument).
CONST, CELL, NEG, ADD, SUB, MUL, DIV, FUNC, RANGE = range(9)
SUM, MIN, MAX = 0, 1, 2
FUNCTIONS = {"SUM": SUM, "MIN": MIN, "MAX": MAX}
NO_ERROR, DIV0, CYCLE = 0, 1, 2


def column_index(letters):
    if len(letters) == 1:
        return ord(letters) - 65
    return 26 + (ord(letters[0]) - 65) * 26 + (ord(letters[1]) - 65)


def split_name(name):
    """'AB12' -> (row 12, column index of AB)."""
    k = 1 if name[1].isdigit() else 2
    return int(name[k:]), column_index(name[:k])


def split_area(text):
    """'C5:A1' -> (top, left, bottom, right): the corners may come in any order."""
    a, b = text.split(":")
    r1, c1 = split_name(a)
    r2, c2 = split_name(b)
    return min(r1, r2), min(c1, c2), max(r1, r2), max(c1, c2)


class Compiler:
    """Recursive descent over one formula (nesting is bounded by its 200 characters)."""

    def __init__(self, index_of_key):
        self.index_of_key = index_of_key

    def compile(self, text):
        self.s = text
        self.i = 1  # after '='
        self.code = []
        self.deps = []  # indices of the non-empty cells the formula reads
        self.expr()
        return self.code, self.deps

    def expr(self):
        s, code = self.s, self.code
        self.term()
        while self.i < len(s) and s[self.i] in "+-":
            op = ADD if s[self.i] == "+" else SUB
            self.i += 1
            self.term()
            code.append((op, 0))

    def term(self):
        s, code = self.s, self.code
        self.unary()
        while self.i < len(s) and s[self.i] in "*/":
            op = MUL if s[self.i] == "*" else DIV
            self.i += 1
            self.unary()
            code.append((op, 0))

    def unary(self):
        if self.s[self.i] == "-":
            self.i += 1
            self.unary()
            self.code.append((NEG, 0))
        else:
            self.primary()

    def reference(self):
        """Reads [$]LETTERS[$]DIGITS at i; returns (row, col) or None (and leaves i) if there is none."""
        s, j, n = self.s, self.i, len(self.s)
        if j < n and s[j] == "$":
            j += 1
        k = j
        while k < n and "A" <= s[k] <= "Z":
            k += 1
        if k == j or k - j > 2:
            return None
        letters = s[j:k]
        if k < n and s[k] == "$":
            k += 1
        d = k
        while d < n and s[d].isdigit():
            d += 1
        if d == k:
            return None
        self.i = d
        return int(s[k:d]), column_index(letters)

    def cell_index(self, row, col):
        return self.index_of_key.get(row * COLUMNS + col, -1)

    def primary(self):
        s, code = self.s, self.code
        c = s[self.i]
        if c == "(":
            self.i += 1
            self.expr()
            self.i += 1  # ')'
        elif c.isdigit():
            j = self.i
            while j < len(s) and s[j].isdigit():
                j += 1
            code.append((CONST, int(s[self.i:j])))
            self.i = j
        else:
            ref = self.reference()
            if ref is not None:
                idx = self.cell_index(*ref)
                if idx < 0:
                    code.append((CONST, 0))  # an empty cell reads as 0
                else:
                    code.append((CELL, idx))
                    self.deps.append(idx)
                return
            j = self.i
            while s[j] != "(":
                j += 1
            kind = FUNCTIONS[s[self.i:j]]
            self.i = j + 1
            count = 0
            while True:
                self.argument(kind)
                count += 1
                if s[self.i] == ",":
                    self.i += 1
                else:
                    break
            self.i += 1  # ')'
            code.append((FUNC, (kind, count)))

    def argument(self, kind):
        start = self.i
        first = self.reference()
        if first is not None and self.i < len(self.s) and self.s[self.i] == ":":
            self.i += 1
            second = self.reference()
            top, bottom = min(first[0], second[0]), max(first[0], second[0])
            left, right = min(first[1], second[1]), max(first[1], second[1])
            cells = []
            get = self.index_of_key.get
            for row in range(top, bottom + 1):
                base = row * COLUMNS
                for col in range(left, right + 1):
                    idx = get(base + col, -1)
                    if idx >= 0:
                        cells.append(idx)
            has_empty = len(cells) < (bottom - top + 1) * (right - left + 1)
            self.deps.extend(cells)
            self.code.append((RANGE, (kind, cells, has_empty)))
            return
        self.i = start
        self.expr()


def run(code, value):
    """Runs a compiled formula whose referenced cells all hold numbers; None on a division by zero."""
    stack = []
    push, pop = stack.append, stack.pop
    for op, arg in code:
        if op == CONST:
            push(arg)
        elif op == CELL:
            push(value[arg])
        elif op == NEG:
            stack[-1] = -stack[-1]
        elif op == RANGE:
            kind, cells, has_empty = arg
            values = [value[j] for j in cells]
            if has_empty:
                values.append(0)
            push(sum(values) if kind == SUM else min(values) if kind == MIN else max(values))
        elif op == FUNC:
            kind, count = arg
            values = stack[-count:]
            del stack[-count:]
            push(sum(values) if kind == SUM else min(values) if kind == MIN else max(values))
        else:
            b = pop()
            a = stack[-1]
            if op == ADD:
                stack[-1] = a + b
            elif op == SUB:
                stack[-1] = a - b
            elif op == MUL:
                stack[-1] = a * b
            else:
                if b == 0:
                    return None
                stack[-1] = a // b  # Python's // already rounds toward negative infinity
    return stack[0]


def recalculate(cells, area):
    """cells: (name, content) pairs; area: the print area, e.g. 'A1:C3'.
    Returns the output lines 'NAME VALUE' of the non-empty cells in the print area, row by row."""
    n = len(cells)
    keys = []
    index_of_key = {}
    for i, (name, _) in enumerate(cells):
        row, col = split_name(name)
        keys.append((row, col))
        index_of_key[row * COLUMNS + col] = i

    compiler = Compiler(index_of_key)
    codes = [None] * n
    deps = [None] * n
    value = [0] * n
    for i, (_, content) in enumerate(cells):
        if content[0] == "=":
            code, d = compiler.compile(content)
            codes[i] = code
            deps[i] = d
        else:
            value[i] = int(content)

    # Naive: every cell is evaluated from scratch each time it is read (no memo); a cell met again on the current
    # path of the recursion closes a cycle.
    on_path = [False] * n

    def evaluate(i):
        """Sets value[i] and returns NO_ERROR, DIV0 or CYCLE."""
        if on_path[i]:
            return CYCLE
        code = codes[i]
        if code is None:
            return NO_ERROR
        on_path[i] = True
        worst = NO_ERROR
        for j in deps[i]:
            r = evaluate(j)
            if r > worst:
                worst = r
        on_path[i] = False
        if worst != NO_ERROR:
            return worst
        result = run(code, value)
        if result is None:
            return DIV0
        value[i] = result
        return NO_ERROR

    top, left, bottom, right = split_area(area)
    shown = [i for i in range(n) if top <= keys[i][0] <= bottom and left <= keys[i][1] <= right]
    shown.sort(key=lambda i: keys[i])
    lines = []
    for i in shown:
        s = evaluate(i)
        lines.append(cells[i][0] + " " + ("#CYCLE" if s == CYCLE else "#DIV/0!" if s == DIV0 else str(value[i])))
    return lines


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    cells = [(data[1 + 2 * i].decode(), data[2 + 2 * i].decode()) for i in range(n)]
    area = data[1 + 2 * n].decode()
    lines = recalculate(cells, area)
    sys.stdout.write("\n".join(lines) + ("\n" if lines else ""))


main()
