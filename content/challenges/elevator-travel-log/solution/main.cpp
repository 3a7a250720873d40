#include <bits/stdc++.h>
using namespace std;

pair<long long, long long> travel(const vector<long long>& floors) {
    long long distance = 0, turns = 0;
    int last = 0;  // direction of the previous real move: 1 up, -1 down, 0 none yet
    for (size_t i = 1; i < floors.size(); i++) {
        long long step = floors[i] - floors[i - 1];
        if (step == 0) continue;
        distance += step > 0 ? step : -step;
        int dir = step > 0 ? 1 : -1;
        if (last != 0 && dir != last) turns++;
        last = dir;
    }
    return {distance, turns};
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
