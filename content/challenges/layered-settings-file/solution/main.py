import sys

MISSING = "(missing)"
EMPTY = "(empty)"
NAME_CHARS = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")


def is_name(text):
    return len(text) > 0 and all(ch in NAME_CHARS for ch in text)


def parse_line(line):
    """("section", name, None) for a header, ("setting", key, value) for an assignment, None otherwise."""
    text = line.strip(" ")
    if not text or text[0] in "#;":
        return None
    if text[0] == "[":
        name = text[1:-1].strip(" ")
        if text[-1] == "]" and len(text) >= 2 and is_name(name):
            return ("section", name.lower(), None)
        return None
    eq = text.find("=")
    if eq < 0:
        return None
    key = text[:eq].strip(" ")
    if not is_name(key):
        return None
    value = text[eq + 1:].strip(" ")
    if len(value) >= 2 and value[0] == '"' and value[-1] == '"':
        value = value[1:-1]
    return ("setting", key.lower(), value)


def answer_queries(lines, queries):
    settings = {}
    section = "global"
    for line in lines:
        parsed = parse_line(line)
        if parsed is None:
            continue
        kind, name, value = parsed
        if kind == "section":
            section = name
        else:
            settings[section + "." + name] = value
    answers = []
    for query in queries:
        value = settings.get(query.strip(" ").lower())
        answers.append(MISSING if value is None else value if value else EMPTY)
    return answers


def main():
    lines = sys.stdin.read().split("\n")
    n, q = map(int, lines[0].split())
    file_lines = [line.rstrip("\r") for line in lines[1:1 + n]]
    queries = [line.rstrip("\r") for line in lines[1 + n:1 + n + q]]
    print("\n".join(answer_queries(file_lines, queries)))


main()
