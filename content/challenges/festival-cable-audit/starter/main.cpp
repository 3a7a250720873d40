#include <bits/stdc++.h>
using namespace std;

// Cable run i (0-based; its run number is i + 1) joins switches a[i] and b[i] (numbered 1..n).
// Fills criticalRuns with {run number, cut-off count} ordered by cut-off count descending, then run number,
// and criticalSwitches in increasing order.
void audit(int n, const vector<int>& a, const vector<int>& b, vector<pair<int, int>>& criticalRuns,
           vector<int>& criticalSwitches) {
    // Write your solution here
    criticalRuns.clear();
    criticalSwitches.clear();
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
