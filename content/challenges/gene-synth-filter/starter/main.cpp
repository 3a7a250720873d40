#include <iostream>
#include <string>
#include <vector>

const long long MOD = 1000000007LL;
const std::string BASES = "ACGT";

long long countStrands(int n, const std::vector<std::string>& motifs) {
  // Write your solution here
  return 0;
}

int main() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  int n, m;
  std::cin >> n >> m;
  std::vector<std::string> motifs(m);
  for (auto& motif : motifs) std::cin >> motif;
  std::cout << countStrands(n, motifs) << '\n';
  return 0;
}
