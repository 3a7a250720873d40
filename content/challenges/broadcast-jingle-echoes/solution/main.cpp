#include <bits/stdc++.h>
using namespace std;

// Returns {sum of the echoes at positions 2..n, longest echo}.
pair<long long, int> echoes(const string& s) {
    // Z-algorithm: [left, right) is the rightmost window known to repeat the opening.
    int n = s.size();
    vector<int> z(n, 0);
    long long total = 0;
    int longest = 0, left = 0, right = 0;
    for (int i = 1; i < n; i++) {
        int k = i < right ? min(right - i, z[i - left]) : 0;
        while (i + k < n && s[k] == s[i + k]) k++;
        z[i] = k;
        if (i + k > right) {
            left = i;
            right = i + k;
        }
        total += k;
        longest = max(longest, k);
    }
    return {total, longest};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s;
    cin >> s;
    auto [total, longest] = echoes(s);
    cout << total << ' ' << longest << '\n';
    return 0;
}
