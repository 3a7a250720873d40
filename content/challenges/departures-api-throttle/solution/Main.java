import java.io.*;
import java.util.*;

public class Main {
  // A first-in, first-out queue of times on a growable array, without boxing.
  static final class TimeQueue {
    private long[] items = new long[4];
    private int head = 0;
    private int tail = 0;

    int size() {
      return tail - head;
    }

    void push(long t) {
      if (tail == items.length) items = Arrays.copyOf(items, items.length * 2);
      items[tail++] = t;
    }

    // Drops every time at or before the cutoff from the front.
    void expire(long cutoff) {
      while (head < tail && items[head] <= cutoff) head++;
    }
  }

  // Decides every request in order; returns one flag per request (true = allowed).
  static boolean[] admit(long window, long clientLimit, long globalLimit, long[] times, int[] clients, int clientCount) {
    // Allowed times per client and for everyone, oldest first.
    TimeQueue[] mine = new TimeQueue[clientCount];
    for (int c = 0; c < clientCount; c++) mine[c] = new TimeQueue();
    TimeQueue everyone = new TimeQueue();
    boolean[] allowed = new boolean[times.length];
    for (int i = 0; i < times.length; i++) {
      long t = times[i];
      long cutoff = t - window; // a request at or before the cutoff has left the window
      TimeQueue recent = mine[clients[i]];
      recent.expire(cutoff);
      everyone.expire(cutoff);
      boolean ok = recent.size() < clientLimit && everyone.size() < globalLimit;
      if (ok) {
        recent.push(t);
        everyone.push(t);
      }
      allowed[i] = ok;
    }
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
