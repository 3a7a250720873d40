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

    /** Number of pairs (l, r) whose run weighs between low and high, inclusive. */
    static long countGoodLoads(long[] weights, long low, long high) {
        return countAtMost(weights, high) - countAtMost(weights, low - 1);
    }

    /** Number of runs weighing at most limit (limit >= 0); weights are non-negative, so a window slides. */
    static long countAtMost(long[] weights, long limit) {
        long count = 0, sum = 0;
        int left = 0;
        for (int right = 0; right < weights.length; right++) {
            sum += weights[right];
            while (sum > limit) sum -= weights[left++];
            count += right - left + 1;
        }
        return count;
    }

    public static void main(String[] args) throws IOException {
        int n = (int) nextLong();
        long low = nextLong();
        long high = nextLong();
        long[] weights = new long[n];
        for (int i = 0; i < n; i++) weights[i] = nextLong();
        System.out.println(countGoodLoads(weights, low, high));
    }
}
