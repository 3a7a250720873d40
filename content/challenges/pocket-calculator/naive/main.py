import sys

SYNTAX_ERROR = "syntax error"
DIVISION_BY_ZERO = "division by zero"


class SyntaxFault(Exception):
    pass


def tokenize(line):
    tokens = []
    i, n = 0, len(line)
    while i < n:
        ch = line[i]
        if ch == " ":
            i += 1
        elif "0" <= ch <= "9":
            start = i
            while i < n and "0" <= line[i] <= "9":
                i += 1
            tokens.append(int(line[start:i]))
        elif ch in "+-*/%()":
            tokens.append(ch)
            i += 1
        else:
            raise SyntaxFault()
    return tokens


def divide(a, b):
    q = abs(a) // abs(b)
    if (a < 0) != (b < 0):
        q = -q
    return q, a - b * q


def evaluate_flat(tokens, state):
    """Evaluates a parenthesis-free token list: [-]* operand (op [-]* operand)*."""
    operands, operators = [], []
    i = 0
    while True:
        negate = False
        while i < len(tokens) and tokens[i] == "-":
            negate = not negate
            i += 1
        if i >= len(tokens) or not isinstance(tokens[i], int):
            raise SyntaxFault()
        operands.append(-tokens[i] if negate else tokens[i])
        i += 1
        if i == len(tokens):
            break
        if tokens[i] not in ("+", "-", "*", "/", "%"):
            raise SyntaxFault()
        operators.append(tokens[i])
        i += 1
    # First * / %, then + -, each from left to right.
    values, pending = [operands[0]], []
    for op, right in zip(operators, operands[1:]):
        if op in "+-":
            values.append(right)
            pending.append(op)
        elif op == "*":
            values[-1] *= right
        elif right == 0:
            state["divided_by_zero"] = True
            values[-1] = 0
        else:
            values[-1] = divide(values[-1], right)[0 if op == "/" else 1]
    result = values[0]
    for op, right in zip(pending, values[1:]):
        result = result + right if op == "+" else result - right
    return result


def evaluate(line):
    # Repeatedly finds the deepest parenthesised group, scanning the whole line, and replaces it by its value.
    state = {"divided_by_zero": False}
    try:
        tokens = tokenize(line)
        while True:
            depth, deepest, open_ = 0, 0, -1
            for i, tok in enumerate(tokens):
                if tok == "(":
                    depth += 1
                    if depth > deepest:
                        deepest, open_ = depth, i
                elif tok == ")":
                    depth -= 1
                    if depth < 0:
                        raise SyntaxFault()
            if depth != 0:
                raise SyntaxFault()
            if open_ < 0:
                break
            close = tokens.index(")", open_)
            tokens[open_:close + 1] = [evaluate_flat(tokens[open_ + 1:close], state)]
        value = evaluate_flat(tokens, state)
    except SyntaxFault:
        return SYNTAX_ERROR
    return DIVISION_BY_ZERO if state["divided_by_zero"] else str(value)


def main():
    lines = sys.stdin.read().split("\n")
    t = int(lines[0])
    out = [evaluate(lines[1 + i].rstrip("\r") if 1 + i < len(lines) else "") for i in range(t)]
    print("\n".join(out))


main()
