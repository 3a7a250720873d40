import re
import sys

SYNTAX_ERROR = "syntax error"
DIVISION_BY_ZERO = "division by zero"


class SyntaxFault(Exception):
    pass


TOKEN = re.compile(r"\d+|[^ ]")


def tokenize(line):
    tokens = []
    for text in TOKEN.findall(line):
        if text[0].isdigit():
            tokens.append(int(text))
        elif text in "+-*/%()":
            tokens.append(text)
        else:
            raise SyntaxFault()
    return tokens


def divide(a, b):
    """Quotient and remainder truncated toward zero."""
    q = abs(a) // abs(b)
    if (a < 0) != (b < 0):
        q = -q
    return q, a - b * q


class Parser:
    def __init__(self, tokens):
        self.tokens = tokens
        self.pos = 0
        self.divided_by_zero = False

    def peek(self):
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def expression(self):
        value = self.term()
        while self.peek() in ("+", "-"):
            op = self.tokens[self.pos]
            self.pos += 1
            right = self.term()
            value = value + right if op == "+" else value - right
        return value

    def term(self):
        value = self.unary()
        while self.peek() in ("*", "/", "%"):
            op = self.tokens[self.pos]
            self.pos += 1
            right = self.unary()
            if op == "*":
                value *= right
            elif right == 0:
                self.divided_by_zero = True  # keep parsing: a syntax error later still wins
                value = 0
            else:
                value = divide(value, right)[0 if op == "/" else 1]
        return value

    def unary(self):
        negate = False
        while self.peek() == "-":
            negate = not negate
            self.pos += 1
        value = self.primary()
        return -value if negate else value

    def primary(self):
        token = self.peek()
        self.pos += 1
        if isinstance(token, int):
            return token
        if token == "(":
            value = self.expression()
            if self.peek() != ")":
                raise SyntaxFault()
            self.pos += 1
            return value
        raise SyntaxFault()


def evaluate(line):
    try:
        parser = Parser(tokenize(line))
        value = parser.expression()
        if parser.pos != len(parser.tokens):
            raise SyntaxFault()
    except SyntaxFault:
        return SYNTAX_ERROR
    return DIVISION_BY_ZERO if parser.divided_by_zero else str(value)


def main():
    sys.setrecursionlimit(20000)
    lines = sys.stdin.read().split("\n")
    t = int(lines[0])
    out = [evaluate(lines[1 + i].rstrip("\r") if 1 + i < len(lines) else "") for i in range(t)]
    print("\n".join(out))


main()
