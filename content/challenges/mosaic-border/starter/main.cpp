#include <iostream>
#include <utility>
#include <vector>

const long long MOD = 1000000007LL;

long long countBorders(int n, const std::vector<std::pair<int, long long>>& tiles) {
  // Write your solution here
  // tiles holds (length, designs) pairs; return the count modulo MOD.
  return 0;
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
