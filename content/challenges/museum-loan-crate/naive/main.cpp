#include <iostream>
#include <utility>
#include <vector>

// Tries every subset of exhibits that fits (2^n of them at worst).
struct Search {
  int capacity;
  const std::vector<std::pair<int, int>>& exhibits;
  int top = 0, topVolume = 0;

  void run(size_t i, int volume, int appeal) {
    if (i == exhibits.size()) {
      if (appeal > top || (appeal == top && volume < topVolume)) {
        top = appeal;
        topVolume = volume;
      }
      return;
    }
    run(i + 1, volume, appeal);
    if (volume + exhibits[i].first <= capacity) run(i + 1, volume + exhibits[i].first, appeal + exhibits[i].second);
  }
};

std::pair<int, int> bestShipment(int capacity, const std::vector<std::pair<int, int>>& exhibits) {
  Search search{capacity, exhibits};
  search.run(0, 0, 0);
  return {search.top, search.topVolume};
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
