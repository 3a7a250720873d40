#include <bits/stdc++.h>
using namespace std;

long long countAtMost(const vector<long long>& weights, long long limit);

// Number of pairs (l, r) whose run weighs between low and high, inclusive.
long long countGoodLoads(const vector<long long>& weights, long long low, long long high) {
    return countAtMost(weights, high) - countAtMost(weights, low - 1);
}

// Number of runs weighing at most limit (limit >= 0); weights are non-negative, so a window slides.
long long countAtMost(const vector<long long>& weights, long long limit) {
    long long count = 0, sum = 0;
    size_t left = 0;
    for (size_t right = 0; right < weights.size(); right++) {
        sum += weights[right];
        while (sum > limit) sum -= weights[left++];
        count += right - left + 1;
    }
    return count;
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
