import java.io.*;
import java.util.*;

public class Main {
    // Check every window letter by letter with two mappings: O(n * m).
    public static void main(String[] args) throws IOException {
        StringTokenizer st = new StringTokenizer(new String(System.in.readAllBytes()));
        String cipher = st.nextToken(), crib = st.nextToken();
        int n = cipher.length(), m = crib.length();
        long count = 0;
        int first = -1;
        for (int s = 0; s + m <= n; s++) {
            int[] forward = new int[26], backward = new int[26];
            Arrays.fill(forward, -1);
            Arrays.fill(backward, -1);
            boolean ok = true;
            for (int j = 0; j < m && ok; j++) {
                int a = crib.charAt(j) - 'a', b = cipher.charAt(s + j) - 'a';
                if (forward[a] == -1 && backward[b] == -1) {
                    forward[a] = b;
                    backward[b] = a;
                } else if (forward[a] != b || backward[b] != a) {
                    ok = false;
                }
            }
            if (ok) {
                count++;
                if (first == -1) first = s + 1;
            }
        }
        System.out.println(count + " " + first);
    }
}
