import sys


def travel(floors):
    distance = 0
    turns = 0
    last = 0  # direction of the previous real move: 1 up, -1 down, 0 none yet
    for i in range(1, len(floors)):
        step = floors[i] - floors[i - 1]
        if step == 0:
            continue
        distance += abs(step)
        direction = 1 if step > 0 else -1
        if last != 0 and direction != last:
            turns += 1
        last = direction
    return distance, turns


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    floors = [int(x) for x in data[1:1 + n]]
    distance, turns = travel(floors)
    print(distance, turns)


main()
