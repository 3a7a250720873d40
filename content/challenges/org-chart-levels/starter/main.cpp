#include <bits/stdc++.h>
using namespace std;

// parent[i] is the manager of employee i (2 <= i <= n); parent[0] and parent[1] are 0.
vector<int> levelSizes(int n, const vector<int>& parent) {
    // Write your solution here
    return {n};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> parent(n + 1, 0);
    for (int i = 2; i <= n; i++) cin >> parent[i];
    vector<int> sizes = levelSizes(n, parent);
    cout << sizes.size() << "\n";
    for (size_t i = 0; i < sizes.size(); i++) cout << (i ? " " : "") << sizes[i];
    cout << "\n";
    return 0;
}
