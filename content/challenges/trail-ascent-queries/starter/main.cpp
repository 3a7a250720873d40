#include <bits/stdc++.h>
using namespace std;

// climbed[i] = total ascent from checkpoint 1 to checkpoint i (1-based; climbed[0] is unused).
vector<long long> buildClimbed(const vector<long long>& altitudes) {
    int n = altitudes.size();
    vector<long long> climbed(n + 1, 0);
    for (int i = 2; i <= n; i++) {
        long long gain = altitudes[i - 1] - altitudes[i - 2];
        climbed[i] = climbed[i - 1] + (gain > 0 ? gain : 0);
    }
    return climbed;
}

long long ascent(const vector<long long>& climbed, int l, int r) {
    return climbed[r] - climbed[l - 1];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> altitudes(n);
    for (auto& a : altitudes) cin >> a;
    vector<long long> climbed = buildClimbed(altitudes);
    int q;
    cin >> q;
    string out;
    for (int k = 0; k < q; k++) {
        int l, r;
        cin >> l >> r;
        out += to_string(ascent(climbed, l, r));
        out += '\n';
    }
    cout << out;
    return 0;
}
