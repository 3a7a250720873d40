import java.io.*;
import java.util.*;

public class Main {
    // Roads as an adjacency list in flat arrays: the neighbours of v are target[k], weight[k] for start[v] <= k < start[v + 1].
    static int[] start;
    static int[] target;
    static long[] weight;

    static void buildAdjacency(int n, int[] parent, long[] length) {
        start = new int[n + 2];
        for (int v = 2; v <= n; v++) {
            start[v + 1]++;
            start[parent[v] + 1]++;
        }
        for (int v = 1; v <= n + 1; v++) start[v] += start[v - 1];
        int[] fill = start.clone();
        target = new int[2 * (n - 1)];
        weight = new long[2 * (n - 1)];
        for (int v = 2; v <= n; v++) {
            target[fill[v]] = parent[v];
            weight[fill[v]++] = length[v];
            target[fill[parent[v]]] = v;
            weight[fill[parent[v]]++] = length[v];
        }
    }

    // Distances from source to every village (index 0 unused), by an iterative traversal.
    static long[] distancesFrom(int source, int n) {
        long[] dist = new long[n + 1];
        Arrays.fill(dist, -1);
        int[] stack = new int[n];
        int top = 0;
        dist[source] = 0;
        stack[top++] = source;
        while (top > 0) {
            int v = stack[--top];
            for (int k = start[v]; k < start[v + 1]; k++) {
                int u = target[k];
                if (dist[u] < 0) {
                    dist[u] = dist[v] + weight[k];
                    stack[top++] = u;
                }
            }
        }
        return dist;
    }

    static int farthestVillage(long[] dist, int n) {
        int best = 1;
        for (int v = 2; v <= n; v++) if (dist[v] > dist[best]) best = v;
        return best;
    }

    // parent[v] and length[v] describe the road from village v (2 <= v <= n) towards village 1.
    // Returns {village, its largest distance to any village} for the village where that distance is smallest.
    static long[] bestTower(int n, int[] parent, long[] length) {
        buildAdjacency(n, parent, length);
        // Quadratic: a full traversal from every village.
        int bestVillage = 0;
        long bestDistance = -1;
        for (int v = 1; v <= n; v++) {
            long[] dist = distancesFrom(v, n);
            long farthest = dist[farthestVillage(dist, n)];
            if (bestDistance < 0 || farthest < bestDistance) {
                bestVillage = v;
                bestDistance = farthest;
            }
        }
        return new long[] {bestVillage, bestDistance};
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
