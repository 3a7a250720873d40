import java.io.*;
import java.util.*;

public class Main {
  static final long MOD = 1_000_000_007L;

  // The free ranges (gaps) live in a treap ordered by start address; every node also knows the largest gap in its
  // subtree, so the lowest-address gap of at least `size` bytes is found in one walk from the root. Node 0 = none.
  static long[] key, len, best;
  static int[] lc, rc, pri;
  static int nodes = 1, root = 0, seed = 0x2545F491;

  static int nextRandom() {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed;
  }

  static void pull(int t) {
    best[t] = Math.max(len[t], Math.max(best[lc[t]], best[rc[t]]));
  }

  static int splitLeft, splitRight;

  // Splits t into keys < k (splitLeft) and keys >= k (splitRight).
  static void split(int t, long k) {
    if (t == 0) {
      splitLeft = splitRight = 0;
      return;
    }
    if (key[t] < k) {
      split(rc[t], k);
      rc[t] = splitLeft;
      pull(t);
      splitLeft = t;
    } else {
      split(lc[t], k);
      lc[t] = splitRight;
      pull(t);
      splitRight = t;
    }
  }

  static int merge(int a, int b) {
    if (a == 0 || b == 0) return a != 0 ? a : b;
    if (pri[a] > pri[b]) {
      rc[a] = merge(rc[a], b);
      pull(a);
      return a;
    }
    lc[b] = merge(a, lc[b]);
    pull(b);
    return b;
  }

  static void insert(long k, long l) {
    int node = nodes++;
    key[node] = k;
    len[node] = l;
    best[node] = l;
    pri[node] = nextRandom();
    split(root, k);
    int right = splitRight;
    root = merge(merge(splitLeft, node), right);
  }

  static void erase(long k) {
    split(root, k);
    int left = splitLeft;
    split(splitRight, k + 1);
    root = merge(left, splitRight);
  }

  // Gives the gap starting at k a new start and length; the new start keeps the address order.
  static void update(int t, long k, long newKey, long newLen) {
    if (key[t] == k) {
      key[t] = newKey;
      len[t] = newLen;
    } else if (k < key[t]) {
      update(lc[t], k, newKey, newLen);
    } else {
      update(rc[t], k, newKey, newLen);
    }
    pull(t);
  }

  // The lowest-address gap of at least `size` bytes, or 0.
  static int firstFit(long size) {
    int t = root;
    if (best[t] < size) return 0;
    while (true) {
      if (best[lc[t]] >= size) t = lc[t];
      else if (len[t] >= size) return t;
      else t = rc[t];
    }
  }

  static int before(long a) { // the gap with the largest start < a, or 0
    int t = root, found = 0;
    while (t != 0) {
      if (key[t] < a) {
        found = t;
        t = rc[t];
      } else t = lc[t];
    }
    return found;
  }

  static int after(long a) { // the gap with the smallest start > a, or 0
    int t = root, found = 0;
    while (t != 0) {
      if (key[t] > a) {
        found = t;
        t = lc[t];
      } else t = rc[t];
    }
    return found;
  }

  /** kinds[i] is 'L', 'U' or 'Q'; values[i] the size, the sample number or 0. Returns the output lines. */
  static String replay(long heapSize, char[] kinds, long[] values) {
    int n = kinds.length, cap = n + 2;
    key = new long[cap];
    len = new long[cap];
    best = new long[cap];
    lc = new int[cap];
    rc = new int[cap];
    pri = new int[cap];
    insert(0, heapSize);
    long gapCount = 1, failed = 0, invalid = 0, checksum = 0;
    long[] address = new long[n + 1], length = new long[n + 1]; // per sample number; -1 when not in RAM
    int loads = 0;
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < n; i++) {
      if (kinds[i] == 'L') {
        long size = values[i];
        int k = ++loads;
        int t = firstFit(size);
        if (t == 0) {
          address[k] = -1;
          failed++;
          continue;
        }
        long s = key[t], l = len[t];
        address[k] = s;
        length[k] = size;
        checksum = (checksum + k * s) % MOD;
        if (l == size) {
          erase(s);
          gapCount--;
        } else {
          update(root, s, s + size, l - size);
        }
      } else if (kinds[i] == 'U') {
        long k = values[i];
        if (k > loads || address[(int) k] < 0) {
          invalid++;
          continue;
        }
        long a = address[(int) k], size = length[(int) k];
        address[(int) k] = -1;
        int p = before(a), q = after(a);
        boolean joinPrev = p != 0 && key[p] + len[p] == a;
        boolean joinNext = q != 0 && key[q] == a + size;
        if (joinPrev && joinNext) {
          long ps = key[p], total = len[p] + size + len[q];
          erase(key[q]);
          update(root, ps, ps, total);
          gapCount--;
        } else if (joinPrev) {
          update(root, key[p], key[p], len[p] + size);
        } else if (joinNext) {
          update(root, key[q], a, len[q] + size);
        } else {
          insert(a, size);
          gapCount++;
        }
      } else {
        out.append(best[root]).append(' ').append(gapCount).append('\n');
      }
    }
    out.append(failed).append(' ').append(invalid).append(' ').append(checksum).append('\n');
    return out.toString();
  }

  public static void main(String[] args) throws IOException {
    DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
    long heapSize = nextLong(in);
    int n = (int) nextLong(in);
    char[] kinds = new char[Math.max(n, 0)];
    long[] values = new long[Math.max(n, 0)];
    for (int i = 0; i < n; i++) {
      kinds[i] = nextKind(in);
      if (kinds[i] != 'Q') values[i] = nextLong(in);
    }
    System.out.print(replay(heapSize, kinds, values));
  }

  static char nextKind(DataInputStream in) throws IOException {
    int c = in.read();
    while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = in.read();
    return (char) c;
  }

  static long nextLong(DataInputStream in) throws IOException {
    int c = in.read();
    while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = in.read();
    long value = 0;
    while (c >= '0' && c <= '9') {
      value = value * 10 + (c - '0');
      c = in.read();
    }
    return value;
  }
}
