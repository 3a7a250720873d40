import java.io.*;
import java.util.*;

public class Main {
    // parent[v] is the parent folder of v (2 <= v <= n; parent[1] = 0), cost[v] its own monthly cost.
    // Returns total[v] = cost of v plus the costs of every folder below it (index 0 unused).
    static long[] rollupCosts(int n, int[] parent, long[] cost) {
        int[] firstChild = new int[n + 1];
        int[] nextSibling = new int[n + 1];
        for (int v = n; v >= 2; v--) {
            nextSibling[v] = firstChild[parent[v]];
            firstChild[parent[v]] = v;
        }
        // Breadth-first order from the root: every folder comes after its parent.
        int[] order = new int[n];
        int size = 0;
        order[size++] = 1;
        for (int i = 0; i < size; i++)
            for (int child = firstChild[order[i]]; child != 0; child = nextSibling[child]) order[size++] = child;
        long[] total = cost.clone();
        // Add every folder's total to its parent's.
        for (int i = 0; i < size; i++) {
            int v = order[i];
            if (v != 1) total[parent[v]] += total[v];
        }
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
