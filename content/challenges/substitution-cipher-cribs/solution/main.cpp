#include <bits/stdc++.h>
using namespace std;

vector<int> backDistances(const string& text) {
    vector<int> last(26, -1), distances(text.size(), 0);
    for (int i = 0; i < (int)text.size(); i++) {
        int letter = text[i] - 'a';
        if (last[letter] != -1) distances[i] = i - last[letter];
        last[letter] = i;
    }
    return distances;
}

// Returns {number of positions where the crib fits, first such position counted from 1, or -1}.
pair<long long, int> findCribs(const string& cipher, const string& crib) {
    // Describe each letter by the distance back to the previous equal letter (0: none). A window matches the
    // crib exactly when these distances agree, a distance that reaches before the window counting as 0.
    // That comparison survives shifting, so Knuth-Morris-Pratt works on the distances.
    int m = crib.size(), n = cipher.size();
    vector<int> want = backDistances(crib), have = backDistances(cipher);
    auto clip = [](int distance, int k) { return distance <= k ? distance : 0; };
    vector<int> fail(m, 0);
    for (int i = 1, k = 0; i < m; i++) {
        while (k > 0 && clip(want[i], k) != want[k]) k = fail[k - 1];
        if (clip(want[i], k) == want[k]) k++;
        fail[i] = k;
    }
    long long count = 0;
    int first = -1;
    for (int i = 0, k = 0; i < n; i++) {
        while (k > 0 && clip(have[i], k) != want[k]) k = fail[k - 1];
        if (clip(have[i], k) == want[k]) k++;
        if (k == m) {
            count++;
            if (first == -1) first = i - m + 2;
            k = fail[k - 1];
        }
    }
    return {count, first};
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
