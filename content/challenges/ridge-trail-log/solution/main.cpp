#include <iostream>
#include <string>
#include <vector>

const long long MOD = 1000000007LL;

long long countTrails(const std::string& log, int ceiling) {
  // ways[a]: number of ways to read the log so far and stand at altitude a.
  std::vector<long long> ways(ceiling + 1, 0), after(ceiling + 1);
  ways[0] = 1;
  for (char step : log) {
    std::fill(after.begin(), after.end(), 0);
    for (int a = 0; a <= ceiling; ++a) {
      if (ways[a] == 0) continue;
      if ((step == 'U' || step == '?') && a < ceiling) after[a + 1] += ways[a];
      if ((step == 'D' || step == '?') && a > 0) after[a - 1] += ways[a];
      if (step == 'F' || step == '?') after[a] += ways[a];
    }
    for (int a = 0; a <= ceiling; ++a) ways[a] = after[a] % MOD;
  }
  return ways[0];
}

int main() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  int n, ceiling;
  std::string log;
  std::cin >> n >> ceiling >> log;
  std::cout << countTrails(log, ceiling) << '\n';
  return 0;
}
