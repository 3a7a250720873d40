#include <bits/stdc++.h>
using namespace std;

// Number of pairs (l, r) whose run weighs between low and high, inclusive.
long long countGoodLoads(const vector<long long>& weights, long long low, long long high) {
    // Write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long low, high;
    cin >> n >> low >> high;
    vector<long long> weights(n);
    for (auto& w : weights) cin >> w;
    cout << countGoodLoads(weights, low, high) << '\n';
    return 0;
}
