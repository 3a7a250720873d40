#include <bits/stdc++.h>
using namespace std;

// Number of pairs i < j with weights[i] + weights[j] <= capacity.
long long countPairs(vector<long long> weights, long long capacity) {
    sort(weights.begin(), weights.end());
    long long count = 0;
    int lo = 0, hi = (int)weights.size() - 1;
    while (lo < hi) {
        if (weights[lo] + weights[hi] <= capacity) {
            count += hi - lo;  // lo pairs with every crate in lo+1 .. hi
            lo++;
        } else {
            hi--;
        }
    }
    return count;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long capacity;
    cin >> n >> capacity;
    vector<long long> weights(n);
    for (auto& w : weights) cin >> w;
    cout << countPairs(weights, capacity) << '\n';
    return 0;
}
