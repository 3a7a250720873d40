import java.io.*;
import java.util.*;

public class Main {
    // jobs[i] = {start, end}: the half-open time range [start, end).
    // Returns {total busy time, number of busy periods, longest idle gap between periods}.
    static long[] busyStats(long[][] jobs) {
        // Write your solution here
        return new long[] {0, 0, 0};
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in);
        long[][] jobs = new long[n][2];
        for (int i = 0; i < n; i++) {
            jobs[i][0] = readLong(in);
            jobs[i][1] = readLong(in);
        }
        long[] stats = busyStats(jobs);
        System.out.println(stats[0] + " " + stats[1] + " " + stats[2]);
    }

    private static long readLong(DataInputStream in) throws IOException {
        int c = in.read();
        while (c != '-' && (c < '0' || c > '9')) c = in.read();
        boolean negative = c == '-';
        if (negative) c = in.read();
        long value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return negative ? -value : value;
    }
}
