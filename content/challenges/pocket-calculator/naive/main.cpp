#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

// Repeatedly finds the deepest parenthesised group, scanning the whole line, and replaces it by its value:
// quadratic on long lines.
struct SyntaxFault {};

struct Token {
  char kind;  // 'n' for a number, otherwise the operator or parenthesis itself
  long long value;
};

std::vector<Token> tokenize(const std::string& line) {
  std::vector<Token> tokens;
  size_t i = 0;
  while (i < line.size()) {
    char ch = line[i];
    if (ch == ' ') {
      ++i;
    } else if (ch >= '0' && ch <= '9') {
      long long value = 0;
      while (i < line.size() && line[i] >= '0' && line[i] <= '9') value = value * 10 + (line[i++] - '0');
      tokens.push_back({'n', value});
    } else if (std::string("+-*/%()").find(ch) != std::string::npos) {
      tokens.push_back({ch, 0});
      ++i;
    } else {
      throw SyntaxFault{};
    }
  }
  return tokens;
}

// Evaluates a parenthesis-free token list: [-]* operand (op [-]* operand)*.
long long evaluateFlat(const std::vector<Token>& tokens, size_t from, size_t to, bool& dividedByZero) {
  std::vector<long long> operands;
  std::vector<char> operators;
  size_t i = from;
  while (true) {
    bool negate = false;
    while (i < to && tokens[i].kind == '-') {
      negate = !negate;
      ++i;
    }
    if (i >= to || tokens[i].kind != 'n') throw SyntaxFault{};
    operands.push_back(negate ? -tokens[i].value : tokens[i].value);
    ++i;
    if (i == to) break;
    char op = tokens[i].kind;
    if (op != '+' && op != '-' && op != '*' && op != '/' && op != '%') throw SyntaxFault{};
    operators.push_back(op);
    ++i;
  }
  std::vector<long long> values{operands[0]};
  std::vector<char> pending;
  for (size_t k = 0; k < operators.size(); ++k) {
    char op = operators[k];
    long long right = operands[k + 1];
    if (op == '+' || op == '-') {
      values.push_back(right);
      pending.push_back(op);
    } else if (op == '*') {
      values.back() *= right;
    } else if (right == 0) {
      dividedByZero = true;
      values.back() = 0;
    } else {
      values.back() = op == '/' ? values.back() / right : values.back() % right;
    }
  }
  long long result = values[0];
  for (size_t k = 0; k < pending.size(); ++k) result = pending[k] == '+' ? result + values[k + 1] : result - values[k + 1];
  return result;
}

std::string evaluate(const std::string& line) {
  bool dividedByZero = false;
  long long value;
  try {
    std::vector<Token> tokens = tokenize(line);
    while (true) {
      // Find the first group at the greatest depth, scanning the whole line.
      long long depth = 0, deepest = 0, open = -1;
      for (size_t i = 0; i < tokens.size(); ++i) {
        if (tokens[i].kind == '(') {
          if (++depth > deepest) {
            deepest = depth;
            open = (long long)i;
          }
        } else if (tokens[i].kind == ')') {
          if (--depth < 0) throw SyntaxFault{};
        }
      }
      if (depth != 0) throw SyntaxFault{};
      if (open < 0) break;
      size_t close = open + 1;
      while (tokens[close].kind != ')') ++close;
      long long inner = evaluateFlat(tokens, open + 1, close, dividedByZero);
      tokens.erase(tokens.begin() + open + 1, tokens.begin() + close + 1);
      tokens[open] = {'n', inner};
    }
    value = evaluateFlat(tokens, 0, tokens.size(), dividedByZero);
  } catch (SyntaxFault&) {
    return "syntax error";
  }
  return dividedByZero ? "division by zero" : std::to_string(value);
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
