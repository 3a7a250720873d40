import java.io.*;

public class Main {
  // Scans every station in range for each station: O(n * window).
  static long cheapestRoute(long reach, long[] gaps, long[] prices) {
    int n = prices.length;
    long[] position = new long[n + 2];
    for (int i = 0; i < gaps.length; i++) position[i + 1] = position[i] + gaps[i];
    long[] best = new long[n + 2];
    java.util.Arrays.fill(best, -1);
    best[0] = 0;
    for (int i = 1; i <= n + 1; i++) {
      long cheapest = -1;
      for (int j = i - 1; j >= 0 && position[i] - position[j] <= reach; j--) {
        if (best[j] != -1 && (cheapest == -1 || best[j] < cheapest)) cheapest = best[j];
      }
      if (cheapest != -1) best[i] = cheapest + (i <= n ? prices[i - 1] : 0);
    }
    return best[n + 1];
  }

  public static void main(String[] args) throws IOException {
    DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
    int n = (int) readLong(in);
    long reach = readLong(in);
    long[] gaps = new long[n + 1];
    long[] prices = new long[n];
    for (int i = 0; i <= n; i++) gaps[i] = readLong(in);
    for (int i = 0; i < n; i++) prices[i] = readLong(in);
    System.out.println(cheapestRoute(reach, gaps, prices));
  }

  static long readLong(DataInputStream in) throws IOException {
    int c = in.read();
    while (c != '-' && (c < '0' || c > '9')) c = in.read();
    boolean negative = c == '-';
    if (negative) c = in.read();
    long value = 0;
    while (c >= '0' && c <= '9') {
      value = value * 10 + (c - '0');
      c = in.read();
    }
    return negative ? -value : value;
  }
}
