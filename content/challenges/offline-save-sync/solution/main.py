import re
import sys

sys.setrecursionlimit(10000)

# JSON values: dict (object), list (array), str (a string of 16-bit code units: one character per unit, surrogates
# never combined), Num (a number, kept as its text), True / False / None.


class Num:
    __slots__ = ("t",)

    def __init__(self, t):
        self.t = t

    def __eq__(self, other):
        return type(other) is Num and other.t == self.t

    def __ne__(self, other):
        return not self.__eq__(other)

    __hash__ = None


MISSING = object()

TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[^\s\[\]{}:,"]+|[\[\]{}:,]')
ESCAPE_IN = re.compile(r"\\(?:u([0-9a-fA-F]{4})|(.))")
SIMPLE_IN = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}
UNSAFE_OUT = re.compile(r"[^ !#-\[\]-~]")
SIMPLE_OUT = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}
BAD_TILDE = re.compile(r"~(?![01])")
INDEX = re.compile(r"0|[1-9][0-9]*")


def _unescape(match):
    code = match.group(1)
    return chr(int(code, 16)) if code is not None else SIMPLE_IN[match.group(2)]


def decode_string(token):
    s = token[1:-1]
    return ESCAPE_IN.sub(_unescape, s) if "\\" in s else s


def _escape(match):
    ch = match.group()
    return SIMPLE_OUT.get(ch) or "\\u%04x" % ord(ch)


def encode_string(s):
    if UNSAFE_OUT.search(s) is None:
        return '"' + s + '"'
    return '"' + UNSAFE_OUT.sub(_escape, s) + '"'


def parse(text):
    """Parses one JSON text (iteratively, with an explicit stack of open containers)."""
    toks = TOKEN.findall(text)
    i = 0
    stack = []
    keys = []
    while True:
        t = toks[i]
        i += 1
        c = t[0]
        if c == "{":
            if toks[i] == "}":
                i += 1
                v = {}
            else:
                stack.append({})
                keys.append(decode_string(toks[i]))
                i += 2
                continue
        elif c == "[":
            if toks[i] == "]":
                i += 1
                v = []
            else:
                stack.append([])
                keys.append(None)
                continue
        elif c == '"':
            v = decode_string(t)
        elif c == "t":
            v = True
        elif c == "f":
            v = False
        elif c == "n":
            v = None
        else:
            v = Num(t)
        while True:
            if not stack:
                return v
            top = stack[-1]
            if type(top) is dict:
                top[keys[-1]] = v  # a repeated key: the last one wins
            else:
                top.append(v)
            t = toks[i]
            i += 1
            if t == ",":
                if type(top) is dict:
                    keys[-1] = decode_string(toks[i])
                    i += 2
                break
            v = stack.pop()
            keys.pop()


def serialize(v, out):
    t = type(v)
    if t is dict:
        if not v:
            out.append("{}")
            return
        out.append("{")
        for k in sorted(v):  # str order = code-unit order, as every character is one unit
            out.append(encode_string(k))
            out.append(":")
            serialize(v[k], out)
            out.append(",")
        out[-1] = "}"
    elif t is list:
        if not v:
            out.append("[]")
            return
        out.append("[")
        for x in v:
            serialize(x, out)
            out.append(",")
        out[-1] = "]"
    elif t is str:
        out.append(encode_string(v))
    elif t is Num:
        out.append(v.t)
    elif v is True:
        out.append("true")
    elif v is False:
        out.append("false")
    else:
        out.append("null")


def clone(v):
    t = type(v)
    if t is dict:
        return {k: clone(x) for k, x in v.items()}
    if t is list:
        return [clone(x) for x in v]
    return v


def pointer(s):
    """The reference tokens of a JSON Pointer, or None when it is malformed."""
    if s == "":
        return []
    if s[0] != "/":
        return None
    parts = s[1:].split("/")
    if "~" not in s:
        return parts
    out = []
    for p in parts:
        if "~" in p:
            if BAD_TILDE.search(p):
                return None
            p = p.replace("~1", "/").replace("~0", "~")
        out.append(p)
    return out


def index_of(t):
    return int(t) if INDEX.fullmatch(t) else -1


SET, DEL, INS, ROOT = 0, 1, 2, 3


class Doc:
    def __init__(self, root):
        self.root = root

    def get(self, toks, upto):
        v = self.root
        for j in range(upto):
            t = toks[j]
            tv = type(v)
            if tv is dict:
                v = v.get(t, MISSING)
                if v is MISSING:
                    return MISSING
            elif tv is list:
                k = index_of(t)
                if k < 0 or k >= len(v):
                    return MISSING
                v = v[k]
            else:
                return MISSING
        return v

    def add(self, toks, val, undo):
        if not toks:
            undo.append((ROOT, self.root))
            self.root = val
            return True
        par = self.get(toks, len(toks) - 1)
        t = toks[-1]
        tp = type(par)
        if tp is dict:
            old = par.get(t, MISSING)
            if old is MISSING:
                undo.append((DEL, par, t))
            else:
                undo.append((SET, par, t, old))
            par[t] = val
            return True
        if tp is list:
            n = len(par)
            k = n if t == "-" else index_of(t)
            if k < 0 or k > n:
                return False
            par.insert(k, val)
            undo.append((DEL, par, k))
            return True
        return False

    def remove(self, toks, undo):
        """Removes the value at toks and returns it, or MISSING."""
        if not toks:
            return MISSING
        par = self.get(toks, len(toks) - 1)
        t = toks[-1]
        tp = type(par)
        if tp is dict:
            old = par.pop(t, MISSING)
            if old is not MISSING:
                undo.append((SET, par, t, old))
            return old
        if tp is list:
            k = index_of(t)
            if k < 0 or k >= len(par):
                return MISSING
            old = par.pop(k)
            undo.append((INS, par, k, old))
            return old
        return MISSING

    def replace(self, toks, val, undo):
        if not toks:
            undo.append((ROOT, self.root))
            self.root = val
            return True
        par = self.get(toks, len(toks) - 1)
        t = toks[-1]
        tp = type(par)
        if tp is dict:
            if t not in par:
                return False
            undo.append((SET, par, t, par[t]))
            par[t] = val
            return True
        if tp is list:
            k = index_of(t)
            if k < 0 or k >= len(par):
                return False
            undo.append((SET, par, k, par[k]))
            par[k] = val
            return True
        return False

    def apply(self, op, undo):
        kind = op["op"]
        path = pointer(op["path"])
        if path is None:
            return False
        if kind == "add":
            return self.add(path, op["value"], undo)
        if kind == "remove":
            return self.remove(path, undo) is not MISSING
        if kind == "replace":
            return self.replace(path, op["value"], undo)
        if kind == "test":
            v = self.get(path, len(path))
            return v is not MISSING and v == op["value"]
        src = pointer(op["from"])
        if src is None:
            return False
        v = self.get(src, len(src))
        if v is MISSING:
            return False
        if kind == "copy":
            return self.add(path, clone(v), undo)
        # move
        if src == path:
            return True
        if len(src) < len(path) and path[: len(src)] == src:
            return False
        self.remove(src, undo)
        return self.add(path, v, undo)

    def rollback(self, undo):
        for u in reversed(undo):
            c = u[0]
            if c == SET:
                u[1][u[2]] = u[3]
            elif c == DEL:
                del u[1][u[2]]
            elif c == INS:
                u[1].insert(u[2], u[3])
            else:
                self.root = u[1]


# document: the JSON text of the save file; patches: one JSON Patch text each; queries: one JSON string each.
# Returns the output lines.
def sync(document, patches, queries):
    doc = Doc(parse(document))
    rejected = []
    for number, text in enumerate(patches, 1):
        ops = parse(text)
        undo = []
        for k, op in enumerate(ops, 1):
            if not doc.apply(op, undo):
                doc.rollback(undo)
                rejected.append("%d %d" % (number, k))
                break
    out = [str(len(rejected))]
    out.extend(rejected)
    for text in queries:
        path = pointer(parse(text))
        v = MISSING if path is None else doc.get(path, len(path))
        if v is MISSING:
            out.append("missing")
        else:
            parts = []
            serialize(v, parts)
            out.append("".join(parts))
    return out


def main():
    lines = sys.stdin.buffer.read().decode("latin-1").split("\n")
    n, m, q = map(int, lines[0].split())
    document = "\n".join(lines[1 : 1 + n])
    patches = lines[1 + n : 1 + n + m]
    queries = lines[1 + n + m : 1 + n + m + q]
    sys.stdout.write("\n".join(sync(document, patches, queries)) + "\n")


main()
