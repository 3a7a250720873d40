#include <algorithm>
#include <cstdio>
#include <iostream>
#include <map>
#include <string>
#include <vector>

using namespace std;
typedef __int128 i128;

// Straightforward version: an "all members" expense is split like any other (a list of n shares,
// sorted), and every transfer scans all balances for the largest debtor and creditor.

static i128 scaled(const string& text, int places) {
  i128 v = 0;
  int frac = -1;
  for (char ch : text) {
    if (ch == '.') {
      frac = 0;
      continue;
    }
    v = v * 10 + (ch - '0');
    if (frac >= 0) frac++;
  }
  for (int i = max(frac, 0); i < places; i++) v *= 10;
  return v;
}

static string money(long long v, int decimals) {
  string s = to_string(v);
  if (decimals == 0) return s;
  while ((int)s.size() < decimals + 1) s = "0" + s;
  return s.substr(0, s.size() - decimals) + "." + s.substr(s.size() - decimals);
}

int main() {
  ios::sync_with_stdio(false);
  cin.tie(nullptr);
  string code;
  int ds, m;
  long long step;
  cin >> code >> ds >> step >> m;
  map<string, pair<int, i128>> cur;  // decimals, rate * 10^6
  cur[code] = {ds, scaled("1", 6)};
  for (int i = 0; i < m; i++) {
    string c, r;
    int d;
    cin >> c >> d >> r;
    cur[c] = {d, scaled(r, 6)};
  }
  int n, e;
  cin >> n >> e;
  vector<long long> bal(n + 1, 0);
  for (int i = 0; i < e; i++) {
    int payer;
    string c, amount, k;
    cin >> payer >> c >> amount >> k;
    vector<pair<int, long long>> shares;
    if (k == "*") {
      for (int j = 1; j <= n; j++) shares.push_back({j, 1});
    } else {
      int cnt = stoi(k);
      shares.resize(cnt);
      for (auto& s : shares) cin >> s.first >> s.second;
    }
    long long sign = amount[0] == '-' ? -1 : 1;
    if (sign < 0) amount = amount.substr(1);
    auto [d, rate] = cur[c];
    i128 a = scaled(amount, d);
    i128 num = a * rate, den = 1000000;
    for (int j = 0; j < ds; j++) num *= 10;
    for (int j = 0; j < d; j++) den *= 10;
    den *= step;
    long long units = (long long)(num / den);
    i128 twice = 2 * (num % den);
    if (twice > den || (twice == den && units % 2 == 1)) units++;
    bal[payer] += sign * units * step;
    long long total = 0;
    for (auto& s : shares) total += s.second;
    vector<tuple<long long, int, long long>> parts;  // -remainder, member, floor
    long long given = 0;
    for (auto& s : shares) {
      i128 p = (i128)units * s.second;
      parts.push_back({-(long long)(p % total), s.first, (long long)(p / total)});
      given += (long long)(p / total);
    }
    sort(parts.begin(), parts.end());
    for (size_t j = 0; j < parts.size(); j++) {
      long long f = get<2>(parts[j]) + ((long long)j < units - given ? 1 : 0);
      bal[get<1>(parts[j])] -= sign * f * step;
    }
  }
  vector<tuple<int, int, long long>> transfers;
  for (;;) {
    int dm = 0, cm = 0;
    for (int j = 1; j <= n; j++) {
      if (bal[j] < 0 && (dm == 0 || bal[j] < bal[dm])) dm = j;
      if (bal[j] > 0 && (cm == 0 || bal[j] > bal[cm])) cm = j;
    }
    if (dm == 0) break;
    long long x = min(-bal[dm], bal[cm]);
    transfers.push_back({dm, cm, x});
    bal[dm] += x;
    bal[cm] -= x;
  }
  long long total = 0;
  for (auto& t : transfers) total += get<2>(t);
  string out = to_string(transfers.size()) + " " + money(total, ds) + "\n";
  int q;
  cin >> q;
  for (int i = 0; i < q; i++) {
    long long j;
    cin >> j;
    if (j <= (long long)transfers.size()) {
      auto [d, c, x] = transfers[j - 1];
      out += to_string(j) + " " + to_string(d) + " " + to_string(c) + " " + money(x, ds) + "\n";
    } else {
      out += to_string(j) + " -\n";
    }
  }
  cout << out;
  return 0;
}
