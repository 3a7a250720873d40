import java.io.*;
import java.util.*;

public class Main {
  // For each query {d, q}: the earliest start of a d-minute call during which at least q maintainers are free, or -1.
  static long[] earliestStarts(int k, long horizon, int[] person, long[] start, long[] end, long[][] queries) {
    int n = person.length;
    // Each maintainer's blocks sorted by start: merge them and keep the free gaps in between.
    long[] order = new long[n];
    for (int i = 0; i < n; i++) order[i] = ((long) person[i] * (horizon + 1) + start[i]) * n + i;
    Arrays.sort(order);
    long[] gapStart = new long[n + k + 1];
    long[] gapEnd = new long[n + k + 1];
    int g = 0, prev = -1, seen = 0;
    long cur = 0; // the end of the maintainer's busy time so far
    for (long key : order) {
      int i = (int) (key % n);
      if (person[i] != prev) {
        if (prev != -1 && cur < horizon) { gapStart[g] = cur; gapEnd[g++] = horizon; }
        prev = person[i];
        cur = 0;
        seen++;
      }
      if (start[i] > cur) { gapStart[g] = cur; gapEnd[g++] = start[i]; }
      cur = Math.max(cur, end[i]);
    }
    if (prev != -1 && cur < horizon) { gapStart[g] = cur; gapEnd[g++] = horizon; }
    for (int j = seen; j < k; j++) { gapStart[g] = 0; gapEnd[g++] = horizon; } // free all the time

    // A gap [a, b) of length >= d allows a start anywhere in [a, b - d]; one maintainer's gaps are disjoint, so the
    // number of free maintainers at x is the number of these ranges containing x.
    long[] byStart = new long[g], byEnd = new long[g];
    for (int j = 0; j < g; j++) {
      byStart[j] = gapStart[j] * g + j;
      byEnd[j] = gapEnd[j] * g + j;
    }
    Arrays.sort(byStart);
    Arrays.sort(byEnd);
    long[] starts = new long[g], ends = new long[g];
    long[] answers = new long[queries.length];
    for (int t = 0; t < queries.length; t++) {
      long d = queries[t][0], q = queries[t][1];
      int ns = 0, ne = 0;
      for (long key : byStart) {
        int j = (int) (key % g);
        if (gapEnd[j] - gapStart[j] >= d) starts[ns++] = gapStart[j];
      }
      for (long key : byEnd) {
        int j = (int) (key % g);
        if (gapEnd[j] - gapStart[j] >= d) ends[ne++] = gapEnd[j];
      }
      long answer = -1;
      int i = 0; // ranges already over at x: b - d < x, i.e. b < x + d
      for (int j = 0; j < ns; j++) {
        long limit = starts[j] + d;
        while (ends[i] < limit) i++;
        if (j + 1 - i >= q) { answer = starts[j]; break; }
      }
      answers[t] = answer;
    }
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
