#include <bits/stdc++.h>
using namespace std;

// k maintainers (numbered 1..k), times in minutes within [0, horizon).
// Busy block i: maintainer person[i] is busy during [start[i], end[i]).
// Returns, for each query (d, q), the earliest start x of a d-minute call [x, x + d) inside the horizon during which
// at least q maintainers are free, or -1 when there is none.
vector<long long> earliestStarts(int k, long long horizon, const vector<int>& person, const vector<long long>& start,
                                 const vector<long long>& end, const vector<pair<long long, int>>& queries) {
  // Write your solution here
  return vector<long long>(queries.size(), -1);
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
