import java.io.*;
import java.util.*;

public class Main {
  static final long MOD = 1_000_000_007L;
  static final String BASES = "ACGT";

  static long countStrands(int n, List<String> motifs) {
    // Write your solution here
    return 0;
  }

  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    StringBuilder all = new StringBuilder();
    String line;
    while ((line = in.readLine()) != null) all.append(line).append(' ');
    StringTokenizer st = new StringTokenizer(all.toString());
    int n = Integer.parseInt(st.nextToken());
    int m = Integer.parseInt(st.nextToken());
    List<String> motifs = new ArrayList<>();
    for (int i = 0; i < m; i++) motifs.add(st.nextToken());
    System.out.println(countStrands(n, motifs));
  }
}
