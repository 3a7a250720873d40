import java.io.*;
import java.util.*;

public class Main {
    static long[] travel(long[] floors) {
        long distance = 0, turns = 0;
        int last = 0; // direction of the previous real move: 1 up, -1 down, 0 none yet
        for (int i = 1; i < floors.length; i++) {
            long step = floors[i] - floors[i - 1];
            if (step == 0) continue;
            distance += Math.abs(step);
            int dir = step > 0 ? 1 : -1;
            if (last != 0 && dir != last) turns++;
            last = dir;
        }
        return new long[] {distance, turns};
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
