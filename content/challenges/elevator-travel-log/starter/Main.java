import java.io.*;
import java.util.*;

public class Main {
    /** Returns {distance, turns}. */
    static long[] travel(long[] floors) {
        // Write your solution here
        return new long[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long[] floors = new long[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) floors[i] = Long.parseLong(st.nextToken());
        long[] answer = travel(floors);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
