#include <iostream>
#include <string>

const long long MOD = 1000000007LL;

// Walks every reading of the log, one step at a time (3^(number of ?) branches).
long long walk(const std::string& log, int ceiling, size_t i, int altitude) {
  if (altitude < 0 || altitude > ceiling) return 0;
  if (i == log.size()) return altitude == 0 ? 1 : 0;
  long long total = 0;
  if (log[i] == 'U' || log[i] == '?') total += walk(log, ceiling, i + 1, altitude + 1);
  if (log[i] == 'D' || log[i] == '?') total += walk(log, ceiling, i + 1, altitude - 1);
  if (log[i] == 'F' || log[i] == '?') total += walk(log, ceiling, i + 1, altitude);
  return total % MOD;
}

long long countTrails(const std::string& log, int ceiling) { return walk(log, ceiling, 0, 0); }

int main() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  int n, ceiling;
  std::string log;
  std::cin >> n >> ceiling >> log;
  std::cout << countTrails(log, ceiling) << '\n';
  return 0;
}
