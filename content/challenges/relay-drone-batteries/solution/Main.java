import java.io.*;

public class Main {
  static long cheapestRoute(long reach, long[] gaps, long[] prices) {
    int n = prices.length;
    long[] position = new long[n + 2];
    for (int i = 0; i < gaps.length; i++) position[i + 1] = position[i] + gaps[i];
    // best[i]: cheapest total when swapping at station i; index 0 is the depot.
    long[] best = new long[n + 1];
    // window[head..tail): stations within range, best values increasing.
    int[] window = new int[n + 1];
    int head = 0, tail = 0;
    window[tail++] = 0;
    for (int i = 1; i <= n; i++) {
      while (head < tail && position[i] - position[window[head]] > reach) head++;
      if (head == tail) return -1; // nothing within range behind this station: nothing further is reachable
      best[i] = prices[i - 1] + best[window[head]];
      while (head < tail && best[window[tail - 1]] >= best[i]) tail--;
      window[tail++] = i;
    }
    long hut = position[n + 1];
    while (head < tail && hut - position[window[head]] > reach) head++;
    return head < tail ? best[window[head]] : -1;
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
