#include <iostream>
#include <string>

// Smooth readings in [low, high] for the given tolerance.
long long countSmooth(long long low, long long high, int tolerance) {
  // Write your solution here
  return 0;
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
