#include <bits/stdc++.h>
using namespace std;

// Number of pairs i < j with weights[i] + weights[j] <= capacity.
long long countPairs(vector<long long> weights, long long capacity) {
    // Write your solution here
    return 0;
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
