import sys


def final_document(commands):
    document = []
    undo_stack = []  # actions done, most recent last: ("ADD", word) or ("DEL", word)
    redo_stack = []  # actions undone, most recently undone last
    for command in commands:
        op = command[0]
        if op == "ADD":
            document.append(command[1])
            undo_stack.append(("ADD", command[1]))
            redo_stack.clear()
        elif op == "DEL":
            if document:
                undo_stack.append(("DEL", document.pop()))
                redo_stack.clear()
        elif op == "UNDO":
            if undo_stack:
                action = undo_stack.pop()
                if action[0] == "ADD":
                    document.pop()
                else:
                    document.append(action[1])
                redo_stack.append(action)
        elif op == "REDO":
            if redo_stack:
                action = redo_stack.pop()
                if action[0] == "ADD":
                    document.append(action[1])
                else:
                    document.pop()
                undo_stack.append(action)
    return document


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0]) if data else 0
    commands = []
    pos = 1
    for _ in range(q):
        op = data[pos].decode()
        pos += 1
        if op == "ADD":
            commands.append((op, data[pos].decode()))
            pos += 1
        else:
            commands.append((op,))
    words = final_document(commands)
    print(" ".join(words) if words else "EMPTY")


main()
