#include <iostream>
#include <list>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

using namespace std;

struct Op {
  char kind;
  string key;
  long long size;
};

// Returns {hits, misses, evictions, hitBytes, objects, used}.
vector<long long> simulate(long long capacity, const vector<Op>& ops) {
  list<pair<string, long long>> order;  // least recently used at the front
  unordered_map<string, list<pair<string, long long>>::iterator> where;
  where.reserve(ops.size() * 2 + 1);
  long long used = 0, hits = 0, misses = 0, evictions = 0, hitBytes = 0;
  for (const Op& op : ops) {
    auto found = where.find(op.key);
    if (op.kind == 'P') {
      if (found != where.end()) {
        used -= found->second->second;
        order.erase(found->second);
        where.erase(found);
      }
      continue;
    }
    if (found != where.end()) {
      hits++;
      hitBytes += op.size;
      order.splice(order.end(), order, found->second);
      continue;
    }
    misses++;
    if (op.size > capacity) continue;
    while (used + op.size > capacity) {
      used -= order.front().second;
      where.erase(order.front().first);
      order.pop_front();
      evictions++;
    }
    order.emplace_back(op.key, op.size);
    where[op.key] = prev(order.end());
    used += op.size;
  }
  return {hits, misses, evictions, hitBytes, (long long)order.size(), used};
}

int main() {
  ios::sync_with_stdio(false);
  cin.tie(nullptr);
  long long capacity;
  int n;
  cin >> capacity >> n;
  vector<Op> ops(n);
  for (Op& op : ops) {
    string kind;
    cin >> kind >> op.key;
    op.kind = kind[0];
    op.size = 0;
    if (op.kind == 'G') cin >> op.size;
  }
  vector<long long> r = simulate(capacity, ops);
  cout << r[0] << ' ' << r[1] << ' ' << r[2] << ' ' << r[3] << '\n' << r[4] << ' ' << r[5] << '\n';
  return 0;
}
