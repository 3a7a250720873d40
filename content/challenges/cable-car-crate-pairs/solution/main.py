import sys


def count_pairs(weights, capacity):
    """Number of pairs i < j with weights[i] + weights[j] <= capacity."""
    weights = sorted(weights)
    count = 0
    lo, hi = 0, len(weights) - 1
    while lo < hi:
        if weights[lo] + weights[hi] <= capacity:
            count += hi - lo  # lo pairs with every crate in lo+1 .. hi
            lo += 1
        else:
            hi -= 1
    return count


def main():
    data = sys.stdin.buffer.read().split()
    n, capacity = int(data[0]), int(data[1])
    weights = [int(x) for x in data[2:2 + n]]
    print(count_pairs(weights, capacity))


main()
