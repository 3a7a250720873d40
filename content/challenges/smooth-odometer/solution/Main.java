import java.io.*;
import java.util.StringTokenizer;

public class Main {
  static final int MAX_DIGITS = 19;
  // TABLES[k][length][d]: smooth digit strings (tolerance k) of that length that start with digit d.
  static final long[][][] TABLES = new long[10][MAX_DIGITS + 1][10];

  static {
    for (int k = 0; k < 10; k++) {
      for (int d = 0; d < 10; d++) TABLES[k][1][d] = 1;
      for (int length = 2; length <= MAX_DIGITS; length++)
        for (int d = 0; d < 10; d++)
          for (int e = 0; e < 10; e++)
            if (Math.abs(d - e) <= k) TABLES[k][length][d] += TABLES[k][length - 1][e];
    }
  }

  // Smooth numbers in [0, x].
  static long countUpTo(long x, int tolerance) {
    if (x < 0) return 0;
    if (x == 0) return 1;
    long[][] ways = TABLES[tolerance];
    String digits = Long.toString(x);
    int m = digits.length();
    long total = 1; // zero
    for (int length = 1; length < m; length++)
      for (int d = 1; d < 10; d++) total += ways[length][d];
    for (int i = 0; i < m; i++) {
      int digit = digits.charAt(i) - '0';
      for (int d = i == 0 ? 1 : 0; d < digit; d++)
        if (i == 0 || Math.abs(d - (digits.charAt(i - 1) - '0')) <= tolerance) total += ways[m - i][d];
      if (i > 0 && Math.abs(digit - (digits.charAt(i - 1) - '0')) > tolerance) return total;
    }
    return total + 1; // x itself is smooth
  }

  static long countSmooth(long low, long high, int tolerance) {
    return countUpTo(high, tolerance) - countUpTo(low - 1, tolerance);
  }

  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    int q = Integer.parseInt(in.readLine().trim());
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < q; i++) {
      StringTokenizer st = new StringTokenizer(in.readLine());
      long low = Long.parseLong(st.nextToken());
      long high = Long.parseLong(st.nextToken());
      int tolerance = Integer.parseInt(st.nextToken());
      out.append(countSmooth(low, high, tolerance)).append('\n');
    }
    System.out.print(out);
  }
}
