#include <algorithm>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <iterator>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

using namespace std;

// Splits an RFC 4180 export into records (lists of field values); empty lines are not records.
vector<vector<string>> parseRecords(const string& text) {
  vector<vector<string>> records;
  size_t n = text.size(), pos = 0;
  while (pos < n) {
    if (text[pos] == '\n') { pos++; continue; }
    if (text[pos] == '\r' && pos + 1 < n && text[pos + 1] == '\n') { pos += 2; continue; }
    vector<string> fields;
    while (true) {
      string value;
      if (pos < n && text[pos] == '"') {
        size_t from = pos + 1;
        while (true) {
          const char* q = static_cast<const char*>(memchr(text.data() + from, '"', n - from));
          size_t close = q ? q - text.data() : n;  // the input is well formed: q is never null
          value.append(text, from, close - from);
          if (close + 1 < n && text[close + 1] == '"') {
            value.push_back('"');
            from = close + 2;
          } else {
            pos = close + 1;
            break;
          }
        }
      } else {
        size_t end = pos;
        while (end < n && text[end] != ',' && text[end] != '\n' && text[end] != '\r') end++;
        value.assign(text, pos, end - pos);
        pos = end;
      }
      fields.push_back(move(value));
      if (pos >= n) break;
      char c = text[pos];
      if (c == ',') { pos++; continue; }
      pos += c == '\r' ? 2 : 1;  // "\r\n" or "\n" ends the record
      break;
    }
    records.push_back(move(fields));
  }
  return records;
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
    }  // ',' is a thousands separator
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
  long long total = 0;
  int donations = 0;
  unordered_set<string> donors;
};

// Returns the lines of the report for the CSV export `text`.
vector<string> buildReport(const string& text) {
  vector<vector<string>> records = parseRecords(text);
  if (records.empty()) return {"0 0", "campaign,donations,donors,total"};
  const vector<string>& header = records[0];
  size_t width = header.size();
  size_t ci = find(header.begin(), header.end(), "campaign") - header.begin();
  size_t di = find(header.begin(), header.end(), "donor") - header.begin();
  size_t ai = find(header.begin(), header.end(), "amount") - header.begin();
  unordered_map<string, Campaign> campaigns;
  long long valid = 0, skipped = 0;
  for (size_t r = 1; r < records.size(); r++) {
    const vector<string>& fields = records[r];
    if (fields.size() != width) { skipped++; continue; }
    valid++;
    Campaign& c = campaigns[fields[ci]];
    c.total += toCents(fields[ai]);
    c.donations++;
    if (!fields[di].empty()) c.donors.insert(fields[di]);
  }
  vector<pair<long long, string>> order;
  for (auto& entry : campaigns) order.push_back({-entry.second.total, entry.first});
  sort(order.begin(), order.end());
  vector<string> lines = {to_string(valid) + " " + to_string(skipped), "campaign,donations,donors,total"};
  for (auto& entry : order) {
    const Campaign& c = campaigns[entry.second];
    lines.push_back(csvName(entry.second) + "," + to_string(c.donations) + "," + to_string(c.donors.size()) + "," + formatCents(c.total));
  }
  return lines;
}

int main() {
  ios::sync_with_stdio(false);
  string text((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
  string out;
  for (const string& line : buildReport(text)) out += line + "\n";
  fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}
