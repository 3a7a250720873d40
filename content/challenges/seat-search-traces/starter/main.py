import sys


def analyse(k, window, min_samples, lines):
    """k, W and m from the first line; lines: the log lines (without their '\n'), in order.
    Returns the whole report as one string."""
    # Write your solution here
    return 'complete 0 broken 0 ignored 0 duplicate 0\n'


def main():
    # Latin-1 maps every byte to one character, so lines stay byte-for-byte comparable.
    data = sys.stdin.buffer.read().decode('latin-1')
    lines = data.split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    k, window, min_samples = (int(x) for x in lines[0].split())
    sys.stdout.write(analyse(k, window, min_samples, lines[1:]))


main()
