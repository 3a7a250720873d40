#include <bits/stdc++.h>
using namespace std;

// Every start, extended until the van is full: O(n * run length).
int main() {
    int n;
    long long low, high;
    if (scanf("%d %lld %lld", &n, &low, &high) != 3) return 0;
    vector<long long> w(n);
    for (auto& x : w) scanf("%lld", &x);
    long long count = 0;
    for (int l = 0; l < n; l++) {
        long long sum = 0;
        for (int r = l; r < n; r++) {
            sum += w[r];
            if (sum > high) break;
            if (sum >= low) count++;
        }
    }
    printf("%lld\n", count);
    return 0;
}
