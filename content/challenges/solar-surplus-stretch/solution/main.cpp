#include <bits/stdc++.h>
using namespace std;

// Returns {length, first day (1-based)} of the shortest run of consecutive days whose total is at least
// target, the earliest one on ties, or {-1, -1} if there is none.
pair<int, int> shortestStretch(long long target, const vector<long long>& net) {
    int n = (int)net.size();
    vector<long long> prefix(n + 1, 0);
    for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + net[i];
    int bestLength = n + 1, bestStart = -1;
    deque<int> starts;  // candidate starts (prefix indices) with strictly increasing prefix sums
    for (int end = 0; end <= n; end++) {
        while (!starts.empty() && prefix[end] - prefix[starts.front()] >= target) {
            int start = starts.front();
            starts.pop_front();
            if (end - start < bestLength) {
                bestLength = end - start;
                bestStart = start;
            }
        }
        while (!starts.empty() && prefix[starts.back()] >= prefix[end]) starts.pop_back();
        starts.push_back(end);
    }
    if (bestStart < 0) return {-1, -1};
    return {bestLength, bestStart + 1};
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
