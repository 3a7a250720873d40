#include <algorithm>
#include <iostream>
#include <vector>

// best lit / best dark: least oil for the lanterns so far, with the last one lit / dark.
long long minimumOil(const std::vector<long long>& costs) {
  long long bestLit = costs[0];
  long long bestDark = 0;
  for (size_t i = 1; i < costs.size(); ++i) {
    long long previousLit = bestLit;
    bestLit = costs[i] + std::min(bestLit, bestDark);
    bestDark = previousLit;
  }
  return std::min(bestLit, bestDark);
}

int main() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  int n;
  std::cin >> n;
  std::vector<long long> costs(n);
  for (auto& cost : costs) std::cin >> cost;
  std::cout << minimumOil(costs) << '\n';
  return 0;
}
