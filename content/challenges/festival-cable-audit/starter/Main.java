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

    // Cable run i (0-based; its run number is i + 1) joins switches a[i] and b[i] (numbered 1..n).
    // Returns the critical runs as {run number, cut-off count} pairs ordered by
    // cut-off count descending, then run number, and the critical switches in increasing order.
    static Audit audit(int n, int[] a, int[] b) {
        // Write your solution here
        int[][] criticalRuns = new int[0][];
        int[] criticalSwitches = new int[0];
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
