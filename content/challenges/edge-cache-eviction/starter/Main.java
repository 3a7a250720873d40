import java.io.*;
import java.util.*;

public class Main {
  record Op(char kind, String key, long size) {}

  // Write your solution here: this simulation is complete, but its results are wrong. Find the bug and fix it.
  // Returns {hits, misses, evictions, hitBytes, objects, used}.
  static long[] simulate(long capacity, List<Op> ops) {
    // Iterates from the least recently used entry to the most recent one.
    LinkedHashMap<String, Long> cache = new LinkedHashMap<>();
    long used = 0, hits = 0, misses = 0, evictions = 0, hitBytes = 0;
    for (Op op : ops) {
      if (op.kind() == 'P') {
        Long old = cache.remove(op.key());
        if (old != null) used -= old;
        continue;
      }
      if (cache.get(op.key()) != null) {
        hits++;
        hitBytes += op.size();
        continue;
      }
      misses++;
      if (op.size() > capacity) continue;
      Iterator<Map.Entry<String, Long>> oldest = cache.entrySet().iterator();
      while (used + op.size() > capacity) {
        used -= oldest.next().getValue();
        oldest.remove();
        evictions++;
      }
      cache.put(op.key(), op.size());
      used += op.size();
    }
    return new long[] {hits, misses, evictions, hitBytes, cache.size(), used};
  }

  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
    StringTokenizer first = new StringTokenizer(in.readLine());
    long capacity = Long.parseLong(first.nextToken());
    int n = Integer.parseInt(first.nextToken());
    List<Op> ops = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      StringTokenizer st = new StringTokenizer(in.readLine());
      char kind = st.nextToken().charAt(0);
      String key = st.nextToken();
      long size = kind == 'G' ? Long.parseLong(st.nextToken()) : 0;
      ops.add(new Op(kind, key, size));
    }
    long[] r = simulate(capacity, ops);
    System.out.println(r[0] + " " + r[1] + " " + r[2] + " " + r[3] + "\n" + r[4] + " " + r[5]);
  }
}
