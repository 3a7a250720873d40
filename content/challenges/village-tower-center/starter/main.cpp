#include <bits/stdc++.h>
using namespace std;

// parent[v] and length[v] describe the road from village v (2 <= v <= n) towards village 1.
// Returns {village, its largest distance to any village} for the village where that distance is smallest.
pair<int, long long> bestTower(int n, const vector<int>& parent, const vector<long long>& length) {
    // Write your solution here
    return {1, 0};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> parent(n + 1, 0);
    for (int v = 2; v <= n; v++) cin >> parent[v];
    vector<long long> length(n + 1, 0);
    for (int v = 2; v <= n; v++) cin >> length[v];
    auto [village, distance] = bestTower(n, parent, length);
    cout << village << " " << distance << "\n";
    return 0;
}
