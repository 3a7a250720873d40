#include <bits/stdc++.h>
using namespace std;

struct Stats {
    long long busy;
    long long periods;
    long long longestGap;
};

// Each job is the half-open time range [first, second).
Stats busyStats(vector<pair<long long, long long>> jobs) {
    // Write your solution here
    return {0, 0, 0};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<pair<long long, long long>> jobs(n);
    for (auto& job : jobs) cin >> job.first >> job.second;
    Stats stats = busyStats(jobs);
    cout << stats.busy << " " << stats.periods << " " << stats.longestGap << "\n";
    return 0;
}
