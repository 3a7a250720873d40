import java.io.*;
import java.util.*;

public class Main {
  static final long MOD = 1_000_000_007L;
  static final String BASES = "ACGT";

  // Builds every strand base by base (4^n of them), abandoning one as soon as it ends with a motif.
  static long extend(StringBuilder strand, int n, List<String> motifs) {
    String text = strand.toString();
    for (String motif : motifs) if (text.endsWith(motif)) return 0;
    if (strand.length() == n) return 1;
    long total = 0;
    for (int b = 0; b < 4; b++) {
      strand.append(BASES.charAt(b));
      total = (total + extend(strand, n, motifs)) % MOD;
      strand.setLength(strand.length() - 1);
    }
    return total;
  }

  static long countStrands(int n, List<String> motifs) {
    return extend(new StringBuilder(), n, motifs);
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
