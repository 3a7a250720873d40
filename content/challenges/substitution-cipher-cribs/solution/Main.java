import java.io.*;
import java.util.*;

public class Main {
    /** Returns {number of positions where the crib fits, first such position counted from 1, or -1}. */
    static long[] findCribs(byte[] cipher, byte[] crib) {
        // Describe each letter by the distance back to the previous equal letter (0: none). A window matches the
        // crib exactly when these distances agree, a distance that reaches before the window counting as 0.
        // That comparison survives shifting, so Knuth-Morris-Pratt works on the distances.
        int m = crib.length, n = cipher.length;
        int[] want = backDistances(crib), have = backDistances(cipher);
        int[] fail = new int[m];
        for (int i = 1, k = 0; i < m; i++) {
            while (k > 0 && clip(want[i], k) != want[k]) k = fail[k - 1];
            if (clip(want[i], k) == want[k]) k++;
            fail[i] = k;
        }
        long count = 0;
        int first = -1;
        for (int i = 0, k = 0; i < n; i++) {
            while (k > 0 && clip(have[i], k) != want[k]) k = fail[k - 1];
            if (clip(have[i], k) == want[k]) k++;
            if (k == m) {
                count++;
                if (first == -1) first = i - m + 2;
                k = fail[k - 1];
            }
        }
        return new long[] {count, first};
    }

    static int clip(int distance, int k) {
        return distance <= k ? distance : 0;
    }

    static int[] backDistances(byte[] text) {
        int[] last = new int[26];
        Arrays.fill(last, -1);
        int[] distances = new int[text.length];
        for (int i = 0; i < text.length; i++) {
            int letter = text[i] - 'a';
            if (last[letter] != -1) distances[i] = i - last[letter];
            last[letter] = i;
        }
        return distances;
    }

    public static void main(String[] args) throws IOException {
        StringTokenizer st = new StringTokenizer(new String(System.in.readAllBytes()));
        byte[] cipher = st.nextToken().getBytes();
        byte[] crib = st.nextToken().getBytes();
        long[] answer = findCribs(cipher, crib);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
