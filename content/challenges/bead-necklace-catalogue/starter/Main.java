import java.io.*;
import java.util.*;

public class Main {
    /** Returns {number of different designs, entries of the most common design}. */
    static int[] catalogue(String[] necklaces) {
        // Write your solution here
        return new int[] {0, 0};
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
