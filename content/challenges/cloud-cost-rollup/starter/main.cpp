#include <bits/stdc++.h>
using namespace std;

// parent[v] is the parent folder of v (2 <= v <= n; parent[1] = 0), cost[v] its own monthly cost.
// Returns total[v] = cost of v plus the costs of every folder below it (index 0 unused).
vector<long long> rollupCosts(int n, const vector<int>& parent, const vector<long long>& cost) {
    vector<vector<int>> children(n + 1);
    for (int v = 2; v <= n; v++) children[parent[v]].push_back(v);
    // Breadth-first order from the root: every folder comes after its parent.
    vector<int> order = {1};
    order.reserve(n);
    for (size_t i = 0; i < order.size(); i++)
        for (int child : children[order[i]]) order.push_back(child);
    vector<long long> total = cost;
    // Add every folder's total to its parent's.
    for (int i = 0; i < (int)order.size(); i++) {
        int v = order[i];
        if (v != 1) total[parent[v]] += total[v];
    }
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
