import java.io.*;
import java.util.*;

public class Main {
    // baked[i] loaves come out of the oven on day i; customers[i] people want one loaf each that day.
    // A loaf baked on day i can be sold on days i .. i + shelfLife - 1.
    static long maxLoavesSold(int shelfLife, long[] baked, long[] customers) {
        // Write your solution here
        return 0;
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
