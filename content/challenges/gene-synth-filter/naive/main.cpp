#include <iostream>
#include <string>
#include <vector>

const long long MOD = 1000000007LL;
const std::string BASES = "ACGT";

bool endsWith(const std::string& text, const std::string& suffix) {
  return text.size() >= suffix.size() && text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// Builds every strand base by base (4^n of them), abandoning one as soon as it ends with a motif.
long long extend(std::string& strand, int n, const std::vector<std::string>& motifs) {
  for (const auto& motif : motifs)
    if (endsWith(strand, motif)) return 0;
  if ((int)strand.size() == n) return 1;
  long long total = 0;
  for (char base : BASES) {
    strand.push_back(base);
    total = (total + extend(strand, n, motifs)) % MOD;
    strand.pop_back();
  }
  return total;
}

long long countStrands(int n, const std::vector<std::string>& motifs) {
  std::string strand;
  return extend(strand, n, motifs);
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
