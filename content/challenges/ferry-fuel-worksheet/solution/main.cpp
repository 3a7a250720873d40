#include <bits/stdc++.h>
using namespace std;

const int COLUMNS = 702;  // A..Z, then AA..ZZ
const int ROWS = 9999;
// Opcodes of a compiled formula (postfix).
enum Op { CONST, CELL, NEG, ADD, SUB, MUL, DIV, FUNC, RANGE };
enum Kind { SUM, MIN, MAX };
enum State : unsigned char { NO_ERROR, DIV0, CYCLE };

struct Instr {
  int op;
  long long arg;  // CONST: the value; CELL: the cell; FUNC: kind * 65536 + count; RANGE: the range's index
};

struct Range {
  int kind;
  vector<int> cells;  // the non-empty cells of the rectangle
  bool hasEmpty;
};

static int columnIndex(const string& s, size_t from, size_t to) {
  if (to - from == 1) return s[from] - 'A';
  return 26 + (s[from] - 'A') * 26 + (s[from + 1] - 'A');
}

// "AB12" -> row * COLUMNS + column.
static int keyOfName(const string& name) {
  size_t k = isdigit((unsigned char)name[1]) ? 1 : 2;
  return atoi(name.c_str() + k) * COLUMNS + columnIndex(name, 0, k);
}

// Floor division: rounds toward negative infinity.
static long long floorDiv(long long a, long long b) {
  long long q = a / b;
  if (a % b != 0 && ((a < 0) != (b < 0))) q -= 1;
  return q;
}

static long long combine(int kind, long long acc, long long v) {
  if (kind == SUM) return acc + v;
  if (kind == MIN) return v < acc ? v : acc;
  return v > acc ? v : acc;
}

// Recursive descent over one formula (nesting is bounded by its 200 characters).
struct Compiler {
  const vector<int>& indexOfKey;
  vector<Range>& ranges;
  string s;
  size_t i = 0;
  vector<Instr>* code = nullptr;
  vector<int>* deps = nullptr;

  Compiler(const vector<int>& index, vector<Range>& r) : indexOfKey(index), ranges(r) {}

  void compile(const string& text, vector<Instr>& out, vector<int>& outDeps) {
    s = text;
    i = 1;  // after '='
    code = &out;
    deps = &outDeps;
    expr();
  }

  char at(size_t p) const { return p < s.size() ? s[p] : '\0'; }

  void expr() {
    term();
    while (at(i) == '+' || at(i) == '-') {
      int op = s[i] == '+' ? ADD : SUB;
      i++;
      term();
      code->push_back({op, 0});
    }
  }

  void term() {
    unary();
    while (at(i) == '*' || at(i) == '/') {
      int op = s[i] == '*' ? MUL : DIV;
      i++;
      unary();
      code->push_back({op, 0});
    }
  }

  void unary() {
    if (at(i) == '-') {
      i++;
      unary();
      code->push_back({NEG, 0});
    } else {
      primary();
    }
  }

  // Reads [$]LETTERS[$]DIGITS at i: its key, or -1 (i unchanged) if there is none.
  int reference() {
    size_t j = i;
    if (at(j) == '$') j++;
    size_t k = j;
    while (at(k) >= 'A' && at(k) <= 'Z') k++;
    if (k == j || k - j > 2) return -1;
    int col = columnIndex(s, j, k);
    if (at(k) == '$') k++;
    size_t d = k;
    int row = 0;
    while (isdigit((unsigned char)at(d))) row = row * 10 + (s[d++] - '0');
    if (d == k) return -1;
    i = d;
    return row * COLUMNS + col;
  }

  void primary() {
    char c = at(i);
    if (c == '(') {
      i++;
      expr();
      i++;  // ')'
      return;
    }
    if (isdigit((unsigned char)c)) {
      long long v = 0;
      while (isdigit((unsigned char)at(i))) v = v * 10 + (s[i++] - '0');
      code->push_back({CONST, v});
      return;
    }
    int key = reference();
    if (key >= 0) {
      int idx = indexOfKey[key];
      if (idx < 0) {
        code->push_back({CONST, 0});  // an empty cell reads as 0
      } else {
        code->push_back({CELL, idx});
        deps->push_back(idx);
      }
      return;
    }
    size_t open = s.find('(', i);
    string name = s.substr(i, open - i);
    int kind = name == "SUM" ? SUM : name == "MIN" ? MIN : MAX;
    i = open + 1;
    long long count = 0;
    for (;;) {
      argument(kind);
      count++;
      if (at(i) == ',') i++;
      else break;
    }
    i++;  // ')'
    code->push_back({FUNC, kind * 65536LL + count});
  }

  void argument(int kind) {
    size_t start = i;
    int first = reference();
    if (first >= 0 && at(i) == ':') {
      i++;
      int second = reference();
      int r1 = first / COLUMNS, c1 = first % COLUMNS, r2 = second / COLUMNS, c2 = second % COLUMNS;
      int top = min(r1, r2), bottom = max(r1, r2), left = min(c1, c2), right = max(c1, c2);
      Range range{kind, {}, false};
      for (int row = top; row <= bottom; row++)
        for (int col = left; col <= right; col++) {
          int idx = indexOfKey[row * COLUMNS + col];
          if (idx >= 0) {
            range.cells.push_back(idx);
            deps->push_back(idx);
          }
        }
      range.hasEmpty = (long long)range.cells.size() < (long long)(bottom - top + 1) * (right - left + 1);
      ranges.push_back(move(range));
      code->push_back({RANGE, (long long)ranges.size() - 1});
      return;
    }
    i = start;
    expr();
  }
};

// Runs a compiled formula whose referenced cells all hold numbers; false on a division by zero.
static bool run(const vector<Instr>& code, const vector<long long>& value, const vector<Range>& ranges,
                vector<long long>& stack, long long& result) {
  stack.clear();
  for (const Instr& in : code) {
    switch (in.op) {
      case CONST: stack.push_back(in.arg); break;
      case CELL: stack.push_back(value[in.arg]); break;
      case NEG: stack.back() = -stack.back(); break;
      case RANGE: {
        const Range& r = ranges[in.arg];
        bool any = r.hasEmpty;
        long long acc = 0;  // 0 stands for the empty cells, if any
        for (int j : r.cells) {
          acc = any ? combine(r.kind, acc, value[j]) : value[j];
          any = true;
        }
        stack.push_back(acc);
        break;
      }
      case FUNC: {
        int kind = (int)(in.arg / 65536), count = (int)(in.arg % 65536);
        size_t base = stack.size() - count;
        long long acc = stack[base];
        for (size_t t = base + 1; t < stack.size(); t++) acc = combine(kind, acc, stack[t]);
        stack.resize(base);
        stack.push_back(acc);
        break;
      }
      default: {
        long long b = stack.back();
        stack.pop_back();
        long long& a = stack.back();
        if (in.op == ADD) a += b;
        else if (in.op == SUB) a -= b;
        else if (in.op == MUL) a *= b;
        else {
          if (b == 0) return false;
          a = floorDiv(a, b);
        }
      }
    }
  }
  result = stack[0];
  return true;
}

// cells: (name, content) pairs; area: the print area, e.g. "A1:C3".
// Returns the output lines "NAME VALUE" of the non-empty cells in the print area, row by row.
vector<string> recalculate(const vector<pair<string, string>>& cells, const string& area) {
  int n = cells.size();
  vector<int> indexOfKey((ROWS + 1) * COLUMNS, -1);
  vector<int> keys(n);
  for (int i = 0; i < n; i++) {
    keys[i] = keyOfName(cells[i].first);
    indexOfKey[keys[i]] = i;
  }

  vector<Range> ranges;
  Compiler compiler(indexOfKey, ranges);
  vector<vector<Instr>> codes(n);
  vector<vector<int>> deps(n);
  vector<char> isFormula(n, 0);
  vector<long long> value(n, 0);
  vector<unsigned char> state(n, NO_ERROR);
  vector<int> pending(n, 0);
  vector<vector<int>> dependents(n);
  for (int i = 0; i < n; i++) {
    const string& content = cells[i].second;
    if (content[0] == '=') {
      isFormula[i] = 1;
      compiler.compile(content, codes[i], deps[i]);
      pending[i] = deps[i].size();
      for (int j : deps[i]) dependents[j].push_back(i);
    } else {
      value[i] = atoll(content.c_str());
    }
  }

  // Kahn's order: a cell is evaluated once every cell it reads is. Cells never reached are on a cycle or read
  // (directly or not) a cell on one.
  vector<int> order;
  order.reserve(n);
  for (int i = 0; i < n; i++)
    if (pending[i] == 0) order.push_back(i);
  vector<char> done(n, 0);
  vector<long long> stack;
  for (size_t h = 0; h < order.size(); h++) {
    int i = order[h];
    done[i] = 1;
    if (isFormula[i]) {
      bool error = false;
      for (int j : deps[i])
        if (state[j] != NO_ERROR) error = true;
      long long result = 0;
      if (error || !run(codes[i], value, ranges, stack, result)) state[i] = DIV0;
      else value[i] = result;
    }
    for (int k : dependents[i])
      if (--pending[k] == 0) order.push_back(k);
  }
  for (int i = 0; i < n; i++)
    if (!done[i]) state[i] = CYCLE;

  size_t colon = area.find(':');
  int a = keyOfName(area.substr(0, colon)), b = keyOfName(area.substr(colon + 1));
  int top = min(a / COLUMNS, b / COLUMNS), bottom = max(a / COLUMNS, b / COLUMNS);
  int left = min(a % COLUMNS, b % COLUMNS), right = max(a % COLUMNS, b % COLUMNS);
  vector<int> shown;
  for (int i = 0; i < n; i++) {
    int row = keys[i] / COLUMNS, col = keys[i] % COLUMNS;
    if (row >= top && row <= bottom && col >= left && col <= right) shown.push_back(i);
  }
  sort(shown.begin(), shown.end(), [&](int x, int y) { return keys[x] < keys[y]; });  // row-major keys
  vector<string> lines;
  for (int i : shown) {
    string text = state[i] == CYCLE ? "#CYCLE" : state[i] == DIV0 ? "#DIV/0!" : to_string(value[i]);
    lines.push_back(cells[i].first + " " + text);
  }
  return lines;
}

int main() {
  ios::sync_with_stdio(false);
  cin.tie(nullptr);
  int n;
  if (!(cin >> n)) return 0;
  vector<pair<string, string>> cells(n);
  for (auto& cell : cells) cin >> cell.first >> cell.second;
  string area;
  cin >> area;
  string out;
  for (const string& line : recalculate(cells, area)) {
    out += line;
    out += '\n';
  }
  fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}
