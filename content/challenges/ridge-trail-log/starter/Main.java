import java.io.*;
import java.util.StringTokenizer;

public class Main {
  static final long MOD = 1_000_000_007L;

  static long countTrails(String log, int ceiling) {
    // Write your solution here
    return 0;
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
