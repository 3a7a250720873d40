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

    /** Returns {number of calm stretches, length of the longest one}. */
    static long[] calmStretches(long[] readings, long spread) {
        // Sliding window [left, right]; the deques hold indices whose readings decrease (high) or increase (low),
        // so the window's maximum and minimum sit at their heads.
        int n = readings.length;
        int[] high = new int[n], low = new int[n];
        int highHead = 0, highTail = 0, lowHead = 0, lowTail = 0;
        int left = 0, longest = 0;
        long count = 0;
        for (int right = 0; right < n; right++) {
            long t = readings[right];
            while (highTail > highHead && readings[high[highTail - 1]] <= t) highTail--;
            high[highTail++] = right;
            while (lowTail > lowHead && readings[low[lowTail - 1]] >= t) lowTail--;
            low[lowTail++] = right;
            while (readings[high[highHead]] - readings[low[lowHead]] > spread) {
                left++;
                if (high[highHead] < left) highHead++;
                if (low[lowHead] < left) lowHead++;
            }
            count += right - left + 1;
            longest = Math.max(longest, right - left + 1);
        }
        return new long[] {count, longest};
    }

    public static void main(String[] args) throws IOException {
        int n = (int) nextLong();
        long spread = nextLong();
        long[] readings = new long[n];
        for (int i = 0; i < n; i++) readings[i] = nextLong();
        long[] answer = calmStretches(readings, spread);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
