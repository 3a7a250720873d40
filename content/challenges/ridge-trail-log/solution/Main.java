import java.io.*;
import java.util.Arrays;
import java.util.StringTokenizer;

public class Main {
  static final long MOD = 1_000_000_007L;

  static long countTrails(String log, int ceiling) {
    // ways[a]: number of ways to read the log so far and stand at altitude a.
    long[] ways = new long[ceiling + 1];
    long[] after = new long[ceiling + 1];
    ways[0] = 1;
    for (int i = 0; i < log.length(); i++) {
      char step = log.charAt(i);
      Arrays.fill(after, 0);
      for (int a = 0; a <= ceiling; a++) {
        if (ways[a] == 0) continue;
        if ((step == 'U' || step == '?') && a < ceiling) after[a + 1] += ways[a];
        if ((step == 'D' || step == '?') && a > 0) after[a - 1] += ways[a];
        if (step == 'F' || step == '?') after[a] += ways[a];
      }
      for (int a = 0; a <= ceiling; a++) ways[a] = after[a] % MOD;
    }
    return ways[0];
  }

  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    StringTokenizer st = new StringTokenizer(in.readLine());
    int n = Integer.parseInt(st.nextToken());
    int ceiling = Integer.parseInt(st.nextToken());
    String log = in.readLine().trim();
    System.out.println(countTrails(log, ceiling));
  }
}
