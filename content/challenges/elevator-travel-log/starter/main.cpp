#include <bits/stdc++.h>
using namespace std;

// Returns the distance travelled and the number of turns.
pair<long long, long long> travel(const vector<long long>& floors) {
    // Write your solution here
    return {0, 0};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> floors(n);
    for (auto& f : floors) cin >> f;
    auto [distance, turns] = travel(floors);
    cout << distance << ' ' << turns << '\n';
    return 0;
}
