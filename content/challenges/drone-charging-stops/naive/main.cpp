#include <bits/stdc++.h>
using namespace std;

// Station i sells energy at prices[i] per unit and lies gaps[i] km before the next stop
// (the next station, or the destination after the last station). Returns -1 if unreachable.
long long minChargingCost(long long capacity, const vector<long long>& gaps, const vector<long long>& prices) {
    // Station by station: look ahead for a cheaper station in range; buy just enough to reach it,
    // otherwise fill up and fly to the cheapest station in range. Quadratic when many stations are in range.
    int n = (int)gaps.size();
    vector<long long> position(n + 1, 0);
    for (int i = 0; i < n; i++) position[i + 1] = position[i] + gaps[i];
    long long destination = position[n];
    int i = 0;
    long long charge = 0, cost = 0;
    for (;;) {
        int cheaper = -1;
        for (int j = i + 1; j < n && position[j] - position[i] <= capacity; j++) {
            if (prices[j] < prices[i]) {
                cheaper = j;
                break;
            }
        }
        if (cheaper >= 0) {
            long long need = position[cheaper] - position[i];
            if (need > charge) {
                cost += (need - charge) * prices[i];
                charge = need;
            }
            charge -= need;
            i = cheaper;
            continue;
        }
        if (destination - position[i] <= capacity) {
            long long need = destination - position[i];
            if (need > charge) cost += (need - charge) * prices[i];
            return cost;
        }
        int best = -1;
        for (int j = i + 1; j < n && position[j] - position[i] <= capacity; j++)
            if (best < 0 || prices[j] < prices[best]) best = j;
        if (best < 0) return -1;
        cost += (capacity - charge) * prices[i];
        charge = capacity - (position[best] - position[i]);
        i = best;
    }
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
