#include <algorithm>
#include <cstdio>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

using namespace std;

// Parses the text of one record character by character; `complete` is false while a quoted field is still open.
vector<string> parseRecord(const string& record, bool& complete) {
  vector<string> fields;
  string field;
  bool inQuotes = false;
  size_t n = record.size();
  for (size_t i = 0; i < n; i++) {
    char ch = record[i];
    if (inQuotes) {
      if (ch == '"') {
        if (i + 1 < n && record[i + 1] == '"') {
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
      fields.push_back(field);
      field = "";
    } else if (ch == '\r' && i == n - 1) {
      // the CR of a CRLF line break
    } else {
      field = field + ch;
    }
  }
  fields.push_back(field);
  complete = !inQuotes;
  return fields;
}

long long toCents(const string& amount) {
  long long whole = 0, frac = 0;
  int fracDigits = 0;
  bool negative = false, afterDot = false;
  for (char c : amount) {
    if (c == '-') negative = true;
    else if (c == '.') afterDot = true;
    else if (c >= '0' && c <= '9') {
      if (afterDot) { frac = frac * 10 + (c - '0'); fracDigits++; }
      else whole = whole * 10 + (c - '0');
    }
  }
  if (fracDigits == 1) frac *= 10;
  long long cents = whole * 100 + frac;
  return negative ? -cents : cents;
}

string formatCents(long long cents) {
  string sign = cents < 0 ? "-" : "";
  unsigned long long a = cents < 0 ? 0ULL - (unsigned long long)cents : (unsigned long long)cents;
  char frac[3] = {char('0' + a % 100 / 10), char('0' + a % 10), 0};
  return sign + to_string(a / 100) + "." + frac;
}

string csvName(const string& name) {
  if (!name.empty() && name.find_first_of(",\"") == string::npos) return name;
  string out = "\"";
  for (char c : name) {
    if (c == '"') out += "\"\"";
    else out += c;
  }
  return out + "\"";
}

struct Campaign {
  string name;
  long long total = 0;
  int donations = 0;
  vector<string> donors;
};

int indexOf(const vector<string>& header, const string& name) {
  for (size_t i = 0; i < header.size(); i++)
    if (header[i] == name) return (int)i;
  return -1;
}

vector<string> buildReport(const string& text) {
  // Read line by line; while a quoted field is open, glue on the next line and parse the record again.
  vector<string> lines;
  size_t start = 0;
  while (true) {
    size_t nl = text.find('\n', start);
    if (nl == string::npos) { lines.push_back(text.substr(start)); break; }
    lines.push_back(text.substr(start, nl - start));
    start = nl + 1;
  }
  vector<string> header;
  bool haveHeader = false;
  vector<Campaign> campaigns;
  long long valid = 0, skipped = 0;
  string record;
  bool open = false;
  for (const string& line : lines) {
    record = open ? record + "\n" + line : line;
    bool complete;
    vector<string> fields = parseRecord(record, complete);
    if (!complete) { open = true; continue; }
    open = false;
    if (record.empty() || record == "\r") continue;
    if (!haveHeader) { header = fields; haveHeader = true; continue; }
    if (fields.size() != header.size()) { skipped++; continue; }
    valid++;
    const string& name = fields[indexOf(header, "campaign")];
    Campaign* found = nullptr;
    for (Campaign& c : campaigns)
      if (c.name == name) { found = &c; break; }
    if (found == nullptr) {
      campaigns.push_back(Campaign());
      found = &campaigns.back();
      found->name = name;
    }
    found->total += toCents(fields[indexOf(header, "amount")]);
    found->donations++;
    const string& donor = fields[indexOf(header, "donor")];
    if (!donor.empty() && find(found->donors.begin(), found->donors.end(), donor) == found->donors.end()) found->donors.push_back(donor);
  }
  sort(campaigns.begin(), campaigns.end(), [](const Campaign& a, const Campaign& b) {
    if (a.total != b.total) return a.total > b.total;
    return a.name < b.name;
  });
  vector<string> out = {to_string(valid) + " " + to_string(skipped), "campaign,donations,donors,total"};
  for (const Campaign& c : campaigns)
    out.push_back(csvName(c.name) + "," + to_string(c.donations) + "," + to_string(c.donors.size()) + "," + formatCents(c.total));
  return out;
}

int main() {
  ios::sync_with_stdio(false);
  string text((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
  string out;
  for (const string& line : buildReport(text)) out += line + "\n";
  fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}
