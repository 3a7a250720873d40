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
        // Write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        int n = (int) nextLong();
        long[] codes = new long[n];
        for (int i = 0; i < n; i++) codes[i] = nextLong();
        System.out.println(countTidyRuns(codes));
    }
}
