#include <bits/stdc++.h>
using namespace std;

// splitmix64: a 64-bit tag that looks random for each colour code.
uint64_t mix64(uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

// Number of runs in which every colour code appears an even number of times.
long long countTidyRuns(const vector<long long>& codes) {
    // Give every colour a random-looking 64-bit tag; a run is tidy exactly when the XOR of its tags is 0
    // (up to a negligible chance of collision), that is when two prefix XORs are equal.
    unordered_map<uint64_t, int> seen;
    seen.reserve(codes.size() * 2 + 1);
    seen[0] = 1;
    uint64_t prefix = 0;
    long long tidy = 0;
    for (long long code : codes) {
        prefix ^= mix64(code);
        tidy += seen[prefix]++;
    }
    return tidy;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> codes(n);
    for (auto& c : codes) cin >> c;
    cout << countTidyRuns(codes) << '\n';
    return 0;
}
