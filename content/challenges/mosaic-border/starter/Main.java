import java.io.*;
import java.util.StringTokenizer;

public class Main {
  static final long MOD = 1_000_000_007L;

  static long countBorders(int n, int[] lengths, long[] designs) {
    // Write your solution here
    // Tile j has length lengths[j] and designs[j] designs; return the count modulo MOD.
    return 0;
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
