import java.io.*;
import java.util.*;

public class Main {
  static final long MOD = 1_000_000_007L;
  static final String BASES = "ACGT";

  static long countStrands(int n, List<String> motifs) {
    // States: every prefix of a motif. The state of a strand is its longest suffix that is such a prefix.
    TreeSet<String> prefixes = new TreeSet<>();
    prefixes.add("");
    for (String motif : motifs)
      for (int length = 1; length <= motif.length(); length++) prefixes.add(motif.substring(0, length));
    List<String> states = new ArrayList<>(prefixes);
    Map<String, Integer> index = new HashMap<>();
    for (int i = 0; i < states.size(); i++) index.put(states.get(i), i);
    boolean[] bad = new boolean[states.size()];
    int[][] step = new int[states.size()][4];
    for (int i = 0; i < states.size(); i++) {
      for (String motif : motifs) if (states.get(i).endsWith(motif)) bad[i] = true;
      for (int b = 0; b < 4; b++) {
        String text = states.get(i) + BASES.charAt(b);
        while (!index.containsKey(text)) text = text.substring(1);
        step[i][b] = index.get(text);
      }
    }
    long[] ways = new long[states.size()];
    long[] after = new long[states.size()];
    ways[index.get("")] = 1;
    for (int i = 0; i < n; i++) {
      Arrays.fill(after, 0);
      for (int s = 0; s < states.size(); s++) {
        if (ways[s] == 0) continue;
        for (int target : step[s]) if (!bad[target]) after[target] = (after[target] + ways[s]) % MOD;
      }
      long[] swap = ways;
      ways = after;
      after = swap;
    }
    long total = 0;
    for (long count : ways) total = (total + count) % MOD;
    return total;
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
