import java.io.*;
import java.util.*;

public class Main {
    // Returns {number of hubs, total uplink distance of the other masts}.
    static long[] uplinkSummary(int[] heights) {
        int n = heights.length;
        int[] previousTaller = new int[n]; // nearest strictly taller mast on the left, -1 if none
        int[] stack = new int[n]; // indices whose heights strictly decrease from bottom to top
        int top = 0;
        for (int i = 0; i < n; i++) {
            while (top > 0 && heights[stack[top - 1]] <= heights[i]) top--;
            previousTaller[i] = top > 0 ? stack[top - 1] : -1;
            stack[top++] = i;
        }
        long hubs = 0, total = 0;
        top = 0;
        for (int i = n - 1; i >= 0; i--) {
            while (top > 0 && heights[stack[top - 1]] <= heights[i]) top--;
            long best = top > 0 ? stack[top - 1] - i : -1;
            if (previousTaller[i] >= 0 && (best < 0 || i - previousTaller[i] < best)) best = i - previousTaller[i];
            if (best < 0) hubs++;
            else total += best;
            stack[top++] = i;
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
