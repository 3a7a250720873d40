#include <bits/stdc++.h>
using namespace std;

// Quadratic: for each mast, walk left and right until a taller mast appears.
pair<long long, long long> uplinkSummary(const vector<int>& heights) {
    int n = (int)heights.size();
    long long hubs = 0, total = 0;
    for (int i = 0; i < n; i++) {
        long long best = -1;
        int j = i - 1;
        while (j >= 0 && heights[j] <= heights[i]) j--;
        if (j >= 0) best = i - j;
        j = i + 1;
        while (j < n && heights[j] <= heights[i]) j++;
        if (j < n && (best < 0 || j - i < best)) best = j - i;
        if (best < 0) hubs++;
        else total += best;
    }
    return {hubs, total};
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
