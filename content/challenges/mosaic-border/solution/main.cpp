#include <iostream>
#include <utility>
#include <vector>

const long long MOD = 1000000007LL;

long long countBorders(int n, const std::vector<std::pair<int, long long>>& tiles) {
  std::vector<long long> ways(n + 1, 0);
  ways[0] = 1;
  for (int x = 1; x <= n; ++x) {
    long long total = 0;
    for (const auto& [length, designs] : tiles) {
      if (length <= x) total = (total + designs * ways[x - length]) % MOD;
    }
    ways[x] = total;
  }
  return ways[n];
}

int main() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  int n, k;
  std::cin >> n >> k;
  std::vector<std::pair<int, long long>> tiles(k);
  for (auto& [length, designs] : tiles) std::cin >> length >> designs;
  std::cout << countBorders(n, tiles) << '\n';
  return 0;
}
