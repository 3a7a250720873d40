#include <bits/stdc++.h>
using namespace std;

// Returns {number of calm stretches, length of the longest one}.
pair<long long, int> calmStretches(const vector<long long>& readings, long long spread) {
    // Write your solution here
    return {0, 0};
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
