#include <bits/stdc++.h>
using namespace std;

// Returns {number of calm stretches, length of the longest one}.
pair<long long, int> calmStretches(const vector<long long>& readings, long long spread) {
    // Sliding window [left, right]; the deques hold indices whose readings decrease (high) or increase (low),
    // so the window's maximum and minimum sit at their heads.
    deque<int> high, low;
    int left = 0, longest = 0;
    long long count = 0;
    for (int right = 0; right < (int)readings.size(); right++) {
        long long t = readings[right];
        while (!high.empty() && readings[high.back()] <= t) high.pop_back();
        high.push_back(right);
        while (!low.empty() && readings[low.back()] >= t) low.pop_back();
        low.push_back(right);
        while (readings[high.front()] - readings[low.front()] > spread) {
            left++;
            if (high.front() < left) high.pop_front();
            if (low.front() < left) low.pop_front();
        }
        count += right - left + 1;
        longest = max(longest, right - left + 1);
    }
    return {count, longest};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long spread;
    cin >> n >> spread;
    vector<long long> readings(n);
    for (auto& t : readings) cin >> t;
    auto [count, longest] = calmStretches(readings, spread);
    cout << count << ' ' << longest << '\n';
    return 0;
}
