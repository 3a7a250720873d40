#include <cstdlib>
#include <iostream>
#include <string>

bool isSmooth(long long x, int tolerance) {
  int previous = (int)(x % 10);
  x /= 10;
  while (x > 0) {
    int digit = (int)(x % 10);
    if (std::abs(digit - previous) > tolerance) return false;
    previous = digit;
    x /= 10;
  }
  return true;
}

// Checks every reading in the range.
long long countSmooth(long long low, long long high, int tolerance) {
  long long total = 0;
  for (long long x = low; x <= high; ++x)
    if (isSmooth(x, tolerance)) ++total;
  return total;
}

int main() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
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
