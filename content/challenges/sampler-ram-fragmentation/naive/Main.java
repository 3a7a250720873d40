import java.io.*;
import java.util.*;

// Naive: the gaps in a TreeMap ordered by address; every load walks it from the lowest address.
public class Main {
  static final long MOD = 1_000_000_007L;

  public static void main(String[] args) throws IOException {
    DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
    long heapSize = nextLong(in);
    int n = (int) nextLong(in);
    TreeMap<Long, Long> gaps = new TreeMap<>();
    gaps.put(0L, heapSize);
    long[] address = new long[n + 1], length = new long[n + 1];
    int loads = 0;
    long failed = 0, invalid = 0, checksum = 0;
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < n; i++) {
      char kind = nextKind(in);
      if (kind == 'L') {
        long size = nextLong(in);
        int k = ++loads;
        Map.Entry<Long, Long> fit = null;
        for (Map.Entry<Long, Long> e : gaps.entrySet()) {
          if (e.getValue() >= size) {
            fit = e;
            break;
          }
        }
        if (fit == null) {
          address[k] = -1;
          failed++;
          continue;
        }
        long s = fit.getKey(), l = fit.getValue();
        address[k] = s;
        length[k] = size;
        checksum = (checksum + k * s) % MOD;
        gaps.remove(s);
        if (l > size) gaps.put(s + size, l - size);
      } else if (kind == 'U') {
        long k = nextLong(in);
        if (k > loads || address[(int) k] < 0) {
          invalid++;
          continue;
        }
        long a = address[(int) k], size = length[(int) k];
        address[(int) k] = -1;
        Long nextLen = gaps.get(a + size);
        if (nextLen != null) {
          gaps.remove(a + size);
          size += nextLen;
        }
        Map.Entry<Long, Long> prev = gaps.lowerEntry(a);
        if (prev != null && prev.getKey() + prev.getValue() == a) gaps.put(prev.getKey(), prev.getValue() + size);
        else gaps.put(a, size);
      } else {
        long largest = 0;
        for (long l : gaps.values()) largest = Math.max(largest, l);
        out.append(largest).append(' ').append(gaps.size()).append('\n');
      }
    }
    out.append(failed).append(' ').append(invalid).append(' ').append(checksum).append('\n');
    System.out.print(out);
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
