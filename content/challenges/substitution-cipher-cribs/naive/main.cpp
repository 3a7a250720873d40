#include <bits/stdc++.h>
using namespace std;

// Check every window letter by letter with two mappings: O(n * m).
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string cipher, crib;
    cin >> cipher >> crib;
    int n = cipher.size(), m = crib.size();
    long long count = 0;
    int first = -1;
    for (int s = 0; s + m <= n; s++) {
        int forward[26], backward[26];
        fill(forward, forward + 26, -1);
        fill(backward, backward + 26, -1);
        bool ok = true;
        for (int j = 0; j < m && ok; j++) {
            int a = crib[j] - 'a', b = cipher[s + j] - 'a';
            if (forward[a] == -1 && backward[b] == -1) {
                forward[a] = b;
                backward[b] = a;
            } else if (forward[a] != b || backward[b] != a) {
                ok = false;
            }
        }
        if (ok) {
            count++;
            if (first == -1) first = s + 1;
        }
    }
    cout << count << ' ' << first << '\n';
    return 0;
}
