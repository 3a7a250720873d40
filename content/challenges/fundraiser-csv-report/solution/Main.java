import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Main {
  // Splits an RFC 4180 export into records (lists of field values); empty lines are not records.
  static List<List<String>> parseRecords(String text) {
    List<List<String>> records = new ArrayList<>();
    int n = text.length(), pos = 0;
    while (pos < n) {
      char first = text.charAt(pos);
      if (first == '\n') { pos++; continue; }
      if (first == '\r' && pos + 1 < n && text.charAt(pos + 1) == '\n') { pos += 2; continue; }
      List<String> fields = new ArrayList<>();
      while (true) {
        String value;
        if (pos < n && text.charAt(pos) == '"') {
          int from = pos + 1;
          StringBuilder sb = null;
          while (true) {
            int close = text.indexOf('"', from);
            if (close + 1 < n && text.charAt(close + 1) == '"') {
              if (sb == null) sb = new StringBuilder();
              sb.append(text, from, close + 1);
              from = close + 2;
            } else {
              value = sb == null ? text.substring(from, close) : sb.append(text, from, close).toString();
              pos = close + 1;
              break;
            }
          }
        } else {
          int end = pos;
          while (end < n) {
            char c = text.charAt(end);
            if (c == ',' || c == '\n' || c == '\r') break;
            end++;
          }
          value = text.substring(pos, end);
          pos = end;
        }
        fields.add(value);
        if (pos >= n) break;
        char c = text.charAt(pos);
        if (c == ',') { pos++; continue; }
        pos += c == '\r' ? 2 : 1; // "\r\n" or "\n" ends the record
        break;
      }
      records.add(fields);
    }
    return records;
  }

  static long toCents(String amount) {
    long whole = 0, frac = 0;
    int fracDigits = 0;
    boolean negative = false, afterDot = false;
    for (int i = 0; i < amount.length(); i++) {
      char c = amount.charAt(i);
      if (c == '-') negative = true;
      else if (c == '.') afterDot = true;
      else if (c >= '0' && c <= '9') {
        if (afterDot) { frac = frac * 10 + (c - '0'); fracDigits++; }
        else whole = whole * 10 + (c - '0');
      } // ',' is a thousands separator
    }
    if (fracDigits == 1) frac *= 10;
    long cents = whole * 100 + frac;
    return negative ? -cents : cents;
  }

  static String formatCents(long cents) {
    long a = Math.abs(cents);
    long frac = a % 100;
    return (cents < 0 ? "-" : "") + (a / 100) + "." + (frac < 10 ? "0" : "") + frac;
  }

  static String csvName(String name) {
    if (!name.isEmpty() && name.indexOf(',') < 0 && name.indexOf('"') < 0) return name;
    return "\"" + name.replace("\"", "\"\"") + "\"";
  }

  static class Campaign {
    final String name;
    long total;
    int donations;
    final HashSet<String> donors = new HashSet<>();

    Campaign(String name) { this.name = name; }
  }

  // Returns the lines of the report for the CSV export `text`.
  static List<String> buildReport(String text) {
    List<List<String>> records = parseRecords(text);
    List<String> lines = new ArrayList<>();
    if (records.isEmpty()) {
      lines.add("0 0");
      lines.add("campaign,donations,donors,total");
      return lines;
    }
    List<String> header = records.get(0);
    int width = header.size();
    int ci = header.indexOf("campaign"), di = header.indexOf("donor"), ai = header.indexOf("amount");
    HashMap<String, Campaign> campaigns = new HashMap<>();
    long valid = 0, skipped = 0;
    for (int r = 1; r < records.size(); r++) {
      List<String> fields = records.get(r);
      if (fields.size() != width) { skipped++; continue; }
      valid++;
      Campaign c = campaigns.computeIfAbsent(fields.get(ci), Campaign::new);
      c.total += toCents(fields.get(ai));
      c.donations++;
      if (!fields.get(di).isEmpty()) c.donors.add(fields.get(di));
    }
    List<Campaign> order = new ArrayList<>(campaigns.values());
    order.sort((a, b) -> a.total != b.total ? Long.compare(b.total, a.total) : a.name.compareTo(b.name));
    lines.add(valid + " " + skipped);
    lines.add("campaign,donations,donors,total");
    for (Campaign c : order) lines.add(csvName(c.name) + "," + c.donations + "," + c.donors.size() + "," + formatCents(c.total));
    return lines;
  }

  public static void main(String[] args) throws IOException {
    String text = new String(System.in.readAllBytes(), StandardCharsets.ISO_8859_1);
    StringBuilder out = new StringBuilder();
    for (String line : buildReport(text)) out.append(line).append('\n');
    PrintStream ps = new PrintStream(new FileOutputStream(FileDescriptor.out), false, "ISO-8859-1");
    ps.print(out);
    ps.flush();
  }
}
