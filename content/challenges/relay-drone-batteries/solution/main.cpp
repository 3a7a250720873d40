#include <iostream>
#include <vector>

long long cheapestRoute(long long reach, const std::vector<long long>& gaps, const std::vector<long long>& prices) {
  int n = (int)prices.size();
  std::vector<long long> position(n + 2, 0);
  for (size_t i = 0; i < gaps.size(); ++i) position[i + 1] = position[i] + gaps[i];
  // best[i]: cheapest total when swapping at station i; index 0 is the depot.
  std::vector<long long> best(n + 1, 0);
  // window[head..tail): stations within range, best values increasing.
  std::vector<int> window(n + 1);
  int head = 0, tail = 0;
  window[tail++] = 0;
  for (int i = 1; i <= n; ++i) {
    while (head < tail && position[i] - position[window[head]] > reach) ++head;
    if (head == tail) return -1;  // nothing within range behind this station: nothing further is reachable
    best[i] = prices[i - 1] + best[window[head]];
    while (head < tail && best[window[tail - 1]] >= best[i]) --tail;
    window[tail++] = i;
  }
  long long hut = position[n + 1];
  while (head < tail && hut - position[window[head]] > reach) ++head;
  return head < tail ? best[window[head]] : -1;
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
