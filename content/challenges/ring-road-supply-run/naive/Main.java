import java.io.*;
import java.util.*;

public class Main {
    // Try every start and extend clockwise until the target is reached: O(n^2).
    public static void main(String[] args) throws IOException {
        String all = new String(System.in.readAllBytes());
        StringTokenizer st = new StringTokenizer(all);
        int n = Integer.parseInt(st.nextToken());
        long target = Long.parseLong(st.nextToken());
        long[] s = new long[n];
        for (int i = 0; i < n; i++) s[i] = Long.parseLong(st.nextToken());
        int best = -1;
        for (int start = 0; start < n; start++) {
            long sum = 0;
            for (int len = 1; len <= n; len++) {
                sum += s[(start + len - 1) % n];
                if (sum >= target) {
                    if (best == -1 || len < best) best = len;
                    break;
                }
            }
        }
        System.out.println(best);
    }
}
