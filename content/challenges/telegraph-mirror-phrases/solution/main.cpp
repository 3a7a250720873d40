#include <bits/stdc++.h>
using namespace std;

// Returns {number of palindromic substrings, length of the longest}.
pair<long long, int> mirrorPhrases(const string& s) {
    // Manacher: odd[i] / even[i] = number of palindromes centred at i (odd length) or just left of i (even);
    // [left, right] is the palindrome found so far that reaches furthest right.
    int n = s.size();
    long long count = 0;
    int longest = 0;
    vector<int> odd(n), even(n);
    for (int i = 0, left = 0, right = -1; i < n; i++) {
        int k = i > right ? 1 : min(odd[left + right - i], right - i + 1);
        while (i - k >= 0 && i + k < n && s[i - k] == s[i + k]) k++;
        odd[i] = k;
        count += k;
        longest = max(longest, 2 * k - 1);
        if (i + k - 1 > right) {
            left = i - k + 1;
            right = i + k - 1;
        }
    }
    for (int i = 0, left = 0, right = -1; i < n; i++) {
        int k = i > right ? 0 : min(even[left + right - i + 1], right - i + 1);
        while (i - k - 1 >= 0 && i + k < n && s[i - k - 1] == s[i + k]) k++;
        even[i] = k;
        count += k;
        longest = max(longest, 2 * k);
        if (i + k - 1 > right) {
            left = i - k;
            right = i + k - 1;
        }
    }
    return {count, longest};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s;
    cin >> s;
    auto [count, longest] = mirrorPhrases(s);
    cout << count << ' ' << longest << '\n';
    return 0;
}
