import java.io.*;
import java.util.*;

public class Main {
    // Slow: add each folder's own cost to itself and to every folder above it.
    static long[] rollupCosts(int n, int[] parent, long[] cost) {
        long[] total = new long[n + 1];
        for (int v = 1; v <= n; v++)
            for (int u = v; u != 0; u = parent[u]) total[u] += cost[v];
        return total;
    }

    public static void main(String[] args) throws IOException {
        int n = (int) nextLong();
        int[] parent = new int[n + 1];
        for (int v = 2; v <= n; v++) parent[v] = (int) nextLong();
        long[] cost = new long[n + 1];
        for (int v = 1; v <= n; v++) cost[v] = nextLong();
        int q = (int) nextLong();
        long[] total = rollupCosts(n, parent, cost);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) out.append(total[(int) nextLong()]).append('\n');
        System.out.print(out);
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
