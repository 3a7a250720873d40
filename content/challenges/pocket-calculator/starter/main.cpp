#include <cstdlib>
#include <iostream>
#include <string>

const std::string SYNTAX_ERROR = "syntax error";
const std::string DIVISION_BY_ZERO = "division by zero";

// Returns the value of the expression as text, SYNTAX_ERROR or DIVISION_BY_ZERO.
std::string evaluate(const std::string& line) {
  // Write your solution here
  return "0";
}

int main() {
  std::ios::sync_with_stdio(false);
  std::string line;
  std::getline(std::cin, line);
  int t = std::atoi(line.c_str());
  std::string out;
  for (int i = 0; i < t; ++i) {
    if (!std::getline(std::cin, line)) line.clear();
    if (!line.empty() && line.back() == '\r') line.pop_back();
    out += evaluate(line) + "\n";
  }
  std::cout << out;
  return 0;
}
