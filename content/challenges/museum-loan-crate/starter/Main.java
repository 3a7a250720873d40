import java.io.*;
import java.util.Arrays;
import java.util.StringTokenizer;

public class Main {
  // best[c]: the largest total appeal of exhibits whose volumes add up to exactly c (-1: impossible).
  static int[] bestShipment(int capacity, int[] volumes, int[] appeals) {
    int[] best = new int[capacity + 1];
    Arrays.fill(best, -1);
    best[0] = 0;
    for (int i = 0; i < volumes.length; i++) {
      for (int c = volumes[i]; c <= capacity; c++) {
        int before = best[c - volumes[i]];
        if (before >= 0 && before + appeals[i] > best[c]) best[c] = before + appeals[i];
      }
    }
    int top = 0, topVolume = 0;
    for (int c = 0; c <= capacity; c++) {
      if (best[c] > top) {
        top = best[c];
        topVolume = c;
      }
    }
    return new int[] {top, topVolume};
  }

  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    StringTokenizer st = new StringTokenizer(in.readLine());
    int n = Integer.parseInt(st.nextToken());
    int capacity = Integer.parseInt(st.nextToken());
    int[] volumes = new int[n];
    int[] appeals = new int[n];
    for (int i = 0; i < n; i++) {
      st = new StringTokenizer(in.readLine());
      volumes[i] = Integer.parseInt(st.nextToken());
      appeals[i] = Integer.parseInt(st.nextToken());
    }
    int[] answer = bestShipment(capacity, volumes, appeals);
    System.out.println(answer[0] + " " + answer[1]);
  }
}
