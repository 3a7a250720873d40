import java.io.*;
import java.util.StringTokenizer;

public class Main {
  // Smooth readings in [low, high] for the given tolerance.
  static long countSmooth(long low, long high, int tolerance) {
    // Write your solution here
    return 0;
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
