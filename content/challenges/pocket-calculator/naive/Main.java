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

  // Evaluates tokens[from, to), a parenthesis-free list: [-]* operand (op [-]* operand)*.
  static long evaluateFlat(List<Token> tokens, int from, int to, boolean[] dividedByZero) throws SyntaxFault {
    List<Long> operands = new ArrayList<>();
    List<Character> operators = new ArrayList<>();
    int i = from;
    while (true) {
      boolean negate = false;
      while (i < to && tokens.get(i).kind() == '-') {
        negate = !negate;
        i++;
      }
      if (i >= to || tokens.get(i).kind() != 'n') throw new SyntaxFault();
      operands.add(negate ? -tokens.get(i).value() : tokens.get(i).value());
      i++;
      if (i == to) break;
      char op = tokens.get(i).kind();
      if ("+-*/%".indexOf(op) < 0) throw new SyntaxFault();
      operators.add(op);
      i++;
    }
    List<Long> values = new ArrayList<>();
    values.add(operands.get(0));
    List<Character> pending = new ArrayList<>();
    for (int k = 0; k < operators.size(); k++) {
      char op = operators.get(k);
      long right = operands.get(k + 1);
      int last = values.size() - 1;
      if (op == '+' || op == '-') {
        values.add(right);
        pending.add(op);
      } else if (op == '*') {
        values.set(last, values.get(last) * right);
      } else if (right == 0) {
        dividedByZero[0] = true;
        values.set(last, 0L);
      } else {
        values.set(last, op == '/' ? values.get(last) / right : values.get(last) % right);
      }
    }
    long result = values.get(0);
    for (int k = 0; k < pending.size(); k++) result = pending.get(k) == '+' ? result + values.get(k + 1) : result - values.get(k + 1);
    return result;
  }

  // Repeatedly finds the deepest parenthesised group, scanning the whole line, and replaces it by its value.
  static String evaluate(String line) {
    boolean[] dividedByZero = {false};
    long value;
    try {
      List<Token> tokens = tokenize(line);
      while (true) {
        int depth = 0, deepest = 0, open = -1;
        for (int i = 0; i < tokens.size(); i++) {
          char kind = tokens.get(i).kind();
          if (kind == '(') {
            if (++depth > deepest) {
              deepest = depth;
              open = i;
            }
          } else if (kind == ')' && --depth < 0) {
            throw new SyntaxFault();
          }
        }
        if (depth != 0) throw new SyntaxFault();
        if (open < 0) break;
        int close = open + 1;
        while (tokens.get(close).kind() != ')') close++;
        long inner = evaluateFlat(tokens, open + 1, close, dividedByZero);
        tokens.subList(open + 1, close + 1).clear();
        tokens.set(open, new Token('n', inner));
      }
      value = evaluateFlat(tokens, 0, tokens.size(), dividedByZero);
    } catch (SyntaxFault fault) {
      return SYNTAX_ERROR;
    }
    return dividedByZero[0] ? DIVISION_BY_ZERO : Long.toString(value);
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
