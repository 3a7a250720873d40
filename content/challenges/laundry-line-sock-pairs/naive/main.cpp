#include <bits/stdc++.h>
using namespace std;

// Every start, extended one sock at a time with a count per colour: O(n^2).
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> c(n);
    for (auto& x : c) scanf("%lld", &x);
    long long tidy = 0;
    for (int l = 0; l < n; l++) {
        unordered_map<long long, int> counts;
        int odd = 0;
        for (int r = l; r < n; r++) {
            int count = ++counts[c[r]];
            odd += count % 2 == 1 ? 1 : -1;
            if (odd == 0) tidy++;
        }
    }
    printf("%lld\n", tidy);
    return 0;
}
