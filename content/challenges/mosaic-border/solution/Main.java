import java.io.*;
import java.util.StringTokenizer;

public class Main {
  static final long MOD = 1_000_000_007L;

  static long countBorders(int n, int[] lengths, long[] designs) {
    long[] ways = new long[n + 1];
    ways[0] = 1;
    for (int x = 1; x <= n; x++) {
      long total = 0;
      for (int j = 0; j < lengths.length; j++) {
        if (lengths[j] <= x) total = (total + designs[j] * ways[x - lengths[j]]) % MOD;
      }
      ways[x] = total;
    }
    return ways[n];
  }

  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    StringTokenizer st = new StringTokenizer(in.readLine());
    int n = Integer.parseInt(st.nextToken());
    int k = Integer.parseInt(st.nextToken());
    int[] lengths = new int[k];
    long[] designs = new long[k];
    for (int j = 0; j < k; j++) {
      st = new StringTokenizer(in.readLine());
      lengths[j] = Integer.parseInt(st.nextToken());
      designs[j] = Long.parseLong(st.nextToken());
    }
    System.out.println(countBorders(n, lengths, designs));
  }
}
