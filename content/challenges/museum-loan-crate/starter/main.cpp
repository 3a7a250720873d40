#include <iostream>
#include <utility>
#include <vector>

// best[c]: the largest total appeal of exhibits whose volumes add up to exactly c (-1: impossible).
std::pair<int, int> bestShipment(int capacity, const std::vector<std::pair<int, int>>& exhibits) {
  std::vector<int> best(capacity + 1, -1);
  best[0] = 0;
  for (const auto& [volume, appeal] : exhibits) {
    for (int c = volume; c <= capacity; ++c) {
      int before = best[c - volume];
      if (before >= 0 && before + appeal > best[c]) best[c] = before + appeal;
    }
  }
  int top = 0, topVolume = 0;
  for (int c = 0; c <= capacity; ++c) {
    if (best[c] > top) {
      top = best[c];
      topVolume = c;
    }
  }
  return {top, topVolume};
}

int main() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  int n, capacity;
  std::cin >> n >> capacity;
  std::vector<std::pair<int, int>> exhibits(n);
  for (auto& [volume, appeal] : exhibits) std::cin >> volume >> appeal;
  auto [appeal, volume] = bestShipment(capacity, exhibits);
  std::cout << appeal << ' ' << volume << '\n';
  return 0;
}
