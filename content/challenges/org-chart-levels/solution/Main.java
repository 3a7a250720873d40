import java.io.*;
import java.util.*;

public class Main {
    // parent[i] is the manager of employee i (2 <= i <= n); parent[0] and parent[1] are 0.
    static List<Integer> levelSizes(int n, int[] parent) {
        int[] childCount = new int[n + 2];
        for (int i = 2; i <= n; i++) childCount[parent[i]]++;
        int[] start = new int[n + 2];
        for (int v = 1; v <= n; v++) start[v + 1] = start[v] + childCount[v];
        int[] children = new int[Math.max(n - 1, 0)];
        int[] fill = Arrays.copyOf(start, n + 2);
        for (int i = 2; i <= n; i++) children[fill[parent[i]]++] = i;
        List<Integer> sizes = new ArrayList<>();
        int[] level = {1};
        int levelSize = 1;
        int[] next = new int[n];
        while (levelSize > 0) {
            sizes.add(levelSize);
            int nextSize = 0;
            for (int k = 0; k < levelSize; k++) {
                int person = level[k];
                for (int e = start[person]; e < start[person + 1]; e++) next[nextSize++] = children[e];
            }
            level = Arrays.copyOf(next, nextSize);
            levelSize = nextSize;
        }
        return sizes;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in);
        int[] parent = new int[n + 1];
        for (int i = 2; i <= n; i++) parent[i] = readInt(in);
        List<Integer> sizes = levelSizes(n, parent);
        StringBuilder out = new StringBuilder();
        out.append(sizes.size()).append('\n');
        for (int i = 0; i < sizes.size(); i++) out.append(i > 0 ? " " : "").append(sizes.get(i));
        System.out.println(out);
    }

    private static int readInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c != '-' && (c < '0' || c > '9')) c = in.read();
        boolean negative = c == '-';
        if (negative) c = in.read();
        int value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return negative ? -value : value;
    }
}
