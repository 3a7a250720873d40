import java.io.*;
import java.util.*;

public class Main {
    // Every start, extended one sock at a time with a count per colour: O(n^2).
    public static void main(String[] args) throws IOException {
        StringTokenizer st = new StringTokenizer(new String(System.in.readAllBytes()));
        int n = Integer.parseInt(st.nextToken());
        long[] c = new long[n];
        for (int i = 0; i < n; i++) c[i] = Long.parseLong(st.nextToken());
        long tidy = 0;
        for (int l = 0; l < n; l++) {
            Map<Long, Integer> counts = new HashMap<>();
            int odd = 0;
            for (int r = l; r < n; r++) {
                int count = counts.merge(c[r], 1, Integer::sum);
                odd += count % 2 == 1 ? 1 : -1;
                if (odd == 0) tidy++;
            }
        }
        System.out.println(tidy);
    }
}
