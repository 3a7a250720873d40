import java.io.*;
import java.util.*;

public class Main {
    // parent[v] and length[v] describe the road from village v (2 <= v <= n) towards village 1.
    // Returns {village, its largest distance to any village} for the village where that distance is smallest.
    static long[] bestTower(int n, int[] parent, long[] length) {
        // Write your solution here
        return new long[] {1, 0};
    }

    public static void main(String[] args) throws IOException {
        int n = (int) nextLong();
        int[] parent = new int[n + 1];
        for (int v = 2; v <= n; v++) parent[v] = (int) nextLong();
        long[] length = new long[n + 1];
        for (int v = 2; v <= n; v++) length[v] = nextLong();
        long[] answer = bestTower(n, parent, length);
        System.out.println(answer[0] + " " + answer[1]);
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
