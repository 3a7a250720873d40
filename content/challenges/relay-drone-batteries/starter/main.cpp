#include <iostream>
#include <vector>

long long cheapestRoute(long long reach, const std::vector<long long>& gaps, const std::vector<long long>& prices) {
  // Write your solution here
  return -1;
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
