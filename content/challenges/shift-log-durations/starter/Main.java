import java.io.*;

public class Main {
  static final String UNITS = "dhms";
  static final long[] UNIT_SECONDS = {86400, 3600, 60, 1};

  // Seconds of a valid entry, or -1 when the entry is invalid.
  static long parseDuration(String entry) {
    // Write your solution here
    return -1;
  }

  static String normalize(long seconds) {
    StringBuilder text = new StringBuilder();
    for (int r = 0; r < 4; r++) {
      if (seconds >= UNIT_SECONDS[r]) {
        text.append(seconds / UNIT_SECONDS[r]).append(UNITS.charAt(r));
        seconds %= UNIT_SECONDS[r];
      }
    }
    return text.length() == 0 ? "0s" : text.toString();
  }

  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    int t = Integer.parseInt(in.readLine().trim());
    StringBuilder out = new StringBuilder();
    long total = 0;
    for (int k = 0; k < t; k++) {
      String entry = in.readLine().trim();
      long seconds = parseDuration(entry);
      if (seconds < 0) {
        out.append("invalid\n");
      } else {
        total += seconds;
        out.append(normalize(seconds)).append('\n');
      }
    }
    out.append("total ").append(normalize(total)).append('\n');
    System.out.print(out);
  }
}
