import java.io.*;
import java.util.*;

public class Main {
  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
    StringTokenizer first = new StringTokenizer(in.readLine());
    long capacity = Long.parseLong(first.nextToken());
    int n = Integer.parseInt(first.nextToken());
    // The cache as a plain linked list in recency order (most recent last), searched for every request.
    LinkedList<String> keys = new LinkedList<>();
    LinkedList<Long> sizes = new LinkedList<>();
    long used = 0, hits = 0, misses = 0, evictions = 0, hitBytes = 0;
    for (int i = 0; i < n; i++) {
      StringTokenizer st = new StringTokenizer(in.readLine());
      String kind = st.nextToken();
      String key = st.nextToken();
      int pos = keys.indexOf(key);
      if (kind.equals("P")) {
        if (pos >= 0) {
          used -= sizes.remove(pos);
          keys.remove(pos);
        }
        continue;
      }
      long size = Long.parseLong(st.nextToken());
      if (pos >= 0) {
        hits++;
        hitBytes += size;
        keys.remove(pos);
        sizes.remove(pos);
        keys.addLast(key);
        sizes.addLast(size);
        continue;
      }
      misses++;
      if (size > capacity) continue;
      while (used + size > capacity) {
        used -= sizes.removeFirst();
        keys.removeFirst();
        evictions++;
      }
      keys.addLast(key);
      sizes.addLast(size);
      used += size;
    }
    System.out.println(hits + " " + misses + " " + evictions + " " + hitBytes + "\n" + keys.size() + " " + used);
  }
}
