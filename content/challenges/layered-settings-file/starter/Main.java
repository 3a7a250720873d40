import java.io.*;
import java.util.ArrayList;
import java.util.List;

public class Main {
  static final String MISSING = "(missing)";
  static final String EMPTY = "(empty)";

  // lines: the file, one string per line; queries: "section.key" strings. Returns one answer per query.
  static List<String> answerQueries(List<String> lines, List<String> queries) {
    // Write your solution here
    List<String> answers = new ArrayList<>();
    for (String query : queries) answers.add(MISSING);
    return answers;
  }

  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
    String[] header = in.readLine().trim().split("\\s+");
    int n = Integer.parseInt(header[0]);
    int q = Integer.parseInt(header[1]);
    List<String> lines = new ArrayList<>();
    List<String> queries = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      String line = in.readLine();
      lines.add(line == null ? "" : line);
    }
    for (int i = 0; i < q; i++) {
      String line = in.readLine();
      queries.add(line == null ? "" : line);
    }
    StringBuilder out = new StringBuilder();
    for (String answer : answerQueries(lines, queries)) out.append(answer).append('\n');
    System.out.print(out);
  }
}
