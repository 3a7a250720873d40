#include <deque>
#include <iostream>
#include <string>
#include <unordered_map>
#include <vector>

using namespace std;

// Decides every request in order; returns one flag per request (true = allowed).
vector<bool> admit(long long window, long long clientLimit, long long globalLimit, const vector<long long>& times,
                   const vector<int>& clients, int clientCount) {
  vector<deque<long long>> mine(clientCount);  // allowed times per client, oldest first
  deque<long long> everyone;                   // allowed times of all clients, oldest first
  vector<bool> allowed(times.size());
  for (size_t i = 0; i < times.size(); i++) {
    long long t = times[i];
    long long cutoff = t - window;  // a request at or before the cutoff has left the window
    while (!everyone.empty() && everyone.front() <= cutoff) everyone.pop_front();
    deque<long long>& recent = mine[clients[i]];
    while (!recent.empty() && recent.front() <= cutoff) recent.pop_front();
    bool ok = (long long)recent.size() < clientLimit && (long long)everyone.size() < globalLimit;
    if (ok) {
      recent.push_back(t);
      everyone.push_back(t);
    }
    allowed[i] = ok;
  }
  return allowed;
}

int main() {
  ios::sync_with_stdio(false);
  cin.tie(nullptr);
  int n;
  long long window, clientLimit, globalLimit;
  cin >> n >> window >> clientLimit >> globalLimit;
  unordered_map<string, int> ids;
  vector<string> names;
  vector<long long> times(n);
  vector<int> clients(n);
  string name;
  for (int i = 0; i < n; i++) {
    cin >> times[i] >> name;
    auto found = ids.find(name);
    if (found == ids.end()) {
      found = ids.emplace(name, (int)names.size()).first;
      names.push_back(name);
    }
    clients[i] = found->second;
  }
  vector<bool> allowed = admit(window, clientLimit, globalLimit, times, clients, (int)names.size());
  vector<int> granted(names.size(), 0), total(names.size(), 0);
  int grantedAll = 0;
  for (int i = 0; i < n; i++) {
    total[clients[i]]++;
    if (allowed[i]) {
      granted[clients[i]]++;
      grantedAll++;
    }
  }
  cout << grantedAll << ' ' << n - grantedAll << '\n';
  for (size_t c = 0; c < names.size(); c++) {
    cout << names[c] << ' ' << granted[c] << ' ' << total[c] - granted[c] << '\n';
  }
  return 0;
}
