import java.io.*;
import java.util.*;

public class Main {
  // Tries the candidate starts in increasing order (0 and every block's end: the earliest answer is one of them)
  // and, for each, scans every block to see who is busy during the call.
  static long[] earliestStarts(int k, long horizon, int[] person, long[] start, long[] end, long[][] queries) {
    int n = person.length;
    long[] all = Arrays.copyOf(end, n + 1);
    all[n] = 0;
    Arrays.sort(all);
    int c = 0;
    long[] candidates = new long[n + 1];
    for (int i = 0; i <= n; i++) if (i == 0 || all[i] != all[i - 1]) candidates[c++] = all[i];
    int[] mark = new int[k + 1];
    int stamp = 0;
    long[] answers = new long[queries.length];
    for (int t = 0; t < queries.length; t++) {
      long d = queries[t][0], q = queries[t][1];
      long answer = -1;
      for (int j = 0; j < c; j++) {
        long x = candidates[j];
        if (x + d > horizon) break;
        stamp++;
        int busy = 0;
        for (int i = 0; i < n; i++) {
          if (start[i] < x + d && end[i] > x && mark[person[i]] != stamp) {
            mark[person[i]] = stamp;
            busy++;
          }
        }
        if (k - busy >= q) {
          answer = x;
          break;
        }
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
