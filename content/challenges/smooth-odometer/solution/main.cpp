#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

const int MAX_DIGITS = 19;
// tables[k][length][d]: smooth digit strings (tolerance k) of that length that start with digit d.
long long tables[10][MAX_DIGITS + 1][10];

void buildTables() {
  for (int k = 0; k < 10; ++k) {
    for (int d = 0; d < 10; ++d) tables[k][1][d] = 1;
    for (int length = 2; length <= MAX_DIGITS; ++length)
      for (int d = 0; d < 10; ++d) {
        tables[k][length][d] = 0;
        for (int e = 0; e < 10; ++e)
          if (std::abs(d - e) <= k) tables[k][length][d] += tables[k][length - 1][e];
      }
  }
}

// Smooth numbers in [0, x].
long long countUpTo(long long x, int tolerance) {
  if (x < 0) return 0;
  if (x == 0) return 1;
  auto& ways = tables[tolerance];
  std::string digits = std::to_string(x);
  int m = (int)digits.size();
  long long total = 1;  // zero
  for (int length = 1; length < m; ++length)
    for (int d = 1; d < 10; ++d) total += ways[length][d];
  for (int i = 0; i < m; ++i) {
    int digit = digits[i] - '0';
    for (int d = i == 0 ? 1 : 0; d < digit; ++d)
      if (i == 0 || std::abs(d - (digits[i - 1] - '0')) <= tolerance) total += ways[m - i][d];
    if (i > 0 && std::abs(digit - (digits[i - 1] - '0')) > tolerance) return total;
  }
  return total + 1;  // x itself is smooth
}

long long countSmooth(long long low, long long high, int tolerance) {
  return countUpTo(high, tolerance) - countUpTo(low - 1, tolerance);
}

int main() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  buildTables();
  int q;
  std::cin >> q;
  std::string out;
  for (int i = 0; i < q; ++i) {
    long long low, high;
    int tolerance;
    std::cin >> low >> high >> tolerance;
    out += std::to_string(countSmooth(low, high, tolerance)) + "\n";
  }
  std::cout << out;
  return 0;
}
