import java.io.*;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

public class Main {
  static final String MISSING = "(missing)";
  static final String EMPTY = "(empty)";

  static boolean isName(String text) {
    if (text.isEmpty()) return false;
    for (int i = 0; i < text.length(); i++) {
      char ch = text.charAt(i);
      boolean ok = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '_' || ch == '-';
      if (!ok) return false;
    }
    return true;
  }

  static String trimSpaces(String text) {
    int from = 0, to = text.length();
    while (from < to && text.charAt(from) == ' ') from++;
    while (to > from && text.charAt(to - 1) == ' ') to--;
    return text.substring(from, to);
  }

  // kind is 'S' for a section header (name set) or 'K' for an assignment (name and value set).
  record Parsed(char kind, String name, String value) {}

  // A header or an assignment; null for blank lines, comments and malformed lines.
  static Parsed parseLine(String line) {
    String text = trimSpaces(line);
    if (text.isEmpty() || text.charAt(0) == '#' || text.charAt(0) == ';') return null;
    if (text.charAt(0) == '[') {
      if (text.length() < 2 || text.charAt(text.length() - 1) != ']') return null;
      String name = trimSpaces(text.substring(1, text.length() - 1));
      return isName(name) ? new Parsed('S', name.toLowerCase(Locale.ROOT), null) : null;
    }
    int eq = text.indexOf('=');
    if (eq < 0) return null;
    String key = trimSpaces(text.substring(0, eq));
    if (!isName(key)) return null;
    String value = trimSpaces(text.substring(eq + 1));
    if (value.length() >= 2 && value.charAt(0) == '"' && value.charAt(value.length() - 1) == '"') value = value.substring(1, value.length() - 1);
    return new Parsed('K', key.toLowerCase(Locale.ROOT), value);
  }

  // Reads the whole file again for every query; the last assignment wins.
  static String lookup(List<String> lines, String sectionWanted, String keyWanted) {
    String found = null;
    String section = "global";
    for (String line : lines) {
      Parsed parsed = parseLine(line);
      if (parsed == null) continue;
      if (parsed.kind() == 'S') section = parsed.name();
      else if (section.equals(sectionWanted) && parsed.name().equals(keyWanted)) found = parsed.value();
    }
    return found;
  }

  static List<String> answerQueries(List<String> lines, List<String> queries) {
    List<String> answers = new ArrayList<>();
    for (String query : queries) {
      String wanted = trimSpaces(query).toLowerCase(Locale.ROOT);
      int dot = wanted.indexOf('.');
      String value = lookup(lines, wanted.substring(0, dot), wanted.substring(dot + 1));
      answers.add(value == null ? MISSING : value.isEmpty() ? EMPTY : value);
    }
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
