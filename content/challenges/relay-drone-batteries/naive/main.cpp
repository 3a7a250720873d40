#include <iostream>
#include <vector>

// Scans every station in range for each station: O(n * window).
long long cheapestRoute(long long reach, const std::vector<long long>& gaps, const std::vector<long long>& prices) {
  int n = (int)prices.size();
  std::vector<long long> position(n + 2, 0);
  for (size_t i = 0; i < gaps.size(); ++i) position[i + 1] = position[i] + gaps[i];
  std::vector<long long> best(n + 2, -1);
  best[0] = 0;
  for (int i = 1; i <= n + 1; ++i) {
    long long cheapest = -1;
    for (int j = i - 1; j >= 0 && position[i] - position[j] <= reach; --j) {
      if (best[j] != -1 && (cheapest == -1 || best[j] < cheapest)) cheapest = best[j];
    }
    if (cheapest != -1) best[i] = cheapest + (i <= n ? prices[i - 1] : 0);
  }
  return best[n + 1];
}

int main() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  int n;
  long long reach;
  std::cin >> n >> reach;
  std::vector<long long> gaps(n + 1), prices(n);
  for (auto& gap : gaps) std::cin >> gap;
  for (auto& price : prices) std::cin >> price;
  std::cout << cheapestRoute(reach, gaps, prices) << '\n';
  return 0;
}
