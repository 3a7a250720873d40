#include <bits/stdc++.h>
using namespace std;

// Naive: the gaps in a std::map ordered by address; every load walks it from the lowest address.
struct Op {
  char kind;
  long long value;
};

const long long MOD = 1000000007LL;

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
  map<long long, long long> gaps{{0, heapSize}};
  vector<long long> address(1, -1), length(1, 0);
  long long failed = 0, invalid = 0, checksum = 0;
  string out;
  for (const Op& op : ops) {
    if (op.kind == 'L') {
      long long size = op.value, k = (long long)address.size();
      auto it = gaps.begin();
      while (it != gaps.end() && it->second < size) ++it;
      if (it == gaps.end()) {
        address.push_back(-1), length.push_back(0);
        failed++;
        continue;
      }
      long long s = it->first, l = it->second;
      address.push_back(s), length.push_back(size);
      checksum = (checksum + k * s) % MOD;
      gaps.erase(it);
      if (l > size) gaps[s + size] = l - size;
    } else if (op.kind == 'U') {
      long long k = op.value;
      if (k >= (long long)address.size() || address[k] < 0) {
        invalid++;
        continue;
      }
      long long a = address[k], size = length[k];
      address[k] = -1;
      auto next = gaps.lower_bound(a);
      if (next != gaps.end() && next->first == a + size) {
        size += next->second;
        next = gaps.erase(next);
      }
      if (next != gaps.begin()) {
        auto prev = std::prev(next);
        if (prev->first + prev->second == a) {
          prev->second += size;
          continue;
        }
      }
      gaps[a] = size;
    } else {
      long long largest = 0;
      for (auto& [s, l] : gaps) largest = max(largest, l);
      out += to_string(largest) + " " + to_string(gaps.size()) + "\n";
    }
  }
  out += to_string(failed) + " " + to_string(invalid) + " " + to_string(checksum) + "\n";
  cout << out;
}
