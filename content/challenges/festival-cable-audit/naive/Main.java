import java.io.*;
import java.util.*;

public class Main {
    // Correct but slow: cut every run in turn, and switch off every switch in turn, and search the network again.
    static int n, m;
    static int[] start, to, runOf, queue;
    static boolean[] seen;
    static int queued;

    // Switches reachable from source without run cutRun and without switch offSwitch (0: none), left in queue.
    static void reach(int source, int cutRun, int offSwitch) {
        Arrays.fill(seen, false);
        seen[source] = true;
        if (offSwitch != 0) seen[offSwitch] = true;
        queued = 0;
        queue[queued++] = source;
        for (int h = 0; h < queued; h++) {
            int v = queue[h];
            for (int k = start[v]; k < start[v + 1]; k++) {
                int u = to[k];
                if (runOf[k] != cutRun && !seen[u]) {
                    seen[u] = true;
                    queue[queued++] = u;
                }
            }
        }
    }

    public static void main(String[] args) throws IOException {
        n = nextInt();
        m = nextInt();
        int[] a = new int[m], b = new int[m];
        start = new int[n + 2];
        for (int i = 0; i < m; i++) {
            a[i] = nextInt();
            b[i] = nextInt();
            if (a[i] != b[i]) {
                start[a[i] + 1]++;
                start[b[i] + 1]++;
            }
        }
        for (int v = 1; v <= n + 1; v++) start[v] += start[v - 1];
        int[] fill = start.clone();
        to = new int[start[n + 1]];
        runOf = new int[start[n + 1]];
        for (int i = 0; i < m; i++)
            if (a[i] != b[i]) {
                to[fill[a[i]]] = b[i];
                runOf[fill[a[i]]++] = i;
                to[fill[b[i]]] = a[i];
                runOf[fill[b[i]]++] = i;
            }
        seen = new boolean[n + 1];
        queue = new int[n + 1];

        int[] componentSize = new int[n + 1];
        for (int v = 1; v <= n; v++) {
            if (componentSize[v] != 0) continue;
            reach(v, -1, 0);
            for (int h = 0; h < queued; h++) componentSize[queue[h]] = queued;
        }

        List<int[]> runs = new ArrayList<>();
        for (int i = 0; i < m; i++) {
            if (a[i] == b[i]) continue;
            reach(a[i], i, 0);
            if (!seen[b[i]]) runs.add(new int[] {i + 1, Math.min(queued, componentSize[a[i]] - queued)});
        }
        runs.sort((x, y) -> x[1] != y[1] ? Integer.compare(y[1], x[1]) : Integer.compare(x[0], y[0]));

        List<Integer> switches = new ArrayList<>();
        for (int v = 1; v <= n; v++) {
            if (start[v] == start[v + 1]) continue;
            reach(to[start[v]], -1, v);
            boolean split = false;
            for (int k = start[v]; k < start[v + 1]; k++) if (!seen[to[k]]) split = true;
            if (split) switches.add(v);
        }

        StringBuilder out = new StringBuilder();
        out.append(runs.size()).append(' ').append(switches.size()).append('\n');
        for (int[] r : runs) out.append(r[0]).append(' ').append(r[1]).append('\n');
        for (int i = 0; i < switches.size(); i++) {
            if (i > 0) out.append(' ');
            out.append(switches.get(i));
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
