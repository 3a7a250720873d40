import java.io.*;
import java.util.*;

public class Main {
  // k maintainers (numbered 1..k), times in minutes within [0, horizon).
  // Busy block i: maintainer person[i] is busy during [start[i], end[i]).
  // Returns, for each query {d, q}, the earliest start x of a d-minute call [x, x + d) inside the horizon during which
  // at least q maintainers are free, or -1 when there is none.
  static long[] earliestStarts(int k, long horizon, int[] person, long[] start, long[] end, long[][] queries) {
    // Write your solution here
    long[] answers = new long[queries.length];
    Arrays.fill(answers, -1);
    return answers;
  }

  public static void main(String[] args) throws IOException {
    DataInputStream in = new DataInputStream(System.in);
    int k = (int) readLong(in);
    long horizon = readLong(in);
    int n = (int) readLong(in);
    int[] person = new int[n];
    long[] start = new long[n], end = new long[n];
    for (int i = 0; i < n; i++) {
      person[i] = (int) readLong(in);
      start[i] = readLong(in);
      end[i] = readLong(in);
    }
    int m = (int) readLong(in);
    long[][] queries = new long[m][2];
    for (int j = 0; j < m; j++) {
      queries[j][0] = readLong(in);
      queries[j][1] = readLong(in);
    }
    long[] answers = earliestStarts(k, horizon, person, start, end, queries);
    StringBuilder out = new StringBuilder();
    for (long a : answers) out.append(a).append('\n');
    System.out.print(out);
  }

  private static final byte[] buffer = new byte[1 << 16];
  private static int bufferLength = 0, bufferPos = 0;

  private static int readByte(DataInputStream in) throws IOException {
    if (bufferPos == bufferLength) {
      bufferLength = in.read(buffer, 0, buffer.length);
      bufferPos = 0;
      if (bufferLength <= 0) return -1;
    }
    return buffer[bufferPos++];
  }

  private static long readLong(DataInputStream in) throws IOException {
    int c = readByte(in);
    while (c != -1 && c != '-' && (c < '0' || c > '9')) c = readByte(in);
    boolean negative = c == '-';
    if (negative) c = readByte(in);
    long value = 0;
    while (c >= '0' && c <= '9') {
      value = value * 10 + (c - '0');
      c = readByte(in);
    }
    return negative ? -value : value;
  }
}
