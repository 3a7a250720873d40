#include <bits/stdc++.h>
using namespace std;

// Station i sells energy at prices[i] per unit and lies gaps[i] km before the next stop
// (the next station, or the destination after the last station). Returns -1 if unreachable.
long long minChargingCost(long long capacity, const vector<long long>& gaps, const vector<long long>& prices) {
    // Write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long capacity;
    cin >> n >> capacity;
    vector<long long> gaps(n), prices(n);
    for (auto& g : gaps) cin >> g;
    for (auto& p : prices) cin >> p;
    cout << minChargingCost(capacity, gaps, prices) << "\n";
    return 0;
}
