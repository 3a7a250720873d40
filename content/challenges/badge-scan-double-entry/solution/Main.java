import java.io.*;
import java.util.*;

public class Main {
    /** Returns {i, j}: 0-based positions of the first scan and of the first repeated scan, or {-1, -1}. */
    static int[] firstAlarm(String[] scans) {
        Map<String, Integer> firstSeen = new HashMap<>(scans.length * 2);
        for (int j = 0; j < scans.length; j++) {
            Integer i = firstSeen.putIfAbsent(scans[j], j);
            if (i != null) return new int[] {i, j};
        }
        return new int[] {-1, -1};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        String[] scans = new String[n];
        for (int k = 0; k < n; k++) scans[k] = in.readLine().trim();
        int[] alarm = firstAlarm(scans);
        if (alarm[1] == -1) System.out.println("NONE");
        else System.out.println(scans[alarm[1]] + " " + (alarm[0] + 1) + " " + (alarm[1] + 1));
    }
}
