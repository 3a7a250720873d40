#include <bits/stdc++.h>
using namespace std;

// Try every start and extend clockwise until the target is reached: O(n^2).
int main() {
    int n;
    long long target;
    if (scanf("%d %lld", &n, &target) != 2) return 0;
    vector<long long> s(n);
    for (auto& x : s) scanf("%lld", &x);
    int best = -1;
    for (int start = 0; start < n; start++) {
        long long sum = 0;
        for (int len = 1; len <= n; len++) {
            sum += s[(start + len - 1) % n];
            if (sum >= target) {
                if (best == -1 || len < best) best = len;
                break;
            }
        }
    }
    printf("%d\n", best);
    return 0;
}
