import java.io.*;
import java.util.*;

public class Main {
  static final long MONDAY = -25567 - 7; // day number of Monday 1899-12-25 (day 0 is 1970-01-01)

  static long daysFromCivil(long y, long m, long d) {
    y -= m <= 2 ? 1 : 0;
    long era = Math.floorDiv(y, 400);
    long yoe = y - era * 400;
    long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
  }

  static String civilFromDays(long z) {
    z += 719468;
    long era = Math.floorDiv(z, 146097);
    long doe = z - era * 146097;
    long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    long mp = (5 * doy + 2) / 153;
    long d = doy - (153 * mp + 2) / 5 + 1;
    long m = mp + (mp < 10 ? 3 : -9);
    long y = yoe + era * 400 + (m <= 2 ? 1 : 0);
    return pad(y, 4) + "-" + pad(m, 2) + "-" + pad(d, 2);
  }

  static String pad(long value, int width) {
    StringBuilder s = new StringBuilder(Long.toString(value));
    while (s.length() < width) s.insert(0, '0');
    return s.toString();
  }

  static long parseDate(String s) {
    return daysFromCivil(Long.parseLong(s.substring(0, 4)), Long.parseLong(s.substring(5, 7)), Long.parseLong(s.substring(8, 10)));
  }

  // holidays: day numbers (day 0 is 1970-01-01); queries: {day, k} pairs.
  // Return the settlement day number of each query, in order.
  static long[] settle(long[] holidays, long[][] queries) {
    // Write your solution here
    long[] out = new long[queries.length];
    for (int i = 0; i < queries.length; i++) out[i] = queries[i][0];
    return out;
  }

  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
    StringBuilder all = new StringBuilder();
    char[] buf = new char[1 << 16];
    for (int r; (r = in.read(buf)) > 0; ) all.append(buf, 0, r);
    StringTokenizer st = new StringTokenizer(all.toString());
    int h = Integer.parseInt(st.nextToken());
    long[] holidays = new long[h];
    for (int i = 0; i < h; i++) holidays[i] = parseDate(st.nextToken());
    int q = Integer.parseInt(st.nextToken());
    long[][] queries = new long[q][2];
    for (int i = 0; i < q; i++) {
      queries[i][0] = parseDate(st.nextToken());
      queries[i][1] = Long.parseLong(st.nextToken());
    }
    StringBuilder out = new StringBuilder();
    for (long day : settle(holidays, queries)) out.append(civilFromDays(day)).append('\n');
    System.out.print(out);
  }
}
