#include <bits/stdc++.h>
using namespace std;

// document: the save file's JSON text (its lines joined with "\n").
// patches: one JSON Patch per string (a JSON array of operation objects), in journal order.
// queries: one JSON string per string, each holding a JSON Pointer.
// Returns the output lines: the number of rejected patches, one "patch op" line per rejected patch, then one line
// per query (the canonical JSON of the value there, or "missing").
vector<string> sync(const string& document, const vector<string>& patches, const vector<string>& queries) {
    // Write your solution here
    vector<string> out{"0"};
    for (size_t i = 0; i < queries.size(); i++) out.push_back("missing");
    return out;
}

int main() {
    ios::sync_with_stdio(false);
    string all((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    vector<string> lines;
    size_t start = 0;
    while (start <= all.size()) {
        size_t end = all.find('\n', start);
        if (end == string::npos) end = all.size();
        lines.push_back(all.substr(start, end - start));
        start = end + 1;
    }
    long long n, m, q;
    {
        istringstream head(lines[0]);
        head >> n >> m >> q;
    }
    string document;
    for (long long i = 1; i <= n; i++) {
        if (i > 1) document += '\n';
        document += lines[i];
    }
    vector<string> patches(lines.begin() + 1 + n, lines.begin() + 1 + n + m);
    vector<string> queries(lines.begin() + 1 + n + m, lines.begin() + 1 + n + m + q);
    string out;
    for (auto& line : sync(document, patches, queries)) {
        out += line;
        out += '\n';
    }
    cout << out;
}
