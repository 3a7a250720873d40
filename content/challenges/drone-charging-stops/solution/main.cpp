#include <bits/stdc++.h>
using namespace std;

// Station i sells energy at prices[i] per unit and lies gaps[i] km before the next stop
// (the next station, or the destination after the last station). Returns -1 if unreachable.
long long minChargingCost(long long capacity, const vector<long long>& gaps, const vector<long long>& prices) {
    // The battery as lots of energy still on board, priced as bought; prices rise from front to back.
    // Energy is only paid for when it is used, so a lot can be "returned" if a cheaper station comes up.
    deque<pair<long long, long long>> lots;  // {price, units}
    long long charge = 0, cost = 0;
    for (size_t i = 0; i < gaps.size(); i++) {
        while (!lots.empty() && lots.back().first > prices[i]) {
            charge -= lots.back().second;
            lots.pop_back();
        }
        if (charge < capacity) {
            lots.push_back({prices[i], capacity - charge});
            charge = capacity;
        }
        if (gaps[i] > charge) return -1;
        charge -= gaps[i];
        long long need = gaps[i];
        while (need > 0) {
            long long used = min(need, lots.front().second);
            cost += used * lots.front().first;
            lots.front().second -= used;
            need -= used;
            if (lots.front().second == 0) lots.pop_front();
        }
    }
    return cost;
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
