import java.io.*;

public class Main {
  static final String SYNTAX_ERROR = "syntax error";
  static final String DIVISION_BY_ZERO = "division by zero";

  // Returns the value of the expression as text, SYNTAX_ERROR or DIVISION_BY_ZERO.
  static String evaluate(String line) {
    // Write your solution here
    return "0";
  }

  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
    int t = Integer.parseInt(in.readLine().trim());
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < t; i++) {
      String line = in.readLine();
      out.append(evaluate(line == null ? "" : line)).append('\n');
    }
    System.out.print(out);
  }
}
