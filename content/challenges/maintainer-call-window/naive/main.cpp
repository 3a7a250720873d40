#include <bits/stdc++.h>
using namespace std;

// Tries the candidate starts in increasing order (0 and every block's end: the earliest answer is one of them) and,
// for each, scans every block to see who is busy during the call.
vector<long long> earliestStarts(int k, long long horizon, const vector<int>& person, const vector<long long>& start,
                                 const vector<long long>& end, const vector<pair<long long, int>>& queries) {
  int n = (int)person.size();
  vector<long long> candidates(end.begin(), end.end());
  candidates.push_back(0);
  sort(candidates.begin(), candidates.end());
  candidates.erase(unique(candidates.begin(), candidates.end()), candidates.end());
  vector<int> mark(k + 1, 0);
  int stamp = 0;
  vector<long long> answers;
  for (auto [d, q] : queries) {
    long long answer = -1;
    for (long long x : candidates) {
      if (x + d > horizon) break;
      stamp++;
      int busy = 0;
      for (int i = 0; i < n; i++) {
        if (start[i] < x + d && end[i] > x && mark[person[i]] != stamp) {
          mark[person[i]] = stamp;
          busy++;
        }
      }
      if (k - busy >= q) { answer = x; break; }
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
