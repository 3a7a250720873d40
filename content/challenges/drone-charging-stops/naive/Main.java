import java.io.*;
import java.util.*;

public class Main {
    // Station i sells energy at prices[i] per unit and lies gaps[i] km before the next stop
    // (the next station, or the destination after the last station). Returns -1 if unreachable.
    static long minChargingCost(long capacity, long[] gaps, long[] prices) {
        // Station by station: look ahead for a cheaper station in range; buy just enough to reach it,
        // otherwise fill up and fly to the cheapest station in range. Quadratic when many stations are in range.
        int n = gaps.length;
        long[] position = new long[n + 1];
        for (int i = 0; i < n; i++) position[i + 1] = position[i] + gaps[i];
        long destination = position[n];
        int i = 0;
        long charge = 0, cost = 0;
        for (;;) {
            int cheaper = -1;
            for (int j = i + 1; j < n && position[j] - position[i] <= capacity; j++) {
                if (prices[j] < prices[i]) {
                    cheaper = j;
                    break;
                }
            }
            if (cheaper >= 0) {
                long need = position[cheaper] - position[i];
                if (need > charge) {
                    cost += (need - charge) * prices[i];
                    charge = need;
                }
                charge -= need;
                i = cheaper;
                continue;
            }
            if (destination - position[i] <= capacity) {
                long need = destination - position[i];
                if (need > charge) cost += (need - charge) * prices[i];
                return cost;
            }
            int best = -1;
            for (int j = i + 1; j < n && position[j] - position[i] <= capacity; j++)
                if (best < 0 || prices[j] < prices[best]) best = j;
            if (best < 0) return -1;
            cost += (capacity - charge) * prices[i];
            charge = capacity - (position[best] - position[i]);
            i = best;
        }
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
