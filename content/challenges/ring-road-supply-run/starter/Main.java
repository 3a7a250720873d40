import java.io.*;

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

    /** Smallest number of consecutive depots on the ring holding at least target crates, or -1. */
    static int shortestRun(long[] supplies, long target) {
        int n = supplies.length;
        int best = n; // no run is longer than the ring
        long sum = 0;
        int left = 0;
        // Read the ring twice in a row so that runs passing depot n are ordinary windows.
        for (int right = 0; right < 2 * n; right++) {
            sum += supplies[right % n];
            while (sum - supplies[left % n] >= target) {
                sum -= supplies[left % n];
                left++;
            }
            if (sum >= target) best = Math.min(best, right - left + 1);
        }
        return best == n ? -1 : best;
    }

    public static void main(String[] args) throws IOException {
        int n = (int) nextLong();
        long target = nextLong();
        long[] supplies = new long[n];
        for (int i = 0; i < n; i++) supplies[i] = nextLong();
        System.out.println(shortestRun(supplies, target));
    }
}
