import sys


def mirror_phrases(s):
    """Return (number of palindromic substrings, length of the longest)."""
    # Write your solution here
    return 0, 0


def main():
    s = sys.stdin.buffer.read().strip()
    count, longest = mirror_phrases(s)
    print(count, longest)


main()
