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
        // Write your solution here
        return new long[] {0, 0};
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
