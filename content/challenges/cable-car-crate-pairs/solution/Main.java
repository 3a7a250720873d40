import java.io.*;
import java.util.*;

public class Main {
    private static final DataInputStream IN = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

    private static long nextLong() throws IOException {
        int c = IN.read();
        while (c <= ' ') c = IN.read();
        boolean negative = c == '-';
        if (negative) c = IN.read();
        long value = 0;
        while (c > ' ') {
            value = value * 10 + (c - '0');
            c = IN.read();
        }
        return negative ? -value : value;
    }

    /** Number of pairs i < j with weights[i] + weights[j] <= capacity. */
    static long countPairs(long[] weights, long capacity) {
        long[] sorted = weights.clone();
        Arrays.sort(sorted);
        long count = 0;
        int lo = 0, hi = sorted.length - 1;
        while (lo < hi) {
            if (sorted[lo] + sorted[hi] <= capacity) {
                count += hi - lo; // lo pairs with every crate in lo+1 .. hi
                lo++;
            } else {
                hi--;
            }
        }
        return count;
    }

    public static void main(String[] args) throws IOException {
        int n = (int) nextLong();
        long capacity = nextLong();
        long[] weights = new long[n];
        for (int i = 0; i < n; i++) weights[i] = nextLong();
        System.out.println(countPairs(weights, capacity));
    }
}
