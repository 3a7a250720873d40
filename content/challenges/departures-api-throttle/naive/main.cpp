#include <iostream>
#include <string>
#include <unordered_map>
#include <vector>

using namespace std;

// Recounts the window for every request by scanning the allowed requests backwards.
vector<bool> admit(long long window, long long clientLimit, long long globalLimit, const vector<long long>& times,
                   const vector<int>& clients, int clientCount) {
  vector<long long> keptTimes;
  vector<int> keptClients;
  vector<bool> allowed(times.size());
  for (size_t i = 0; i < times.size(); i++) {
    long long t = times[i];
    long long cutoff = t - window;
    long long everyone = 0, mine = 0;
    for (long long j = (long long)keptTimes.size() - 1; j >= 0 && keptTimes[j] > cutoff; j--) {
      everyone++;
      if (keptClients[j] == clients[i]) mine++;
    }
    bool ok = mine < clientLimit && everyone < globalLimit;
    if (ok) {
      keptTimes.push_back(t);
      keptClients.push_back(clients[i]);
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
