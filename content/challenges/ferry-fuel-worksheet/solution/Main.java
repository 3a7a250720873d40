import java.io.*;
import java.util.*;

public class Main {
  static final int COLUMNS = 702; // A..Z, then AA..ZZ
  static final int ROWS = 9999;
  // Opcodes of a compiled formula (postfix): pairs (opcode, argument) in a long[].
  static final int CONST = 0, CELL = 1, NEG = 2, ADD = 3, SUB = 4, MUL = 5, DIV = 6, FUNC = 7, RANGE = 8;
  static final int SUM = 0, MIN = 1, MAX = 2;
  static final byte NO_ERROR = 0, DIV0 = 1, CYCLE = 2;

  static final class Range {
    final int kind;
    final int[] cells; // the non-empty cells of the rectangle
    final boolean hasEmpty;

    Range(int kind, int[] cells, boolean hasEmpty) {
      this.kind = kind;
      this.cells = cells;
      this.hasEmpty = hasEmpty;
    }
  }

  /** A growable list of ints. */
  static final class IntList {
    int[] a = new int[4];
    int size;

    void add(int v) {
      if (size == a.length) a = Arrays.copyOf(a, size * 2);
      a[size++] = v;
    }

    int[] toArray() {
      return Arrays.copyOf(a, size);
    }
  }

  static int columnIndex(String s, int from, int to) {
    if (to - from == 1) return s.charAt(from) - 'A';
    return 26 + (s.charAt(from) - 'A') * 26 + (s.charAt(from + 1) - 'A');
  }

  /** "AB12" -> row * COLUMNS + column. */
  static int keyOfName(String name) {
    int k = Character.isDigit(name.charAt(1)) ? 1 : 2;
    return Integer.parseInt(name.substring(k)) * COLUMNS + columnIndex(name, 0, k);
  }

  static long combine(int kind, long acc, long v) {
    if (kind == SUM) return acc + v;
    if (kind == MIN) return Math.min(acc, v);
    return Math.max(acc, v);
  }

  /** Recursive descent over one formula (nesting is bounded by its 200 characters). */
  static final class Compiler {
    final int[] indexOfKey;
    final List<Range> ranges;
    String s;
    int i;
    long[] code;
    int codeSize;
    IntList deps;

    Compiler(int[] indexOfKey, List<Range> ranges) {
      this.indexOfKey = indexOfKey;
      this.ranges = ranges;
    }

    void compile(String text) {
      s = text;
      i = 1; // after '='
      code = new long[16];
      codeSize = 0;
      deps = new IntList();
      expr();
      code = Arrays.copyOf(code, codeSize);
    }

    char at(int p) {
      return p < s.length() ? s.charAt(p) : '\0';
    }

    void emit(int op, long arg) {
      if (codeSize + 2 > code.length) code = Arrays.copyOf(code, code.length * 2);
      code[codeSize++] = op;
      code[codeSize++] = arg;
    }

    void expr() {
      term();
      while (at(i) == '+' || at(i) == '-') {
        int op = s.charAt(i) == '+' ? ADD : SUB;
        i++;
        term();
        emit(op, 0);
      }
    }

    void term() {
      unary();
      while (at(i) == '*' || at(i) == '/') {
        int op = s.charAt(i) == '*' ? MUL : DIV;
        i++;
        unary();
        emit(op, 0);
      }
    }

    void unary() {
      if (at(i) == '-') {
        i++;
        unary();
        emit(NEG, 0);
      } else {
        primary();
      }
    }

    /** Reads [$]LETTERS[$]DIGITS at i: its key, or -1 (i unchanged) if there is none. */
    int reference() {
      int j = i;
      if (at(j) == '$') j++;
      int k = j;
      while (at(k) >= 'A' && at(k) <= 'Z') k++;
      if (k == j || k - j > 2) return -1;
      int col = columnIndex(s, j, k);
      if (at(k) == '$') k++;
      int d = k, row = 0;
      while (at(d) >= '0' && at(d) <= '9') row = row * 10 + (s.charAt(d++) - '0');
      if (d == k) return -1;
      i = d;
      return row * COLUMNS + col;
    }

    void primary() {
      char c = at(i);
      if (c == '(') {
        i++;
        expr();
        i++; // ')'
        return;
      }
      if (c >= '0' && c <= '9') {
        long v = 0;
        while (at(i) >= '0' && at(i) <= '9') v = v * 10 + (s.charAt(i++) - '0');
        emit(CONST, v);
        return;
      }
      int key = reference();
      if (key >= 0) {
        int idx = indexOfKey[key];
        if (idx < 0) {
          emit(CONST, 0); // an empty cell reads as 0
        } else {
          emit(CELL, idx);
          deps.add(idx);
        }
        return;
      }
      int open = s.indexOf('(', i);
      String name = s.substring(i, open);
      int kind = name.equals("SUM") ? SUM : name.equals("MIN") ? MIN : MAX;
      i = open + 1;
      int count = 0;
      for (;;) {
        argument(kind);
        count++;
        if (at(i) == ',') i++;
        else break;
      }
      i++; // ')'
      emit(FUNC, kind * 65536L + count);
    }

    void argument(int kind) {
      int start = i;
      int first = reference();
      if (first >= 0 && at(i) == ':') {
        i++;
        int second = reference();
        int r1 = first / COLUMNS, c1 = first % COLUMNS, r2 = second / COLUMNS, c2 = second % COLUMNS;
        int top = Math.min(r1, r2), bottom = Math.max(r1, r2), left = Math.min(c1, c2), right = Math.max(c1, c2);
        IntList cells = new IntList();
        for (int row = top; row <= bottom; row++)
          for (int col = left; col <= right; col++) {
            int idx = indexOfKey[row * COLUMNS + col];
            if (idx >= 0) {
              cells.add(idx);
              deps.add(idx);
            }
          }
        boolean hasEmpty = (long) cells.size < (long) (bottom - top + 1) * (right - left + 1);
        ranges.add(new Range(kind, cells.toArray(), hasEmpty));
        emit(RANGE, ranges.size() - 1);
        return;
      }
      i = start;
      expr();
    }
  }

  static long[] stack = new long[256];
  static boolean ok;

  /** Runs a compiled formula whose referenced cells all hold numbers; ok = false on a division by zero. */
  static long run(long[] code, long[] value, List<Range> ranges) {
    int sp = 0;
    ok = true;
    for (int p = 0; p < code.length; p += 2) {
      int op = (int) code[p];
      long arg = code[p + 1];
      switch (op) {
        case CONST: stack[sp++] = arg; break;
        case CELL: stack[sp++] = value[(int) arg]; break;
        case NEG: stack[sp - 1] = -stack[sp - 1]; break;
        case ADD: sp--; stack[sp - 1] += stack[sp]; break;
        case SUB: sp--; stack[sp - 1] -= stack[sp]; break;
        case MUL: sp--; stack[sp - 1] *= stack[sp]; break;
        case DIV:
          sp--;
          if (stack[sp] == 0) {
            ok = false;
            return 0;
          }
          stack[sp - 1] = Math.floorDiv(stack[sp - 1], stack[sp]);
          break;
        case RANGE: {
          Range r = ranges.get((int) arg);
          boolean any = r.hasEmpty;
          long acc = 0; // 0 stands for the empty cells, if any
          for (int j : r.cells) {
            acc = any ? combine(r.kind, acc, value[j]) : value[j];
            any = true;
          }
          stack[sp++] = acc;
          break;
        }
        default: { // FUNC
          int kind = (int) (arg / 65536), count = (int) (arg % 65536);
          int base = sp - count;
          long acc = stack[base];
          for (int t = base + 1; t < sp; t++) acc = combine(kind, acc, stack[t]);
          sp = base;
          stack[sp++] = acc;
        }
      }
    }
    return stack[0];
  }

  /**
   * names, contents: the cells; area: the print area, e.g. "A1:C3".
   * Returns the output lines "NAME VALUE" of the non-empty cells in the print area, row by row.
   */
  static List<String> recalculate(String[] names, String[] contents, String area) {
    int n = names.length;
    int[] indexOfKey = new int[(ROWS + 1) * COLUMNS];
    Arrays.fill(indexOfKey, -1);
    int[] keys = new int[n];
    for (int i = 0; i < n; i++) {
      keys[i] = keyOfName(names[i]);
      indexOfKey[keys[i]] = i;
    }

    List<Range> ranges = new ArrayList<>();
    Compiler compiler = new Compiler(indexOfKey, ranges);
    long[][] codes = new long[n][];
    int[][] deps = new int[n][];
    long[] value = new long[n];
    byte[] state = new byte[n];
    int[] pending = new int[n];
    int[] dependentCount = new int[n];
    for (int i = 0; i < n; i++) {
      if (contents[i].charAt(0) == '=') {
        compiler.compile(contents[i]);
        codes[i] = compiler.code;
        deps[i] = compiler.deps.toArray();
        pending[i] = deps[i].length;
        for (int j : deps[i]) dependentCount[j]++;
      } else {
        value[i] = Long.parseLong(contents[i]);
      }
    }
    // Dependents as one flat array (compressed rows).
    int[] startOf = new int[n + 1];
    for (int i = 0; i < n; i++) startOf[i + 1] = startOf[i] + dependentCount[i];
    int[] fill = Arrays.copyOf(startOf, n);
    int[] dependents = new int[startOf[n]];
    for (int i = 0; i < n; i++)
      if (deps[i] != null)
        for (int j : deps[i]) dependents[fill[j]++] = i;

    // Kahn's order: a cell is evaluated once every cell it reads is. Cells never reached are on a cycle or read
    // (directly or not) a cell on one.
    int[] order = new int[n];
    int tail = 0;
    for (int i = 0; i < n; i++)
      if (pending[i] == 0) order[tail++] = i;
    boolean[] done = new boolean[n];
    for (int h = 0; h < tail; h++) {
      int i = order[h];
      done[i] = true;
      if (codes[i] != null) {
        boolean error = false;
        for (int j : deps[i])
          if (state[j] != NO_ERROR) error = true;
        if (error) state[i] = DIV0;
        else {
          long result = run(codes[i], value, ranges);
          if (!ok) state[i] = DIV0;
          else value[i] = result;
        }
      }
      for (int e = startOf[i]; e < startOf[i + 1]; e++)
        if (--pending[dependents[e]] == 0) order[tail++] = dependents[e];
    }
    for (int i = 0; i < n; i++)
      if (!done[i]) state[i] = CYCLE;

    int colon = area.indexOf(':');
    int a = keyOfName(area.substring(0, colon)), b = keyOfName(area.substring(colon + 1));
    int top = Math.min(a / COLUMNS, b / COLUMNS), bottom = Math.max(a / COLUMNS, b / COLUMNS);
    int left = Math.min(a % COLUMNS, b % COLUMNS), right = Math.max(a % COLUMNS, b % COLUMNS);
    List<int[]> shown = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int row = keys[i] / COLUMNS, col = keys[i] % COLUMNS;
      if (row >= top && row <= bottom && col >= left && col <= right) shown.add(new int[] {keys[i], i});
    }
    shown.sort((x, y) -> Integer.compare(x[0], y[0])); // row-major keys
    List<String> lines = new ArrayList<>();
    for (int[] entry : shown) {
      int i = entry[1];
      String text = state[i] == CYCLE ? "#CYCLE" : state[i] == DIV0 ? "#DIV/0!" : Long.toString(value[i]);
      lines.add(names[i] + " " + text);
    }
    return lines;
  }

  /** Whitespace-separated tokens from standard input, read in one go. */
  static final class Tokens {
    final byte[] buf;
    int pos;

    Tokens(InputStream in) throws IOException {
      buf = in.readAllBytes();
    }

    String next() {
      while (pos < buf.length && buf[pos] <= ' ') pos++;
      int start = pos;
      while (pos < buf.length && buf[pos] > ' ') pos++;
      return new String(buf, start, pos - start, java.nio.charset.StandardCharsets.US_ASCII);
    }
  }

  public static void main(String[] args) throws IOException {
    Tokens in = new Tokens(new DataInputStream(new BufferedInputStream(System.in, 1 << 16)));
    int n = Integer.parseInt(in.next());
    String[] names = new String[n];
    String[] contents = new String[n];
    for (int i = 0; i < n; i++) {
      names[i] = in.next();
      contents[i] = in.next();
    }
    String area = in.next();
    StringBuilder out = new StringBuilder();
    for (String line : recalculate(names, contents, area)) out.append(line).append('\n');
    System.out.print(out);
  }
}
