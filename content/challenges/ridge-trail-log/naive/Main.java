import java.io.*;
import java.util.StringTokenizer;

public class Main {
  static final long MOD = 1_000_000_007L;

  // Walks every reading of the log, one step at a time (3^(number of ?) branches).
  static long walk(String log, int ceiling, int i, int altitude) {
    if (altitude < 0 || altitude > ceiling) return 0;
    if (i == log.length()) return altitude == 0 ? 1 : 0;
    char step = log.charAt(i);
    long total = 0;
    if (step == 'U' || step == '?') total += walk(log, ceiling, i + 1, altitude + 1);
    if (step == 'D' || step == '?') total += walk(log, ceiling, i + 1, altitude - 1);
    if (step == 'F' || step == '?') total += walk(log, ceiling, i + 1, altitude);
    return total % MOD;
  }

  static long countTrails(String log, int ceiling) {
    return walk(log, ceiling, 0, 0);
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
