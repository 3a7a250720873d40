#include <bits/stdc++.h>
using namespace std;

// baked[i] loaves come out of the oven on day i; customers[i] people want one loaf each that day.
// A loaf baked on day i can be sold on days i .. i + shelfLife - 1.
long long maxLoavesSold(int shelfLife, const vector<long long>& baked, const vector<long long>& customers) {
    int n = (int)baked.size();
    vector<long long> left = baked;  // loaves of each day's batch not sold yet
    long long sold = 0;
    for (int day = 0; day < n; day++) {
        long long wanted = customers[day];
        // Scan every batch that is still fresh today, oldest first.
        for (int batchDay = max(0, day - shelfLife + 1); batchDay <= day && wanted > 0; batchDay++) {
            long long take = min(wanted, left[batchDay]);
            left[batchDay] -= take;
            wanted -= take;
            sold += take;
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
