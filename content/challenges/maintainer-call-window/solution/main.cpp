#include <bits/stdc++.h>
using namespace std;

// For each query (d, q): the earliest start of a d-minute call during which at least q maintainers are free, or -1.
vector<long long> earliestStarts(int k, long long horizon, const vector<int>& person, const vector<long long>& start,
                                 const vector<long long>& end, const vector<pair<long long, int>>& queries) {
  int n = (int)person.size();
  // Each maintainer's blocks sorted by start: merge them and keep the free gaps in between.
  vector<int> order(n);
  iota(order.begin(), order.end(), 0);
  sort(order.begin(), order.end(), [&](int a, int b) {
    return person[a] != person[b] ? person[a] < person[b] : start[a] < start[b];
  });
  vector<long long> gapStart, gapEnd;
  int prev = -1, seen = 0;
  long long cur = 0;  // the end of the maintainer's busy time so far
  for (int i : order) {
    if (person[i] != prev) {
      if (prev != -1 && cur < horizon) { gapStart.push_back(cur); gapEnd.push_back(horizon); }
      prev = person[i];
      cur = 0;
      seen++;
    }
    if (start[i] > cur) { gapStart.push_back(cur); gapEnd.push_back(start[i]); }
    cur = max(cur, end[i]);
  }
  if (prev != -1 && cur < horizon) { gapStart.push_back(cur); gapEnd.push_back(horizon); }
  for (int j = seen; j < k; j++) { gapStart.push_back(0); gapEnd.push_back(horizon); }  // free all the time

  // A gap [a, b) of length >= d allows a start anywhere in [a, b - d]; one maintainer's gaps are disjoint, so the
  // number of free maintainers at x is the number of these ranges containing x.
  int g = (int)gapStart.size();
  vector<int> byStart(g), byEnd(g);
  iota(byStart.begin(), byStart.end(), 0);
  iota(byEnd.begin(), byEnd.end(), 0);
  sort(byStart.begin(), byStart.end(), [&](int a, int b) { return gapStart[a] < gapStart[b]; });
  sort(byEnd.begin(), byEnd.end(), [&](int a, int b) { return gapEnd[a] < gapEnd[b]; });
  vector<long long> starts, ends;
  starts.reserve(g);
  ends.reserve(g);
  vector<long long> answers;
  for (auto [d, q] : queries) {
    starts.clear();
    ends.clear();
    for (int j : byStart) if (gapEnd[j] - gapStart[j] >= d) starts.push_back(gapStart[j]);
    for (int j : byEnd) if (gapEnd[j] - gapStart[j] >= d) ends.push_back(gapEnd[j]);
    long long answer = -1;
    size_t i = 0;  // ranges already over at x: b - d < x, i.e. b < x + d
    for (size_t j = 0; j < starts.size(); j++) {
      long long limit = starts[j] + d;
      while (ends[i] < limit) i++;
      if ((long long)(j + 1 - i) >= q) { answer = starts[j]; break; }
    }
    answers.push_back(answer);
  }
  return answers;
}

int main() {
  ios::sync_with_stdio(false);
  cin.tie(nullptr);
  int k, n;
  long long horizon;
  cin >> k >> horizon >> n;
  vector<int> person(n);
  vector<long long> start(n), end(n);
  for (int i = 0; i < n; i++) cin >> person[i] >> start[i] >> end[i];
  int m;
  cin >> m;
  vector<pair<long long, int>> queries(m);
  for (auto& [d, q] : queries) cin >> d >> q;
  vector<long long> answers = earliestStarts(k, horizon, person, start, end, queries);
  string out;
  for (long long a : answers) { out += to_string(a); out += '\n'; }
  cout << out;
  return 0;
}
