#include <bits/stdc++.h>
using namespace std;

// Returns {number of hubs, total uplink distance of the other masts}.
pair<long long, long long> uplinkSummary(const vector<int>& heights) {
    int n = (int)heights.size();
    vector<int> previousTaller(n, -1);  // nearest strictly taller mast on the left
    vector<int> stack;                  // indices whose heights strictly decrease from bottom to top
    for (int i = 0; i < n; i++) {
        while (!stack.empty() && heights[stack.back()] <= heights[i]) stack.pop_back();
        if (!stack.empty()) previousTaller[i] = stack.back();
        stack.push_back(i);
    }
    long long hubs = 0, total = 0;
    stack.clear();
    for (int i = n - 1; i >= 0; i--) {
        while (!stack.empty() && heights[stack.back()] <= heights[i]) stack.pop_back();
        long long best = stack.empty() ? -1 : stack.back() - i;
        if (previousTaller[i] >= 0 && (best < 0 || i - previousTaller[i] < best)) best = i - previousTaller[i];
        if (best < 0) hubs++;
        else total += best;
        stack.push_back(i);
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
