import java.io.*;
import java.util.*;

public class Main {
  // Decides every request in order; returns one flag per request (true = allowed).
  static boolean[] admit(long window, long clientLimit, long globalLimit, long[] times, int[] clients, int clientCount) {
    // Write your solution here
    boolean[] allowed = new boolean[times.length];
    Arrays.fill(allowed, true);
    return allowed;
  }

  public static void main(String[] args) throws IOException {
    StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
    in.resetSyntax();
    in.wordChars('!', '~');
    in.whitespaceChars(0, ' ');
    in.nextToken();
    int n = Integer.parseInt(in.sval);
    in.nextToken();
    long window = Long.parseLong(in.sval);
    in.nextToken();
    long clientLimit = Long.parseLong(in.sval);
    in.nextToken();
    long globalLimit = Long.parseLong(in.sval);
    Map<String, Integer> ids = new HashMap<>();
    List<String> names = new ArrayList<>();
    long[] times = new long[n];
    int[] clients = new int[n];
    for (int i = 0; i < n; i++) {
      in.nextToken();
      times[i] = Long.parseLong(in.sval);
      in.nextToken();
      String name = in.sval;
      Integer c = ids.get(name);
      if (c == null) {
        c = names.size();
        ids.put(name, c);
        names.add(name);
      }
      clients[i] = c;
    }
    boolean[] allowed = admit(window, clientLimit, globalLimit, times, clients, names.size());
    int[] granted = new int[names.size()];
    int[] total = new int[names.size()];
    int grantedAll = 0;
    for (int i = 0; i < n; i++) {
      total[clients[i]]++;
      if (allowed[i]) {
        granted[clients[i]]++;
        grantedAll++;
      }
    }
    StringBuilder out = new StringBuilder();
    out.append(grantedAll).append(' ').append(n - grantedAll).append('\n');
    for (int c = 0; c < names.size(); c++) {
      out.append(names.get(c)).append(' ').append(granted[c]).append(' ').append(total[c] - granted[c]).append('\n');
    }
    System.out.print(out);
  }
}
