#include <algorithm>
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <vector>

const long long MOD = 1000000007LL;
const std::string BASES = "ACGT";

bool endsWith(const std::string& text, const std::string& suffix) {
  return text.size() >= suffix.size() && text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

long long countStrands(int n, const std::vector<std::string>& motifs) {
  // States: every prefix of a motif. The state of a strand is its longest suffix that is such a prefix.
  std::set<std::string> prefixes{""};
  for (const auto& motif : motifs)
    for (size_t length = 1; length <= motif.size(); ++length) prefixes.insert(motif.substr(0, length));
  std::vector<std::string> states(prefixes.begin(), prefixes.end());
  std::map<std::string, int> index;
  for (size_t i = 0; i < states.size(); ++i) index[states[i]] = (int)i;
  std::vector<bool> bad(states.size());
  std::vector<std::vector<int>> step(states.size());
  for (size_t i = 0; i < states.size(); ++i) {
    bad[i] = std::any_of(motifs.begin(), motifs.end(), [&](const std::string& motif) { return endsWith(states[i], motif); });
    for (char base : BASES) {
      std::string text = states[i] + base;
      while (!index.count(text)) text.erase(0, 1);
      step[i].push_back(index[text]);
    }
  }
  std::vector<long long> ways(states.size(), 0), after(states.size());
  ways[index[""]] = 1;
  for (int i = 0; i < n; ++i) {
    std::fill(after.begin(), after.end(), 0);
    for (size_t s = 0; s < states.size(); ++s) {
      if (ways[s] == 0) continue;
      for (int target : step[s])
        if (!bad[target]) after[target] = (after[target] + ways[s]) % MOD;
    }
    ways.swap(after);
  }
  long long total = 0;
  for (long long count : ways) total = (total + count) % MOD;
  return total;
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
