#include <bits/stdc++.h>
using namespace std;

// Compare from every position: O(n^2) when echoes are long.
int main() {
    string s;
    cin >> s;
    long long total = 0;
    int longest = 0, n = s.size();
    for (int i = 1; i < n; i++) {
        int k = 0;
        while (i + k < n && s[k] == s[i + k]) k++;
        total += k;
        longest = max(longest, k);
    }
    cout << total << ' ' << longest << '\n';
    return 0;
}
