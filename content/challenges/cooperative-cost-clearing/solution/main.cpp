#include <cstdio>
#include <cctype>
#include <cstring>
#include <functional>
#include <iostream>
#include <queue>
#include <string>
#include <unordered_map>
#include <algorithm>
#include <vector>

using namespace std;
typedef __int128 i128;

struct Currency {
  string code;
  int decimals;
  string rate;  // decimal text, up to 6 decimals
};

struct Expense {
  int payer;
  string currency;
  string amount;  // decimal text with the currency's decimals, "-" for a refund
  bool everyone;  // split equally among all members
  vector<pair<int, long long>> shares;  // (member, weight) when !everyone
};

struct Transfer {
  int debtor, creditor;
  long long amount;  // settlement minor units
};

// "12.5" with places 6 -> 12500000 (the text has at most `places` decimals).
static i128 toScaled(const string& text, int places) {
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

static i128 pow10(int k) {
  i128 v = 1;
  while (k-- > 0) v *= 10;
  return v;
}

vector<Transfer> clearing(const string& settleCode, int settleDecimals, long long step, const vector<Currency>& currencies, int n,
                          const vector<Expense>& expenses) {
  // Per currency: value in steps = amount * mul / den, where mul = rate * 10^dS and den = 10^(6 + d) * step.
  unordered_map<string, pair<i128, i128>> conv;
  conv[settleCode] = {pow10(6 + settleDecimals), pow10(6 + settleDecimals) * step};
  for (const Currency& c : currencies) conv[c.code] = {toScaled(c.rate, 6) * pow10(settleDecimals), pow10(6 + c.decimals) * step};

  vector<long long> bal(n + 2, 0), diff(n + 2, 0);
  long long everyone = 0;
  vector<pair<pair<long long, int>, long long>> parts;  // ((-remainder, member), floor)
  for (const Expense& ex : expenses) {
    long long sign = 1;
    string digits;
    for (char ch : ex.amount) {
      if (ch == '-') sign = -1;
      else if (ch != '.') digits += ch;
    }
    const auto& [mul, den] = conv.at(ex.currency);
    i128 num = toScaled(digits, 0) * mul;
    i128 q = num / den, r = num % den;
    if (2 * r > den || (2 * r == den && (q & 1))) q++;
    long long units = (long long)q;
    if (units == 0) continue;
    bal[ex.payer] += sign * units * step;
    if (ex.everyone) {
      long long each = units / n, extra = units % n;
      everyone -= sign * each * step;
      diff[1] -= sign * step;
      diff[extra + 1] += sign * step;
    } else {
      long long total = 0;
      for (auto& [m, w] : ex.shares) total += w;
      parts.clear();
      long long given = 0;
      for (auto& [m, w] : ex.shares) {
        i128 prod = (i128)units * w;
        long long f = (long long)(prod / total), rm = (long long)(prod % total);
        given += f;
        parts.push_back({{-rm, m}, f});
      }
      long long left = units - given;
      if (left > 0) sort(parts.begin(), parts.end());
      for (size_t i = 0; i < parts.size(); i++)
        bal[parts[i].first.second] -= sign * (parts[i].second + ((long long)i < left ? 1 : 0)) * step;
    }
  }

  typedef pair<long long, int> Key;
  priority_queue<Key, vector<Key>, greater<Key>> debtors, creditors;  // (balance, id) and (-balance, id)
  long long run = 0;
  for (int m = 1; m <= n; m++) {
    run += diff[m];
    long long b = bal[m] + run + everyone;
    if (b < 0) debtors.push({b, m});
    else if (b > 0) creditors.push({-b, m});
  }
  vector<Transfer> out;
  while (!debtors.empty()) {
    Key d = debtors.top(), c = creditors.top();
    debtors.pop();
    creditors.pop();
    long long x = min(-d.first, -c.first);
    out.push_back({d.second, c.second, x});
    if (-d.first > x) debtors.push({d.first + x, d.second});
    if (-c.first > x) creditors.push({c.first + x, c.second});
  }
  return out;
}

static string money(long long v, int decimals) {
  string s = to_string(v);
  if (decimals == 0) return s;
  while ((int)s.size() < decimals + 1) s = "0" + s;
  return s.substr(0, s.size() - decimals) + "." + s.substr(s.size() - decimals);
}

static vector<char> input;
static size_t ip = 0;
static string token() {
  while (ip < input.size() && isspace((unsigned char)input[ip])) ip++;
  size_t start = ip;
  while (ip < input.size() && !isspace((unsigned char)input[ip])) ip++;
  return string(input.data() + start, ip - start);
}
static long long number() {
  while (ip < input.size() && isspace((unsigned char)input[ip])) ip++;
  long long v = 0;
  while (ip < input.size() && input[ip] >= '0' && input[ip] <= '9') v = v * 10 + (input[ip++] - '0');
  return v;
}

int main() {
  ios::sync_with_stdio(false);
  cin.tie(nullptr);
  {
    char buf[1 << 16];
    size_t r;
    while ((r = fread(buf, 1, sizeof buf, stdin)) > 0) input.insert(input.end(), buf, buf + r);
  }
  string settleCode = token();
  int settleDecimals = (int)number();
  long long step = number();
  int m = (int)number();
  vector<Currency> currencies(m);
  for (auto& c : currencies) {
    c.code = token();
    c.decimals = (int)number();
    c.rate = token();
  }
  int n = (int)number(), e = (int)number();
  vector<Expense> expenses(e);
  for (auto& ex : expenses) {
    ex.payer = (int)number();
    ex.currency = token();
    ex.amount = token();
    string k = token();
    ex.everyone = k == "*";
    if (!ex.everyone) {
      int cnt = stoi(k);
      ex.shares.resize(cnt);
      for (auto& [member, w] : ex.shares) {
        member = (int)number();
        w = number();
      }
    }
  }
  int q = (int)number();
  vector<Transfer> transfers = clearing(settleCode, settleDecimals, step, currencies, n, expenses);
  long long total = 0;
  for (auto& t : transfers) total += t.amount;
  string out = to_string(transfers.size()) + " " + money(total, settleDecimals) + "\n";
  for (int i = 0; i < q; i++) {
    long long j = number();
    out += to_string(j);
    if (j <= (long long)transfers.size()) {
      const Transfer& t = transfers[j - 1];
      out += " " + to_string(t.debtor) + " " + to_string(t.creditor) + " " + money(t.amount, settleDecimals) + "\n";
    } else {
      out += " -\n";
    }
  }
  cout << out;
  return 0;
}
