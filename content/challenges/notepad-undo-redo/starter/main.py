import sys


def final_document(commands):
    # Write your solution here
    return []


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
