#include <bits/stdc++.h>
using namespace std;

// Returns {length, first day (1-based)} of the shortest run of consecutive days whose total is at least
// target, the earliest one on ties, or {-1, -1} if there is none.
pair<int, int> shortestStretch(long long target, const vector<long long>& net) {
    // Write your solution here
    return {-1, -1};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long target;
    cin >> n >> target;
    vector<long long> net(n);
    for (auto& value : net) cin >> value;
    auto [length, start] = shortestStretch(target, net);
    if (length < 0) cout << -1 << "\n";
    else cout << length << " " << start << "\n";
    return 0;
}
