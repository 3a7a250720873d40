#include <bits/stdc++.h>
using namespace std;

// The free ranges (gaps) live in a treap ordered by start address; every node also knows the largest gap in its
// subtree, so the lowest-address gap of at least `size` bytes is found in one walk from the root.
struct Treap {
  vector<long long> key, len, best;
  vector<int> lc, rc;
  vector<unsigned> pri;
  int root = 0;
  unsigned seed = 2463534242u;

  explicit Treap(int capacity) {
    // Node 0 stands for "no node": its subtree maximum is 0.
    key.assign(1, 0), len.assign(1, 0), best.assign(1, 0);
    lc.assign(1, 0), rc.assign(1, 0), pri.assign(1, 0);
    key.reserve(capacity + 1), len.reserve(capacity + 1), best.reserve(capacity + 1);
    lc.reserve(capacity + 1), rc.reserve(capacity + 1), pri.reserve(capacity + 1);
  }
  unsigned nextRandom() {
    seed ^= seed << 13;
    seed ^= seed >> 17;
    seed ^= seed << 5;
    return seed;
  }
  void pull(int t) { best[t] = max(len[t], max(best[lc[t]], best[rc[t]])); }
  // Splits t into keys < k (first) and keys >= k (second).
  pair<int, int> split(int t, long long k) {
    if (!t) return {0, 0};
    if (key[t] < k) {
      auto [a, b] = split(rc[t], k);
      rc[t] = a;
      pull(t);
      return {t, b};
    }
    auto [a, b] = split(lc[t], k);
    lc[t] = b;
    pull(t);
    return {a, t};
  }
  int merge(int a, int b) {
    if (!a || !b) return a ? a : b;
    if (pri[a] > pri[b]) {
      rc[a] = merge(rc[a], b);
      pull(a);
      return a;
    }
    lc[b] = merge(a, lc[b]);
    pull(b);
    return b;
  }
  void insert(long long k, long long l) {
    key.push_back(k), len.push_back(l), best.push_back(l), lc.push_back(0), rc.push_back(0), pri.push_back(nextRandom());
    int node = (int)key.size() - 1;
    auto [a, b] = split(root, k);
    root = merge(merge(a, node), b);
  }
  void erase(long long k) {
    auto [a, b] = split(root, k);
    auto [mid, c] = split(b, k + 1);
    (void)mid;
    root = merge(a, c);
  }
  // Gives the gap starting at k a new start and length; the new start keeps the address order.
  void update(int t, long long k, long long newKey, long long newLen) {
    if (key[t] == k) {
      key[t] = newKey;
      len[t] = newLen;
    } else if (k < key[t]) {
      update(lc[t], k, newKey, newLen);
    } else {
      update(rc[t], k, newKey, newLen);
    }
    pull(t);
  }
  void update(long long k, long long newKey, long long newLen) { update(root, k, newKey, newLen); }
  // The lowest-address gap of at least `size` bytes, or 0.
  int firstFit(long long size) const {
    int t = root;
    if (best[t] < size) return 0;
    while (true) {
      if (best[lc[t]] >= size) t = lc[t];
      else if (len[t] >= size) return t;
      else t = rc[t];
    }
  }
  int before(long long a) const {  // the gap with the largest start < a, or 0
    int t = root, found = 0;
    while (t) {
      if (key[t] < a) found = t, t = rc[t];
      else t = lc[t];
    }
    return found;
  }
  int after(long long a) const {  // the gap with the smallest start > a, or 0
    int t = root, found = 0;
    while (t) {
      if (key[t] > a) found = t, t = lc[t];
      else t = rc[t];
    }
    return found;
  }
};

struct Op {
  char kind;
  long long value;
};

struct Result {
  vector<pair<long long, long long>> answers;  // (largest gap, number of gaps) for each Q
  long long failed = 0, invalid = 0, checksum = 0;
};

const long long MOD = 1000000007LL;

Result replay(long long heapSize, const vector<Op>& ops) {
  Result res;
  Treap gaps((int)ops.size() + 2);
  gaps.insert(0, heapSize);
  long long gapCount = 1;
  vector<long long> address(1, -1), length(1, 0);  // per sample number; -1 when not in RAM
  for (const Op& op : ops) {
    if (op.kind == 'L') {
      long long size = op.value;
      long long k = (long long)address.size();
      int t = gaps.firstFit(size);
      if (!t) {
        address.push_back(-1), length.push_back(0);
        res.failed++;
        continue;
      }
      long long s = gaps.key[t], l = gaps.len[t];
      address.push_back(s), length.push_back(size);
      res.checksum = (res.checksum + k % MOD * s) % MOD;
      if (l == size) {
        gaps.erase(s);
        gapCount--;
      } else {
        gaps.update(s, s + size, l - size);
      }
    } else if (op.kind == 'U') {
      long long k = op.value;
      if (k >= (long long)address.size() || address[k] < 0) {
        res.invalid++;
        continue;
      }
      long long a = address[k], size = length[k];
      address[k] = -1;
      int p = gaps.before(a), q = gaps.after(a);
      bool joinPrev = p && gaps.key[p] + gaps.len[p] == a;
      bool joinNext = q && gaps.key[q] == a + size;
      if (joinPrev && joinNext) {
        long long ps = gaps.key[p], total = gaps.len[p] + size + gaps.len[q];
        gaps.erase(gaps.key[q]);
        gaps.update(ps, ps, total);
        gapCount--;
      } else if (joinPrev) {
        gaps.update(gaps.key[p], gaps.key[p], gaps.len[p] + size);
      } else if (joinNext) {
        gaps.update(gaps.key[q], a, gaps.len[q] + size);
      } else {
        gaps.insert(a, size);
        gapCount++;
      }
    } else {
      res.answers.push_back({gaps.best[gaps.root], gapCount});
    }
  }
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
