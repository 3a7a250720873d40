#include <bits/stdc++.h>
using namespace std;

// Returns {number of hubs, total uplink distance of the other masts}.
pair<long long, long long> uplinkSummary(const vector<int>& heights) {
    // Write your solution here
    return {0, 0};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> heights(n);
    for (int& h : heights) cin >> h;
    auto [hubs, total] = uplinkSummary(heights);
    cout << hubs << " " << total << "\n";
    return 0;
}
