#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

using namespace std;

const long long MONDAY = -25567 - 7;  // day number of Monday 1899-12-25 (day 0 is 1970-01-01)

long long floorDiv(long long a, long long b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }

long long daysFromCivil(long long y, long long m, long long d) {
  y -= m <= 2;
  long long era = floorDiv(y, 400);
  long long yoe = y - era * 400;
  long long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  long long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}

string civilFromDays(long long z) {
  z += 719468;
  long long era = floorDiv(z, 146097);
  long long doe = z - era * 146097;
  long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  long long mp = (5 * doy + 2) / 153;
  long long d = doy - (153 * mp + 2) / 5 + 1;
  long long m = mp + (mp < 10 ? 3 : -9);
  char buf[64];
  snprintf(buf, sizeof buf, "%04lld-%02lld-%02lld", yoe + era * 400 + (m <= 2), m, d);
  return buf;
}

long long parseDate(const string& s) { return daysFromCivil(stoll(s.substr(0, 4)), stoll(s.substr(5, 2)), stoll(s.substr(8, 2))); }

// holidays: day numbers (day 0 is 1970-01-01); queries: {day, k} pairs.
// Return the settlement day number of each query, in order.
vector<long long> settle(const vector<long long>& holidays, const vector<pair<long long, long long>>& queries) {
  // Write your solution here
  vector<long long> out;
  for (auto [day, k] : queries) out.push_back(day);
  return out;
}

int main() {
  ios::sync_with_stdio(false);
  cin.tie(nullptr);
  int h, q;
  cin >> h;
  vector<long long> holidays(h);
  string s;
  for (auto& x : holidays) {
    cin >> s;
    x = parseDate(s);
  }
  cin >> q;
  vector<pair<long long, long long>> queries(q);
  for (auto& [day, k] : queries) {
    cin >> s >> k;
    day = parseDate(s);
  }
  string out;
  for (long long day : settle(holidays, queries)) out += civilFromDays(day) + "\n";
  cout << out;
  return 0;
}
