#include <bits/stdc++.h>
using namespace std;

// Returns {number of positions where the crib fits, first such position counted from 1, or -1}.
pair<long long, int> findCribs(const string& cipher, const string& crib) {
    // Write your solution here
    return {0, -1};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string cipher, crib;
    cin >> cipher >> crib;
    auto [count, first] = findCribs(cipher, crib);
    cout << count << ' ' << first << '\n';
    return 0;
}
