#include <bits/stdc++.h>
using namespace std;

// Correct but slow: cut every run in turn, and switch off every switch in turn, and search the network again.
int n, m;
vector<vector<pair<int, int>>> adjacency;  // {neighbour, run}
vector<char> seen;
vector<int> queue_;

// Switches reachable from source without run cutRun and without switch offSwitch (0: none), left in queue_.
void reach(int source, int cutRun, int offSwitch) {
    fill(seen.begin(), seen.end(), 0);
    seen[source] = 1;
    if (offSwitch) seen[offSwitch] = 1;
    queue_.assign(1, source);
    for (size_t h = 0; h < queue_.size(); h++) {
        int v = queue_[h];
        for (auto& [u, e] : adjacency[v])
            if (e != cutRun && !seen[u]) {
                seen[u] = 1;
                queue_.push_back(u);
            }
    }
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    if (!(cin >> n >> m)) return 0;
    vector<int> a(m), b(m);
    adjacency.assign(n + 1, {});
    for (int i = 0; i < m; i++) {
        cin >> a[i] >> b[i];
        if (a[i] != b[i]) {
            adjacency[a[i]].push_back({b[i], i});
            adjacency[b[i]].push_back({a[i], i});
        }
    }
    seen.assign(n + 1, 0);
    vector<int> componentSize(n + 1, 0);
    for (int v = 1; v <= n; v++)
        if (!componentSize[v]) {
            reach(v, -1, 0);
            for (int u : queue_) componentSize[u] = (int)queue_.size();
        }

    vector<pair<int, int>> runs;  // {-cut-off, run number}
    for (int i = 0; i < m; i++) {
        if (a[i] == b[i]) continue;
        reach(a[i], i, 0);
        if (!seen[b[i]]) {
            int side = (int)queue_.size();
            runs.push_back({-min(side, componentSize[a[i]] - side), i + 1});
        }
    }
    sort(runs.begin(), runs.end());

    vector<int> switches;
    for (int v = 1; v <= n; v++) {
        if (adjacency[v].empty()) continue;
        reach(adjacency[v][0].first, -1, v);
        bool split = false;
        for (auto& [u, e] : adjacency[v])
            if (!seen[u]) split = true;
        if (split) switches.push_back(v);
    }

    string out = to_string(runs.size()) + " " + to_string(switches.size()) + "\n";
    for (auto& r : runs) out += to_string(r.second) + " " + to_string(-r.first) + "\n";
    for (size_t i = 0; i < switches.size(); i++) {
        if (i) out += ' ';
        out += to_string(switches[i]);
    }
    out += '\n';
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
