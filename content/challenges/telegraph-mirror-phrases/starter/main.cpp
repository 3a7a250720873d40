#include <bits/stdc++.h>
using namespace std;

// Returns {number of palindromic substrings, length of the longest}.
pair<long long, int> mirrorPhrases(const string& s) {
    // Write your solution here
    return {0, 0};
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
