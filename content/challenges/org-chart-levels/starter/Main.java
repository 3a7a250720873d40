import java.io.*;
import java.util.*;

public class Main {
    // parent[i] is the manager of employee i (2 <= i <= n); parent[0] and parent[1] are 0.
    static List<Integer> levelSizes(int n, int[] parent) {
        // Write your solution here
        return new ArrayList<>(List.of(n));
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
