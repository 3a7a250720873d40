#include <bits/stdc++.h>
using namespace std;

// Expand around each of the 2n - 1 centres: O(n + number of palindromes), quadratic on repetitive tapes.
int main() {
    string s;
    cin >> s;
    int n = s.size();
    long long count = 0;
    int longest = 0;
    for (int centre = 0; centre < 2 * n - 1; centre++) {
        int l = centre / 2, r = l + centre % 2;
        while (l >= 0 && r < n && s[l] == s[r]) {
            count++;
            longest = max(longest, r - l + 1);
            l--;
            r++;
        }
    }
    cout << count << ' ' << longest << '\n';
    return 0;
}
