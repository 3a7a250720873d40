#include <bits/stdc++.h>
using namespace std;

struct Stats {
    long long busy;
    long long periods;
    long long longestGap;
};

// Each job is the half-open time range [first, second).
Stats busyStats(vector<pair<long long, long long>> jobs) {
    sort(jobs.begin(), jobs.end());
    Stats stats{0, 0, 0};
    long long curStart = jobs[0].first, curEnd = jobs[0].second;
    for (size_t i = 1; i < jobs.size(); i++) {
        auto [start, end] = jobs[i];
        if (start <= curEnd) {
            curEnd = max(curEnd, end);
        } else {
            stats.busy += curEnd - curStart;
            stats.periods++;
            stats.longestGap = max(stats.longestGap, start - curEnd);
            curStart = start;
            curEnd = end;
        }
    }
    stats.busy += curEnd - curStart;
    stats.periods++;
    return stats;
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
