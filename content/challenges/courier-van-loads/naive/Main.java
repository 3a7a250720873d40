import java.io.*;
import java.util.*;

public class Main {
    // Every start, extended until the van is full: O(n * run length).
    public static void main(String[] args) throws IOException {
        StringTokenizer st = new StringTokenizer(new String(System.in.readAllBytes()));
        int n = Integer.parseInt(st.nextToken());
        long low = Long.parseLong(st.nextToken());
        long high = Long.parseLong(st.nextToken());
        long[] w = new long[n];
        for (int i = 0; i < n; i++) w[i] = Long.parseLong(st.nextToken());
        long count = 0;
        for (int l = 0; l < n; l++) {
            long sum = 0;
            for (int r = l; r < n; r++) {
                sum += w[r];
                if (sum > high) break;
                if (sum >= low) count++;
            }
        }
        System.out.println(count);
    }
}
