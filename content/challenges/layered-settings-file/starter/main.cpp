#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

const std::string MISSING = "(missing)";
const std::string EMPTY = "(empty)";

// lines: the file, one string per line; queries: "section.key" strings. Returns one answer per query.
std::vector<std::string> answerQueries(const std::vector<std::string>& lines, const std::vector<std::string>& queries) {
  // Write your solution here
  return std::vector<std::string>(queries.size(), MISSING);
}

int main() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  auto readLine = [](std::string& line) {
    if (!std::getline(std::cin, line)) line.clear();
    if (!line.empty() && line.back() == '\r') line.pop_back();
  };
  std::string line;
  readLine(line);
  int n = 0, q = 0;
  sscanf(line.c_str(), "%d %d", &n, &q);
  std::vector<std::string> lines(n), queries(q);
  for (auto& fileLine : lines) readLine(fileLine);
  for (auto& query : queries) readLine(query);
  std::string out;
  for (const auto& answer : answerQueries(lines, queries)) out += answer + "\n";
  std::cout << out;
  return 0;
}
