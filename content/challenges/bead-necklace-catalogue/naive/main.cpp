#include <bits/stdc++.h>
using namespace std;

bool isRotation(const string& a, const string& b) {
    if (a.size() != b.size()) return false;
    size_t n = a.size();
    for (size_t shift = 0; shift < n; shift++) {
        size_t k = 0;
        while (k < n && a[(shift + k) % n] == b[k]) k++;
        if (k == n) return true;
    }
    return false;
}

// Compare every entry with one entry of every design found so far: O(n * designs * L^2).
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<string> designs;
    vector<int> counts;
    for (int i = 0; i < n; i++) {
        string s;
        cin >> s;
        int found = -1;
        for (size_t d = 0; d < designs.size() && found == -1; d++)
            if (isRotation(designs[d], s)) found = d;
        if (found == -1) {
            designs.push_back(s);
            counts.push_back(1);
        } else {
            counts[found]++;
        }
    }
    cout << designs.size() << ' ' << *max_element(counts.begin(), counts.end()) << '\n';
    return 0;
}
