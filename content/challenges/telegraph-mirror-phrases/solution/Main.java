import java.io.*;

public class Main {
    /** Returns {number of palindromic substrings, length of the longest}. */
    static long[] mirrorPhrases(byte[] s) {
        // Manacher: odd[i] / even[i] = number of palindromes centred at i (odd length) or just left of i (even);
        // [left, right] is the palindrome found so far that reaches furthest right.
        int n = s.length;
        long count = 0;
        int longest = 0;
        int[] odd = new int[n], even = new int[n];
        for (int i = 0, left = 0, right = -1; i < n; i++) {
            int k = i > right ? 1 : Math.min(odd[left + right - i], right - i + 1);
            while (i - k >= 0 && i + k < n && s[i - k] == s[i + k]) k++;
            odd[i] = k;
            count += k;
            longest = Math.max(longest, 2 * k - 1);
            if (i + k - 1 > right) {
                left = i - k + 1;
                right = i + k - 1;
            }
        }
        for (int i = 0, left = 0, right = -1; i < n; i++) {
            int k = i > right ? 0 : Math.min(even[left + right - i + 1], right - i + 1);
            while (i - k - 1 >= 0 && i + k < n && s[i - k - 1] == s[i + k]) k++;
            even[i] = k;
            count += k;
            longest = Math.max(longest, 2 * k);
            if (i + k - 1 > right) {
                left = i - k;
                right = i + k - 1;
            }
        }
        return new long[] {count, longest};
    }

    public static void main(String[] args) throws IOException {
        byte[] s = new String(System.in.readAllBytes()).trim().getBytes();
        long[] answer = mirrorPhrases(s);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
