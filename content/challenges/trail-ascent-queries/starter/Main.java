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

    /** climbed[i] = total ascent from checkpoint 1 to checkpoint i (1-based; climbed[0] is unused). */
    static long[] buildClimbed(long[] altitudes) {
        int n = altitudes.length;
        long[] climbed = new long[n + 1];
        for (int i = 2; i <= n; i++) {
            long gain = altitudes[i - 1] - altitudes[i - 2];
            climbed[i] = climbed[i - 1] + (gain > 0 ? gain : 0);
        }
        return climbed;
    }

    static long ascent(long[] climbed, int l, int r) {
        return climbed[r] - climbed[l - 1];
    }

    public static void main(String[] args) throws IOException {
        int n = (int) nextLong();
        long[] altitudes = new long[n];
        for (int i = 0; i < n; i++) altitudes[i] = nextLong();
        long[] climbed = buildClimbed(altitudes);
        int q = (int) nextLong();
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < q; k++) {
            int l = (int) nextLong();
            int r = (int) nextLong();
            out.append(ascent(climbed, l, r)).append('\n');
        }
        System.out.print(out);
    }
}
