#include <bits/stdc++.h>
using namespace std;

// Number of runs in which every colour code appears an even number of times.
long long countTidyRuns(const vector<long long>& codes) {
    // Write your solution here
    return 0;
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
