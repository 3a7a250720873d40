import java.io.*;

public class Main {
    // Compare from every position: O(n^2) when echoes are long.
    public static void main(String[] args) throws IOException {
        String s = new String(System.in.readAllBytes()).trim();
        long total = 0;
        int longest = 0, n = s.length();
        for (int i = 1; i < n; i++) {
            int k = 0;
            while (i + k < n && s.charAt(k) == s.charAt(i + k)) k++;
            total += k;
            longest = Math.max(longest, k);
        }
        System.out.println(total + " " + longest);
    }
}
