#include <bits/stdc++.h>
using namespace std;

struct Op {
  char kind;        // 'L', 'U' or 'Q'
  long long value;  // the size (L), the sample number (U) or 0 (Q)
};

struct Result {
  vector<pair<long long, long long>> answers;  // (largest gap, number of gaps) for each Q
  long long failed = 0, invalid = 0;           // failed loads, invalid unloads
  long long checksum = 0;                      // sum of k * address over the loaded samples k, mod 1 000 000 007
};

const long long MOD = 1000000007LL;

Result replay(long long heapSize, const vector<Op>& ops) {
  // Write your solution here
  Result res;
  for (const Op& op : ops)
    if (op.kind == 'Q') res.answers.push_back({heapSize, 1});
  return res;
}

int main() {
  ios::sync_with_stdio(false);
  cin.tie(nullptr);
  long long heapSize;
  int n;
  if (!(cin >> heapSize >> n)) return 0;
  vector<Op> ops(n);
  for (auto& op : ops) {
    string kind;
    cin >> kind;
    op.kind = kind[0];
    op.value = 0;
    if (op.kind != 'Q') cin >> op.value;
  }
  Result res = replay(heapSize, ops);
  string out;
  for (auto& [largest, count] : res.answers) out += to_string(largest) + " " + to_string(count) + "\n";
  out += to_string(res.failed) + " " + to_string(res.invalid) + " " + to_string(res.checksum) + "\n";
  cout << out;
}
