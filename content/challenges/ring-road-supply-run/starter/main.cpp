#include <bits/stdc++.h>
using namespace std;

// Smallest number of consecutive depots on the ring holding at least target crates, or -1.
int shortestRun(const vector<long long>& supplies, long long target) {
    int n = supplies.size();
    int best = n;  // no run is longer than the ring
    long long sum = 0;
    int left = 0;
    // Read the ring twice in a row so that runs passing depot n are ordinary windows.
    for (int right = 0; right < 2 * n; right++) {
        sum += supplies[right % n];
        while (sum - supplies[left % n] >= target) {
            sum -= supplies[left % n];
            left++;
        }
        if (sum >= target) best = min(best, right - left + 1);
    }
    return best == n ? -1 : best;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long target;
    cin >> n >> target;
    vector<long long> supplies(n);
    for (auto& s : supplies) cin >> s;
    cout << shortestRun(supplies, target) << '\n';
    return 0;
}
