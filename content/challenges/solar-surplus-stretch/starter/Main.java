import java.io.*;
import java.util.*;

public class Main {
    // Returns {length, first day (1-based)} of the shortest run of consecutive days whose total is at least
    // target, the earliest one on ties, or null if there is none.
    static int[] shortestStretch(long target, long[] net) {
        // Write your solution here
        return null;
    }

    public static void main(String[] args) throws IOException {
        int n = (int) nextLong();
        long target = nextLong();
        long[] net = new long[n];
        for (int i = 0; i < n; i++) net[i] = nextLong();
        int[] answer = shortestStretch(target, net);
        System.out.println(answer == null ? "-1" : answer[0] + " " + answer[1]);
    }

    private static final DataInputStream IN = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

    private static long nextLong() throws IOException {
        int c = IN.read();
        while (c != '-' && (c < '0' || c > '9')) c = IN.read();
        boolean negative = c == '-';
        if (negative) c = IN.read();
        long value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = IN.read();
        }
        return negative ? -value : value;
    }
}
