#include <bits/stdc++.h>
using namespace std;

// Slow: add each folder's own cost to itself and to every folder above it.
vector<long long> rollupCosts(int n, const vector<int>& parent, const vector<long long>& cost) {
    vector<long long> total(n + 1, 0);
    for (int v = 1; v <= n; v++)
        for (int u = v; u != 0; u = parent[u]) total[u] += cost[v];
    return total;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> parent(n + 1, 0);
    for (int v = 2; v <= n; v++) cin >> parent[v];
    vector<long long> cost(n + 1, 0);
    for (int v = 1; v <= n; v++) cin >> cost[v];
    int q;
    cin >> q;
    vector<long long> total = rollupCosts(n, parent, cost);
    string out;
    for (int i = 0; i < q; i++) {
        int folder;
        cin >> folder;
        out += to_string(total[folder]);
        out += '\n';
    }
    cout << out;
    return 0;
}
