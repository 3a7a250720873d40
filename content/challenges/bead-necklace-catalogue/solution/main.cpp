#include <bits/stdc++.h>
using namespace std;

// The smallest rotation: the same string for every way of writing one design.
string canonical(const string& necklace) {
    string doubled = necklace + necklace;
    size_t length = necklace.size(), best = 0;
    for (size_t k = 1; k < length; k++) {
        if (doubled.compare(k, length, doubled, best, length) < 0) best = k;
    }
    return doubled.substr(best, length);
}

// Returns {number of different designs, entries of the most common design}.
pair<int, int> catalogue(const vector<string>& necklaces) {
    unordered_map<string, int> counts;
    counts.reserve(necklaces.size() * 2);
    int largest = 0;
    for (const string& necklace : necklaces) largest = max(largest, ++counts[canonical(necklace)]);
    return {(int)counts.size(), largest};
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
