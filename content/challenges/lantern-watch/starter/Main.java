import java.io.*;
import java.util.StringTokenizer;

public class Main {
  // best lit / best dark: least oil for the lanterns so far, with the last one lit / dark.
  static long minimumOil(long[] costs) {
    long bestLit = costs[0];
    long bestDark = 0;
    for (int i = 1; i < costs.length; i++) {
      // Lit: any state before it is fine. Dark: the lantern before must be lit.
      bestLit = costs[i] + Math.min(bestLit, bestDark);
      bestDark = bestLit;
    }
    return Math.min(bestLit, bestDark);
  }

  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
    int n = Integer.parseInt(in.readLine().trim());
    StringTokenizer st = new StringTokenizer(in.readLine());
    long[] costs = new long[n];
    for (int i = 0; i < n; i++) costs[i] = Long.parseLong(st.nextToken());
    System.out.println(minimumOil(costs));
  }
}
