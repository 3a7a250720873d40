#include <bits/stdc++.h>
using namespace std;

// cells: (name, content) pairs in input order, e.g. ("B3", "=-A2/2+C9") or ("A1", "10");
// area: the print area, e.g. "A1:C3".
// Returns the output lines "NAME VALUE" of the non-empty cells inside the print area, row by row and, within a
// row, from left to right.
vector<string> recalculate(const vector<pair<string, string>>& cells, const string& area) {
  // Write your solution here
  vector<string> lines;
  for (const auto& [name, content] : cells) lines.push_back(name + " " + (content[0] == '=' ? string("0") : content));
  return lines;
}

int main() {
  ios::sync_with_stdio(false);
  cin.tie(nullptr);
  int n;
  if (!(cin >> n)) return 0;
  vector<pair<string, string>> cells(n);
  for (auto& cell : cells) cin >> cell.first >> cell.second;
  string area;
  cin >> area;
  string out;
  for (const string& line : recalculate(cells, area)) {
    out += line;
    out += '\n';
  }
  fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}
