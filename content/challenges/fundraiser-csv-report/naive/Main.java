import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Main {
  static boolean complete;

  // Parses the text of one record character by character; `complete` is false while a quoted field is still open.
  static List<String> parseRecord(String record) {
    List<String> fields = new ArrayList<>();
    String field = "";
    boolean inQuotes = false;
    int n = record.length();
    for (int i = 0; i < n; i++) {
      char ch = record.charAt(i);
      if (inQuotes) {
        if (ch == '"') {
          if (i + 1 < n && record.charAt(i + 1) == '"') {
            field = field + '"';
            i++;
          } else {
            inQuotes = false;
          }
        } else {
          field = field + ch;
        }
      } else if (ch == '"') {
        inQuotes = true;
      } else if (ch == ',') {
        fields.add(field);
        field = "";
      } else if (ch == '\r' && i == n - 1) {
        // the CR of a CRLF line break
      } else {
        field = field + ch;
      }
    }
    fields.add(field);
    complete = !inQuotes;
    return fields;
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
      }
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
    String name;
    long total;
    int donations;
    List<String> donors = new ArrayList<>();
  }

  static List<String> buildReport(String text) {
    // Read line by line; while a quoted field is open, glue on the next line and parse the record again.
    String[] lines = text.split("\n", -1);
    List<String> header = null;
    List<Campaign> campaigns = new ArrayList<>();
    long valid = 0, skipped = 0;
    String record = null;
    for (String line : lines) {
      record = record == null ? line : record + "\n" + line;
      List<String> fields = parseRecord(record);
      if (!complete) continue;
      String textOfRecord = record;
      record = null;
      if (textOfRecord.isEmpty() || textOfRecord.equals("\r")) continue;
      if (header == null) { header = fields; continue; }
      if (fields.size() != header.size()) { skipped++; continue; }
      valid++;
      String name = fields.get(header.indexOf("campaign"));
      Campaign found = null;
      for (Campaign c : campaigns) {
        if (c.name.equals(name)) { found = c; break; }
      }
      if (found == null) {
        found = new Campaign();
        found.name = name;
        campaigns.add(found);
      }
      found.total += toCents(fields.get(header.indexOf("amount")));
      found.donations++;
      String donor = fields.get(header.indexOf("donor"));
      if (!donor.isEmpty() && !found.donors.contains(donor)) found.donors.add(donor);
    }
    campaigns.sort((a, b) -> a.total != b.total ? Long.compare(b.total, a.total) : a.name.compareTo(b.name));
    List<String> out = new ArrayList<>();
    out.add(valid + " " + skipped);
    out.add("campaign,donations,donors,total");
    for (Campaign c : campaigns) out.add(csvName(c.name) + "," + c.donations + "," + c.donors.size() + "," + formatCents(c.total));
    return out;
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
