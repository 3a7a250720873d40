import java.io.*;
import java.util.*;

public class Main {
    // Station i sells energy at prices[i] per unit and lies gaps[i] km before the next stop
    // (the next station, or the destination after the last station). Returns -1 if unreachable.
    static long minChargingCost(long capacity, long[] gaps, long[] prices) {
        // Write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        int n = (int) nextLong();
        long capacity = nextLong();
        long[] gaps = new long[n];
        for (int i = 0; i < n; i++) gaps[i] = nextLong();
        long[] prices = new long[n];
        for (int i = 0; i < n; i++) prices[i] = nextLong();
        System.out.println(minChargingCost(capacity, gaps, prices));
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
