import java.io.*;
import java.util.*;

public class Main {
    // Returns {length, first day (1-based)} of the shortest run of consecutive days whose total is at least
    // target, the earliest one on ties, or null if there is none.
    static int[] shortestStretch(long target, long[] net) {
        int n = net.length;
        long[] prefix = new long[n + 1];
        for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + net[i];
        int bestLength = n + 1, bestStart = -1;
        // Candidate starts (prefix indices) with strictly increasing prefix sums, as a deque in an array.
        int[] starts = new int[n + 1];
        int head = 0, tail = 0;
        for (int end = 0; end <= n; end++) {
            while (head < tail && prefix[end] - prefix[starts[head]] >= target) {
                int start = starts[head++];
                if (end - start < bestLength) {
                    bestLength = end - start;
                    bestStart = start;
                }
            }
            while (head < tail && prefix[starts[tail - 1]] >= prefix[end]) tail--;
            starts[tail++] = end;
        }
        return bestStart < 0 ? null : new int[] {bestLength, bestStart + 1};
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
