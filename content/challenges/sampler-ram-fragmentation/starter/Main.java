import java.io.*;
import java.util.*;

public class Main {
  static final long MOD = 1_000_000_007L;

  /**
   * kinds[i] is 'L', 'U' or 'Q'; values[i] is the size (L), the sample number (U) or 0 (Q). Returns the whole output:
   * one line "largest gaps" per Q, then "failed invalid checksum".
   */
  static String replay(long heapSize, char[] kinds, long[] values) {
    // Write your solution here
    StringBuilder out = new StringBuilder();
    for (char kind : kinds) if (kind == 'Q') out.append(heapSize).append(' ').append(1).append('\n');
    out.append("0 0 0\n");
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
