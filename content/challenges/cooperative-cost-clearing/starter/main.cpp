#include <cstdio>
#include <cctype>
#include <cstring>
#include <iostream>
#include <string>
#include <algorithm>
#include <vector>

using namespace std;
// __int128 is available for products that overflow 64 bits.

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

// settleCode, settleDecimals, step: the settlement currency, step in its minor units.
// currencies: the other currencies; rate is the decimal text as written.
// n: the number of members, ids 1..n.
// expenses: in input order; amount is the decimal text as written (a leading '-' for a refund).
// Returns the transfers in order (amounts in settlement minor units).
vector<Transfer> clearing(const string& settleCode, int settleDecimals, long long step, const vector<Currency>& currencies, int n,
                          const vector<Expense>& expenses) {
  // Write your solution here
  return {};
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
