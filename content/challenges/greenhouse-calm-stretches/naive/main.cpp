#include <bits/stdc++.h>
using namespace std;

// Every start, extended while the stretch stays calm: O(n * stretch length).
int main() {
    int n;
    long long spread;
    if (scanf("%d %lld", &n, &spread) != 2) return 0;
    vector<long long> t(n);
    for (auto& x : t) scanf("%lld", &x);
    long long count = 0;
    int longest = 0;
    for (int l = 0; l < n; l++) {
        long long hi = t[l], lo = t[l];
        int r = l;
        while (r < n) {
            hi = max(hi, t[r]);
            lo = min(lo, t[r]);
            if (hi - lo > spread) break;
            r++;
        }
        count += r - l;
        longest = max(longest, r - l);
    }
    printf("%lld %d\n", count, longest);
    return 0;
}
