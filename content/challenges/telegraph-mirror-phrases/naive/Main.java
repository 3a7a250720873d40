import java.io.*;

public class Main {
    // Expand around each of the 2n - 1 centres: O(n + number of palindromes), quadratic on repetitive tapes.
    public static void main(String[] args) throws IOException {
        String s = new String(System.in.readAllBytes()).trim();
        int n = s.length();
        long count = 0;
        int longest = 0;
        for (int centre = 0; centre < 2 * n - 1; centre++) {
            int l = centre / 2, r = l + centre % 2;
            while (l >= 0 && r < n && s.charAt(l) == s.charAt(r)) {
                count++;
                longest = Math.max(longest, r - l + 1);
                l--;
                r++;
            }
        }
        System.out.println(count + " " + longest);
    }
}
