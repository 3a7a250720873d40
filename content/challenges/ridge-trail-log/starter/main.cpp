#include <iostream>
#include <string>
#include <vector>

const long long MOD = 1000000007LL;

long long countTrails(const std::string& log, int ceiling) {
  // Write your solution here
  return 0;
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
