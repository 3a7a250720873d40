import java.io.*;
import java.util.*;

public class Main {
    // baked[i] loaves come out of the oven on day i; customers[i] people want one loaf each that day.
    // A loaf baked on day i can be sold on days i .. i + shelfLife - 1.
    static long maxLoavesSold(int shelfLife, long[] baked, long[] customers) {
        int n = baked.length;
        // A queue of batches, oldest first: batchDay[k] is when batch k was baked, batchLeft[k] how many are unsold.
        int[] batchDay = new int[n];
        long[] batchLeft = new long[n];
        int head = 0, tail = 0;
        long sold = 0;
        for (int day = 0; day < n; day++) {
            while (head < tail && batchDay[head] <= day - shelfLife) head++;
            if (baked[day] > 0) {
                batchDay[tail] = day;
                batchLeft[tail++] = baked[day];
            }
            long wanted = customers[day];
            // Sell the loaves closest to expiring first.
            while (wanted > 0 && head < tail) {
                long take = Math.min(wanted, batchLeft[head]);
                batchLeft[head] -= take;
                wanted -= take;
                sold += take;
                if (batchLeft[head] == 0) head++;
            }
        }
        return sold;
    }

    public static void main(String[] args) throws IOException {
        int n = (int) nextLong();
        int shelfLife = (int) nextLong();
        long[] baked = new long[n];
        long[] customers = new long[n];
        for (int i = 0; i < n; i++) {
            baked[i] = nextLong();
            customers[i] = nextLong();
        }
        System.out.println(maxLoavesSold(shelfLife, baked, customers));
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
