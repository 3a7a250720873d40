import java.io.*;
import java.util.*;

public class Main {
    // Every start, extended while the stretch stays calm: O(n * stretch length).
    public static void main(String[] args) throws IOException {
        StringTokenizer st = new StringTokenizer(new String(System.in.readAllBytes()));
        int n = Integer.parseInt(st.nextToken());
        long spread = Long.parseLong(st.nextToken());
        long[] t = new long[n];
        for (int i = 0; i < n; i++) t[i] = Long.parseLong(st.nextToken());
        long count = 0;
        int longest = 0;
        for (int l = 0; l < n; l++) {
            long hi = t[l], lo = t[l];
            int r = l;
            while (r < n) {
                hi = Math.max(hi, t[r]);
                lo = Math.min(lo, t[r]);
                if (hi - lo > spread) break;
                r++;
            }
            count += r - l;
            longest = Math.max(longest, r - l);
        }
        System.out.println(count + " " + longest);
    }
}
