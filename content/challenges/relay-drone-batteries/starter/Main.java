import java.io.*;

public class Main {
  static long cheapestRoute(long reach, long[] gaps, long[] prices) {
    // Write your solution here
    return -1;
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
