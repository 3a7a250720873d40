#include <bits/stdc++.h>
using namespace std;

// Returns {sum of the echoes at positions 2..n, longest echo}.
pair<long long, int> echoes(const string& s) {
    // Write your solution here
    return {0, 0};
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
