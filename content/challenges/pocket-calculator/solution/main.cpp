#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

const std::string SYNTAX_ERROR = "syntax error";
const std::string DIVISION_BY_ZERO = "division by zero";

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

// Recursive descent: expression := term (+|- term)*, term := unary (*|/|% unary)*, unary := -* primary,
// primary := number | ( expression ). C++'s / and % already truncate toward zero.
class Parser {
 public:
  explicit Parser(std::vector<Token> tokens) : tokens_(std::move(tokens)) {}

  long long parseAll() {
    long long value = expression();
    if (pos_ != tokens_.size()) throw SyntaxFault{};
    return value;
  }
  bool dividedByZero() const { return dividedByZero_; }

 private:
  std::vector<Token> tokens_;
  size_t pos_ = 0;
  bool dividedByZero_ = false;

  char peek() const { return pos_ < tokens_.size() ? tokens_[pos_].kind : '\0'; }

  long long expression() {
    long long value = term();
    while (peek() == '+' || peek() == '-') {
      char op = tokens_[pos_++].kind;
      long long right = term();
      value = op == '+' ? value + right : value - right;
    }
    return value;
  }

  long long term() {
    long long value = unary();
    while (peek() == '*' || peek() == '/' || peek() == '%') {
      char op = tokens_[pos_++].kind;
      long long right = unary();
      if (op == '*') {
        value *= right;
      } else if (right == 0) {
        dividedByZero_ = true;  // keep parsing: a syntax error later still wins
        value = 0;
      } else {
        value = op == '/' ? value / right : value % right;
      }
    }
    return value;
  }

  long long unary() {
    bool negate = false;
    while (peek() == '-') {
      negate = !negate;
      ++pos_;
    }
    long long value = primary();
    return negate ? -value : value;
  }

  long long primary() {
    if (pos_ >= tokens_.size()) throw SyntaxFault{};
    const Token token = tokens_[pos_++];
    if (token.kind == 'n') return token.value;
    if (token.kind == '(') {
      long long value = expression();
      if (peek() != ')') throw SyntaxFault{};
      ++pos_;
      return value;
    }
    throw SyntaxFault{};
  }
};

std::string evaluate(const std::string& line) {
  try {
    Parser parser(tokenize(line));
    long long value = parser.parseAll();
    return parser.dividedByZero() ? DIVISION_BY_ZERO : std::to_string(value);
  } catch (SyntaxFault&) {
    return SYNTAX_ERROR;
  }
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
