import java.io.*;
import java.util.*;

public class Main {
  /**
   * names, contents: the cells in input order, e.g. "B3" with "=-A2/2+C9", or "A1" with "10";
   * area: the print area, e.g. "A1:C3".
   * Returns the output lines "NAME VALUE" of the non-empty cells inside the print area, row by row and, within a
   * row, from left to right.
   */
  static List<String> recalculate(String[] names, String[] contents, String area) {
    // Write your solution here
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < names.length; i++) lines.add(names[i] + " " + (contents[i].charAt(0) == '=' ? "0" : contents[i]));
    return lines;
  }

  /** Whitespace-separated tokens from standard input, read in one go. */
  static final class Tokens {
    final byte[] buf;
    int pos;

    Tokens(InputStream in) throws IOException {
      buf = in.readAllBytes();
    }

    String next() {
      while (pos < buf.length && buf[pos] <= ' ') pos++;
      int start = pos;
      while (pos < buf.length && buf[pos] > ' ') pos++;
      return new String(buf, start, pos - start, java.nio.charset.StandardCharsets.US_ASCII);
    }
  }

  public static void main(String[] args) throws IOException {
    Tokens in = new Tokens(new DataInputStream(new BufferedInputStream(System.in, 1 << 16)));
    int n = Integer.parseInt(in.next());
    String[] names = new String[n];
    String[] contents = new String[n];
    for (int i = 0; i < n; i++) {
      names[i] = in.next();
      contents[i] = in.next();
    }
    String area = in.next();
    StringBuilder out = new StringBuilder();
    for (String line : recalculate(names, contents, area)) out.append(line).append('\n');
    System.out.print(out);
  }
}
