#include <bits/stdc++.h>
using namespace std;

// Returns {i, j}: 0-based positions of the first scan and of the first repeated scan, or {-1, -1}.
pair<int, int> firstAlarm(const vector<string>& scans) {
    // Write your solution here
    return {-1, -1};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<string> scans(n);
    for (auto& code : scans) cin >> code;
    auto [i, j] = firstAlarm(scans);
    if (j == -1) cout << "NONE\n";
    else cout << scans[j] << ' ' << i + 1 << ' ' << j + 1 << '\n';
    return 0;
}
