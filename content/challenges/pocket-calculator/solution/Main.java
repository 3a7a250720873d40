import java.io.*;
import java.util.ArrayList;
import java.util.List;

public class Main {
  static final String SYNTAX_ERROR = "syntax error";
  static final String DIVISION_BY_ZERO = "division by zero";

  static class SyntaxFault extends Exception {}

  // kind is 'n' for a number, otherwise the operator or parenthesis itself.
  record Token(char kind, long value) {}

  static List<Token> tokenize(String line) throws SyntaxFault {
    List<Token> tokens = new ArrayList<>();
    int i = 0;
    while (i < line.length()) {
      char ch = line.charAt(i);
      if (ch == ' ') {
        i++;
      } else if (ch >= '0' && ch <= '9') {
        long value = 0;
        while (i < line.length() && line.charAt(i) >= '0' && line.charAt(i) <= '9') value = value * 10 + (line.charAt(i++) - '0');
        tokens.add(new Token('n', value));
      } else if ("+-*/%()".indexOf(ch) >= 0) {
        tokens.add(new Token(ch, 0));
        i++;
      } else {
        throw new SyntaxFault();
      }
    }
    return tokens;
  }

  // Recursive descent: expression := term (+|- term)*, term := unary (*|/|% unary)*, unary := -* primary,
  // primary := number | ( expression ). Java's / and % already truncate toward zero.
  static class Parser {
    final List<Token> tokens;
    int pos = 0;
    boolean dividedByZero = false;

    Parser(List<Token> tokens) {
      this.tokens = tokens;
    }

    char peek() {
      return pos < tokens.size() ? tokens.get(pos).kind() : '\0';
    }

    long expression() throws SyntaxFault {
      long value = term();
      while (peek() == '+' || peek() == '-') {
        char op = tokens.get(pos++).kind();
        long right = term();
        value = op == '+' ? value + right : value - right;
      }
      return value;
    }

    long term() throws SyntaxFault {
      long value = unary();
      while (peek() == '*' || peek() == '/' || peek() == '%') {
        char op = tokens.get(pos++).kind();
        long right = unary();
        if (op == '*') {
          value *= right;
        } else if (right == 0) {
          dividedByZero = true; // keep parsing: a syntax error later still wins
          value = 0;
        } else {
          value = op == '/' ? value / right : value % right;
        }
      }
      return value;
    }

    long unary() throws SyntaxFault {
      boolean negate = false;
      while (peek() == '-') {
        negate = !negate;
        pos++;
      }
      long value = primary();
      return negate ? -value : value;
    }

    long primary() throws SyntaxFault {
      if (pos >= tokens.size()) throw new SyntaxFault();
      Token token = tokens.get(pos++);
      if (token.kind() == 'n') return token.value();
      if (token.kind() == '(') {
        long value = expression();
        if (peek() != ')') throw new SyntaxFault();
        pos++;
        return value;
      }
      throw new SyntaxFault();
    }
  }

  static String evaluate(String line) {
    try {
      Parser parser = new Parser(tokenize(line));
      long value = parser.expression();
      if (parser.pos != parser.tokens.size()) throw new SyntaxFault();
      return parser.dividedByZero ? DIVISION_BY_ZERO : Long.toString(value);
    } catch (SyntaxFault fault) {
      return SYNTAX_ERROR;
    }
  }

  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
    int t = Integer.parseInt(in.readLine().trim());
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < t; i++) {
      String line = in.readLine();
      out.append(evaluate(line == null ? "" : line)).append('\n');
    }
    System.out.print(out);
  }
}
