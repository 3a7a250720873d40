import re
import sys

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


# The tokens of a formula, as re.findall gives them: (column letters, row) for a reference (its $ marks dropped),
# a function name (its "(" consumed), a number, or one character of + - * / ( ) , :
TOKEN = re.compile(r"\$?([A-Z]{1,2})\$?([0-9]+)|([A-Z]+)\(|([0-9]+)|(.)")
END = ("", "", "", "", "end")
LETTERS, ROW, NAME, NUMBER, CHAR = range(5)


class Compiler:
    """Recursive descent over the tokens of one formula (nesting is bounded by its 200 characters)."""

    def __init__(self, index_of_key):
        self.index_of_key = index_of_key

    def compile(self, text):
        self.toks = TOKEN.findall(text, 1)  # after '='
        self.toks.append(END)
        self.p = 0
        self.code = []
        self.deps = []  # indices of the non-empty cells the formula reads
        self.expr()
        return self.code, self.deps

    def expr(self):
        toks, code = self.toks, self.code
        self.term()
        while True:
            c = toks[self.p][CHAR]
            if c != "+" and c != "-":
                return
            self.p += 1
            self.term()
            code.append((ADD if c == "+" else SUB, 0))

    def term(self):
        toks, code = self.toks, self.code
        self.unary()
        while True:
            c = toks[self.p][CHAR]
            if c != "*" and c != "/":
                return
            self.p += 1
            self.unary()
            code.append((MUL if c == "*" else DIV, 0))

    def unary(self):
        # unary = "-" unary | primary: count the minus signs, then negate once if they are odd
        toks = self.toks
        minus = 0
        while toks[self.p][CHAR] == "-":
            minus += 1
            self.p += 1
        self.primary()
        if minus % 2:
            self.code.append((NEG, 0))

    def primary(self):
        tok = self.toks[self.p]
        self.p += 1
        if tok[NUMBER]:
            self.code.append((CONST, int(tok[NUMBER])))
        elif tok[LETTERS]:
            idx = self.index_of_key.get(int(tok[ROW]) * COLUMNS + column_index(tok[LETTERS]), -1)
            if idx < 0:
                self.code.append((CONST, 0))  # an empty cell reads as 0
            else:
                self.code.append((CELL, idx))
                self.deps.append(idx)
        elif tok[CHAR] == "(":
            self.expr()
            self.p += 1  # ')'
        else:  # a function; its "(" is part of the token
            kind = FUNCTIONS[tok[NAME]]
            count = 0
            while True:
                self.argument(kind)
                count += 1
                if self.toks[self.p][CHAR] == ",":
                    self.p += 1
                else:
                    break
            self.p += 1  # ')'
            self.code.append((FUNC, (kind, count)))

    def argument(self, kind):
        toks, p = self.toks, self.p
        if toks[p][LETTERS] and toks[p + 1][CHAR] == ":":
            r1, c1 = int(toks[p][ROW]), column_index(toks[p][LETTERS])
            r2, c2 = int(toks[p + 2][ROW]), column_index(toks[p + 2][LETTERS])
            self.p = p + 3
            top, bottom = min(r1, r2), max(r1, r2)
            left, right = min(c1, c2), max(c1, c2)
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
        else:
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
    state = [NO_ERROR] * n
    dependents = [[] for _ in range(n)]
    pending = [0] * n
    for i, (_, content) in enumerate(cells):
        if content[0] == "=":
            code, d = compiler.compile(content)
            codes[i] = code
            deps[i] = d
            pending[i] = len(d)
            for j in d:
                dependents[j].append(i)
        else:
            value[i] = int(content)

    # Kahn's order: a cell is evaluated once every cell it reads is. Cells never reached are on a cycle or read
    # (directly or not) a cell on one.
    order = [i for i in range(n) if pending[i] == 0]
    done = [False] * n
    for i in order:  # the list grows while we walk it
        done[i] = True
        code = codes[i]
        if code is not None:
            if any(state[j] for j in deps[i]):
                state[i] = DIV0
            else:
                result = run(code, value)
                if result is None:
                    state[i] = DIV0
                else:
                    value[i] = result
        for k in dependents[i]:
            pending[k] -= 1
            if pending[k] == 0:
                order.append(k)
    for i in range(n):
        if not done[i]:
            state[i] = CYCLE

    top, left, bottom, right = split_area(area)
    shown = [i for i in range(n) if top <= keys[i][0] <= bottom and left <= keys[i][1] <= right]
    shown.sort(key=lambda i: keys[i])
    lines = []
    for i in shown:
        s = state[i]
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
