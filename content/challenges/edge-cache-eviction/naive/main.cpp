#include <cstdio>
#include <iostream>
#include <list>
#include <string>
#include <utility>

using namespace std;

int main() {
  ios::sync_with_stdio(false);
  cin.tie(nullptr);
  long long capacity;
  int n;
  cin >> capacity >> n;
  // The cache as a plain list in recency order (most recent at the back), searched for every request.
  list<pair<string, long long>> cache;
  long long used = 0, hits = 0, misses = 0, evictions = 0, hitBytes = 0;
  for (int i = 0; i < n; i++) {
    string kind, key;
    long long size = 0;
    cin >> kind >> key;
    if (kind == "G") cin >> size;
    auto it = cache.begin();
    while (it != cache.end() && it->first != key) ++it;
    if (kind == "P") {
      if (it != cache.end()) {
        used -= it->second;
        cache.erase(it);
      }
      continue;
    }
    if (it != cache.end()) {
      hits++;
      hitBytes += size;
      cache.erase(it);
      cache.emplace_back(key, size);
      continue;
    }
    misses++;
    if (size > capacity) continue;
    while (used + size > capacity) {
      used -= cache.front().second;
      cache.pop_front();
      evictions++;
    }
    cache.emplace_back(key, size);
    used += size;
  }
  cout << hits << ' ' << misses << ' ' << evictions << ' ' << hitBytes << '\n';
  cout << cache.size() << ' ' << used << '\n';
  return 0;
}
