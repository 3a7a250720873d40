#include <bits/stdc++.h>
using namespace std;

// Returns {length, first day (1-based)} of the shortest run of consecutive days whose total is at least
// target, the earliest one on ties, or {-1, -1} if there is none.
pair<int, int> shortestStretch(long long target, const vector<long long>& net) {
    int n = (int)net.size();
    pair<int, int> best = {-1, -1};
    for (int start = 0; start < n; start++) {
        long long total = 0;
        for (int end = start; end < n; end++) {
            total += net[end];
            if (total >= target) {
                if (best.first < 0 || end - start + 1 < best.first) best = {end - start + 1, start + 1};
                break;
            }
        }
    }
    return best;
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
