import java.io.*;

public class Main {
    /** Returns {sum of the echoes at positions 2..n, longest echo}. */
    static long[] echoes(byte[] s) {
        // Z-algorithm: [left, right) is the rightmost window known to repeat the opening.
        int n = s.length;
        int[] z = new int[n];
        long total = 0;
        int longest = 0, left = 0, right = 0;
        for (int i = 1; i < n; i++) {
            int k = i < right ? Math.min(right - i, z[i - left]) : 0;
            while (i + k < n && s[k] == s[i + k]) k++;
            z[i] = k;
            if (i + k > right) {
                left = i;
                right = i + k;
            }
            total += k;
            longest = Math.max(longest, k);
        }
        return new long[] {total, longest};
    }

    public static void main(String[] args) throws IOException {
        byte[] s = new String(System.in.readAllBytes()).trim().getBytes();
        long[] answer = echoes(s);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
