#include <bits/stdc++.h>
using namespace std;

// Returns {number of different designs, entries of the most common design}.
pair<int, int> catalogue(const vector<string>& necklaces) {
    // Write your solution here
    return {0, 0};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<string> necklaces(n);
    for (auto& s : necklaces) cin >> s;
    auto [designs, largest] = catalogue(necklaces);
    cout << designs << ' ' << largest << '\n';
    return 0;
}
