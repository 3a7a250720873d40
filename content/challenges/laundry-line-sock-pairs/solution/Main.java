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

    /** Number of runs in which every colour code appears an even number of times. */
    static long countTidyRuns(long[] codes) {
        // Give every colour a random-looking 64-bit tag; a run is tidy exactly when the XOR of its tags is 0
        // (up to a negligible chance of collision), that is when two prefix XORs are equal.
        Map<Long, Integer> seen = new HashMap<>(codes.length * 2 + 2);
        seen.put(0L, 1);
        long prefix = 0, tidy = 0;
        for (long code : codes) {
            prefix ^= mix64(code);
            Integer count = seen.get(prefix);
            if (count == null) count = 0;
            tidy += count;
            seen.put(prefix, count + 1);
        }
        return tidy;
    }

    /** splitmix64: a 64-bit tag that looks random for each colour code. */
    static long mix64(long x) {
        x += 0x9e3779b97f4a7c15L;
        x = (x ^ (x >>> 30)) * 0xbf58476d1ce4e5b9L;
        x = (x ^ (x >>> 27)) * 0x94d049bb133111ebL;
        return x ^ (x >>> 31);
    }

    public static void main(String[] args) throws IOException {
        int n = (int) nextLong();
        long[] codes = new long[n];
        for (int i = 0; i < n; i++) codes[i] = nextLong();
        System.out.println(countTidyRuns(codes));
    }
}
