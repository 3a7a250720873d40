import java.io.*;
import java.util.*;

public class Main {
    // jobs[i] = {start, end}: the half-open time range [start, end).
    // Returns {total busy time, number of busy periods, longest idle gap between periods}.
    static long[] busyStats(long[][] jobs) {
        long[][] ordered = jobs.clone();
        Arrays.sort(ordered, (a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
        long busy = 0, periods = 0, longestGap = 0;
        long curStart = ordered[0][0], curEnd = ordered[0][1];
        for (int i = 1; i < ordered.length; i++) {
            long start = ordered[i][0], end = ordered[i][1];
            if (start <= curEnd) {
                curEnd = Math.max(curEnd, end);
            } else {
                busy += curEnd - curStart;
                periods++;
                longestGap = Math.max(longestGap, start - curEnd);
                curStart = start;
                curEnd = end;
            }
        }
        busy += curEnd - curStart;
        periods++;
        return new long[] {busy, periods, longestGap};
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
