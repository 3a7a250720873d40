import java.io.*;
import java.util.*;

public class Main {
    /** Returns {number of different designs, entries of the most common design}. */
    static int[] catalogue(String[] necklaces) {
        Map<String, Integer> counts = new HashMap<>(necklaces.length * 2);
        int largest = 0;
        for (String necklace : necklaces) largest = Math.max(largest, counts.merge(canonical(necklace), 1, Integer::sum));
        return new int[] {counts.size(), largest};
    }

    /** The smallest rotation: the same string for every way of writing one design. */
    static String canonical(String necklace) {
        String doubled = necklace + necklace;
        int length = necklace.length(), best = 0;
        for (int k = 1; k < length; k++) {
            if (rotationLess(doubled, k, best, length)) best = k;
        }
        return doubled.substring(best, best + length);
    }

    /** Whether the rotation starting at a is smaller than the one starting at b. */
    static boolean rotationLess(String doubled, int a, int b, int length) {
        for (int i = 0; i < length; i++) {
            char x = doubled.charAt(a + i), y = doubled.charAt(b + i);
            if (x != y) return x < y;
        }
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        String[] necklaces = new String[n];
        for (int i = 0; i < n; i++) necklaces[i] = in.readLine().trim();
        int[] answer = catalogue(necklaces);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
