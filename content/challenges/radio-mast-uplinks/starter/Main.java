import java.io.*;
import java.util.*;

public class Main {
    // Returns {number of hubs, total uplink distance of the other masts}.
    static long[] uplinkSummary(int[] heights) {
        // Write your solution here
        return new long[] {0, 0};
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
