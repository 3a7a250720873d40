import java.io.*;
import java.util.StringTokenizer;

public class Main {
  static boolean isSmooth(long x, int tolerance) {
    int previous = (int) (x % 10);
    x /= 10;
    while (x > 0) {
      int digit = (int) (x % 10);
      if (Math.abs(digit - previous) > tolerance) return false;
      previous = digit;
      x /= 10;
    }
    return true;
  }

  // Checks every reading in the range.
  static long countSmooth(long low, long high, int tolerance) {
    long total = 0;
    for (long x = low; x <= high; x++) if (isSmooth(x, tolerance)) total++;
    return total;
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
