import java.io.*;
import java.util.*;

public class Main {
    // Quadratic: for each mast, walk left and right until a taller mast appears.
    static long[] uplinkSummary(int[] heights) {
        int n = heights.length;
        long hubs = 0, total = 0;
        for (int i = 0; i < n; i++) {
            long best = -1;
            int j = i - 1;
            while (j >= 0 && heights[j] <= heights[i]) j--;
            if (j >= 0) best = i - j;
            j = i + 1;
            while (j < n && heights[j] <= heights[i]) j++;
            if (j < n && (best < 0 || j - i < best)) best = j - i;
            if (best < 0) hubs++;
            else total += best;
        }
        return new long[] {hubs, total};
    }

    public static void main(String[] args) throws IOException {
        int n = (int) nextLong();
        int[] heights = new int[n];
        for (int i = 0; i < n; i++) heights[i] = (int) nextLong();
        long[] summary = uplinkSummary(heights);
        System.out.println(summary[0] + " " + summary[1]);
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
