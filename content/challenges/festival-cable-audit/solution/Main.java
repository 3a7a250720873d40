import java.io.*;
import java.util.*;

public class Main {
    static final class Audit {
        final int[][] criticalRuns;   // {run number, cut-off count}
        final int[] criticalSwitches;

        Audit(int[][] criticalRuns, int[] criticalSwitches) {
            this.criticalRuns = criticalRuns;
            this.criticalSwitches = criticalSwitches;
        }
    }

    // Cable run i (0-based) joins switches a[i] and b[i] (numbered 1..n).
    // Returns the critical runs as {run number, cut-off count} pairs ordered by
    // cut-off count descending, then run number, and the critical switches in increasing order.
    static Audit audit(int n, int[] a, int[] b) {
        int m = a.length;
        // Adjacency in flat arrays (CSR); a loopback run connects nothing and is left out.
        int[] start = new int[n + 2];
        for (int i = 0; i < m; i++)
            if (a[i] != b[i]) {
                start[a[i] + 1]++;
                start[b[i] + 1]++;
            }
        for (int v = 1; v <= n + 1; v++) start[v] += start[v - 1];
        int[] fill = start.clone();
        int[] to = new int[start[n + 1]];
        int[] runOf = new int[start[n + 1]];
        for (int i = 0; i < m; i++)
            if (a[i] != b[i]) {
                to[fill[a[i]]] = b[i];
                runOf[fill[a[i]]++] = i;
                to[fill[b[i]]] = a[i];
                runOf[fill[b[i]]++] = i;
            }

        // Iterative depth-first search with low-links. The run a switch was reached by is skipped by its number, not
        // by the neighbour, so a second run to the parent counts as a way back.
        int[] disc = new int[n + 1], low = new int[n + 1], below = new int[n + 1], parent = new int[n + 1];
        int[] parentRun = new int[n + 1];
        Arrays.fill(parentRun, -1);
        int[] nextEdge = start.clone();
        boolean[] isCut = new boolean[n + 1];
        int[] stack = new int[n + 1];
        int[] bridgeChildren = new int[n + 1];
        long[] runs = new long[n + 1];  // (n - cut-off) * 2^20 + run number: sorts into the report's order
        int runCount = 0;
        int timer = 0;
        for (int root = 1; root <= n; root++) {
            if (disc[root] != 0) continue;
            disc[root] = low[root] = ++timer;
            below[root] = 1;
            int top = 0;
            stack[top++] = root;
            int rootChildren = 0, bridgeCount = 0;
            while (top > 0) {
                int v = stack[top - 1];
                boolean descended = false;
                while (nextEdge[v] < start[v + 1]) {
                    int k = nextEdge[v]++;
                    int u = to[k], e = runOf[k];
                    if (e == parentRun[v]) continue;
                    if (disc[u] == 0) {
                        disc[u] = low[u] = ++timer;
                        below[u] = 1;
                        parent[u] = v;
                        parentRun[u] = e;
                        stack[top++] = u;
                        descended = true;
                        break;
                    }
                    if (disc[u] < low[v]) low[v] = disc[u];
                }
                if (descended) continue;
                top--;
                if (v == root) continue;
                int p = parent[v];
                if (low[v] < low[p]) low[p] = low[v];
                below[p] += below[v];
                if (p == root) rootChildren++;
                else if (low[v] >= disc[p]) isCut[p] = true;
                if (low[v] > disc[p]) bridgeChildren[bridgeCount++] = v;
            }
            if (rootChildren >= 2) isCut[root] = true;
            int component = below[root];
            for (int i = 0; i < bridgeCount; i++) {
                int c = bridgeChildren[i];
                int cut = Math.min(below[c], component - below[c]);
                runs[runCount++] = ((long) (n - cut) << 20) + parentRun[c] + 1;
            }
        }
        Arrays.sort(runs, 0, runCount);
        int[][] criticalRuns = new int[runCount][];
        for (int i = 0; i < runCount; i++)
            criticalRuns[i] = new int[] {(int) (runs[i] & ((1 << 20) - 1)), n - (int) (runs[i] >> 20)};
        int switches = 0;
        for (int v = 1; v <= n; v++) if (isCut[v]) switches++;
        int[] criticalSwitches = new int[switches];
        switches = 0;
        for (int v = 1; v <= n; v++) if (isCut[v]) criticalSwitches[switches++] = v;
        return new Audit(criticalRuns, criticalSwitches);
    }

    public static void main(String[] args) throws IOException {
        int n = nextInt(), m = nextInt();
        int[] a = new int[m], b = new int[m];
        for (int i = 0; i < m; i++) {
            a[i] = nextInt();
            b[i] = nextInt();
        }
        Audit result = audit(n, a, b);
        int[][] criticalRuns = result.criticalRuns;
        int[] criticalSwitches = result.criticalSwitches;
        StringBuilder out = new StringBuilder();
        out.append(criticalRuns.length).append(' ').append(criticalSwitches.length).append('\n');
        for (int[] r : criticalRuns) out.append(r[0]).append(' ').append(r[1]).append('\n');
        for (int i = 0; i < criticalSwitches.length; i++) {
            if (i > 0) out.append(' ');
            out.append(criticalSwitches[i]);
        }
        out.append('\n');
        System.out.print(out);
    }

    private static final DataInputStream IN = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

    private static int nextInt() throws IOException {
        int c = IN.read();
        while (c != -1 && (c < '0' || c > '9')) c = IN.read();
        int value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = IN.read();
        }
        return value;
    }
}
