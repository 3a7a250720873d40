#include <bits/stdc++.h>
using namespace std;

// Cable run i (0-based) joins switches a[i] and b[i] (numbered 1..n).
// Fills criticalRuns with {run number, cut-off count} ordered by cut-off count descending, then run number,
// and criticalSwitches in increasing order.
void audit(int n, const vector<int>& a, const vector<int>& b, vector<pair<int, int>>& criticalRuns,
           vector<int>& criticalSwitches) {
    int m = (int)a.size();
    // Adjacency in flat arrays (CSR); a loopback run connects nothing and is left out.
    vector<int> start(n + 2, 0);
    for (int i = 0; i < m; i++)
        if (a[i] != b[i]) {
            start[a[i] + 1]++;
            start[b[i] + 1]++;
        }
    for (int v = 1; v <= n + 1; v++) start[v] += start[v - 1];
    vector<int> fill(start.begin(), start.end());
    vector<int> to(start[n + 1]), runOf(start[n + 1]);
    for (int i = 0; i < m; i++)
        if (a[i] != b[i]) {
            to[fill[a[i]]] = b[i];
            runOf[fill[a[i]]++] = i;
            to[fill[b[i]]] = a[i];
            runOf[fill[b[i]]++] = i;
        }

    // Iterative depth-first search with low-links. The run a switch was reached by is skipped by its number, not by
    // the neighbour, so a second run to the parent counts as a way back.
    vector<int> disc(n + 1, 0), low(n + 1, 0), below(n + 1, 0), parent(n + 1, 0), parentRun(n + 1, -1);
    vector<int> nextEdge(start.begin(), start.end());
    vector<char> isCut(n + 1, 0);
    vector<int> stack, bridgeChildren;
    stack.reserve(n);
    vector<pair<int, int>> runs;  // {-cut-off, run number}
    int timer = 0;
    for (int root = 1; root <= n; root++) {
        if (disc[root]) continue;
        disc[root] = low[root] = ++timer;
        below[root] = 1;
        stack.assign(1, root);
        bridgeChildren.clear();
        int rootChildren = 0;
        while (!stack.empty()) {
            int v = stack.back();
            bool descended = false;
            while (nextEdge[v] < start[v + 1]) {
                int k = nextEdge[v]++;
                int u = to[k], e = runOf[k];
                if (e == parentRun[v]) continue;
                if (disc[u] == 0) {
                    disc[u] = low[u] = ++timer;
                    below[u] = 1;
                    parent[u] = v;
                    parentRun[u] = e;
                    stack.push_back(u);
                    descended = true;
                    break;
                }
                low[v] = min(low[v], disc[u]);
            }
            if (descended) continue;
            stack.pop_back();
            if (v == root) continue;
            int p = parent[v];
            low[p] = min(low[p], low[v]);
            below[p] += below[v];
            if (p == root) rootChildren++;
            else if (low[v] >= disc[p]) isCut[p] = 1;
            if (low[v] > disc[p]) bridgeChildren.push_back(v);
        }
        if (rootChildren >= 2) isCut[root] = 1;
        int component = below[root];
        for (int c : bridgeChildren) runs.push_back({-min(below[c], component - below[c]), parentRun[c] + 1});
    }
    sort(runs.begin(), runs.end());
    criticalRuns.clear();
    for (auto& r : runs) criticalRuns.push_back({r.second, -r.first});
    criticalSwitches.clear();
    for (int v = 1; v <= n; v++)
        if (isCut[v]) criticalSwitches.push_back(v);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    if (!(cin >> n >> m)) return 0;
    vector<int> a(m), b(m);
    for (int i = 0; i < m; i++) cin >> a[i] >> b[i];
    vector<pair<int, int>> criticalRuns;
    vector<int> criticalSwitches;
    audit(n, a, b, criticalRuns, criticalSwitches);
    string out;
    out += to_string(criticalRuns.size()) + " " + to_string(criticalSwitches.size()) + "\n";
    for (auto& r : criticalRuns) out += to_string(r.first) + " " + to_string(r.second) + "\n";
    for (size_t i = 0; i < criticalSwitches.size(); i++) {
        if (i) out += ' ';
        out += to_string(criticalSwitches[i]);
    }
    out += '\n';
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
