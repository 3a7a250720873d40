#include <bits/stdc++.h>
using namespace std;

// baked[i] loaves come out of the oven on day i; customers[i] people want one loaf each that day.
// A loaf baked on day i can be sold on days i .. i + shelfLife - 1.
long long maxLoavesSold(int shelfLife, const vector<long long>& baked, const vector<long long>& customers) {
    int n = (int)baked.size();
    deque<pair<int, long long>> stock;  // {day baked, loaves left}, oldest first
    long long sold = 0;
    for (int day = 0; day < n; day++) {
        while (!stock.empty() && stock.front().first <= day - shelfLife) stock.pop_front();
        if (baked[day] > 0) stock.push_back({day, baked[day]});
        long long wanted = customers[day];
        // Sell the loaves closest to expiring first.
        while (wanted > 0 && !stock.empty()) {
            long long take = min(wanted, stock.front().second);
            stock.front().second -= take;
            wanted -= take;
            sold += take;
            if (stock.front().second == 0) stock.pop_front();
        }
    }
    return sold;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, shelfLife;
    cin >> n >> shelfLife;
    vector<long long> baked(n), customers(n);
    for (int i = 0; i < n; i++) cin >> baked[i] >> customers[i];
    cout << maxLoavesSold(shelfLife, baked, customers) << "\n";
    return 0;
}
