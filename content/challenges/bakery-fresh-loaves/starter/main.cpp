#include <bits/stdc++.h>
using namespace std;

// baked[i] loaves come out of the oven on day i; customers[i] people want one loaf each that day.
// A loaf baked on day i can be sold on days i .. i + shelfLife - 1.
long long maxLoavesSold(int shelfLife, const vector<long long>& baked, const vector<long long>& customers) {
    // Write your solution here
    return 0;
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
