import java.io.*;
import java.util.*;

public class Main {
    static boolean isRotation(String a, String b) {
        if (a.length() != b.length()) return false;
        int n = a.length();
        for (int shift = 0; shift < n; shift++) {
            int k = 0;
            while (k < n && a.charAt((shift + k) % n) == b.charAt(k)) k++;
            if (k == n) return true;
        }
        return false;
    }

    // Compare every entry with one entry of every design found so far: O(n * designs * L^2).
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        List<String> designs = new ArrayList<>();
        List<Integer> counts = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String s = in.readLine().trim();
            int found = -1;
            for (int d = 0; d < designs.size() && found == -1; d++) if (isRotation(designs.get(d), s)) found = d;
            if (found == -1) {
                designs.add(s);
                counts.add(1);
            } else {
                counts.set(found, counts.get(found) + 1);
            }
        }
        System.out.println(designs.size() + " " + Collections.max(counts));
    }
}
