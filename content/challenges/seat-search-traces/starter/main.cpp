#include <cstdio>
#include <string>
#include <vector>
using namespace std;

// K, W and m from the first line; lines: the log lines (without their '\n'), in order.
// Returns the whole report as one string.
string analyse(long long K, long long W, long long minSamples, const vector<string>& lines) {
    // Write your solution here
    return "complete 0 broken 0 ignored 0 duplicate 0\n";
}

int main() {
    string data;
    char buf[1 << 16];
    size_t got;
    while ((got = fread(buf, 1, sizeof buf, stdin)) > 0) data.append(buf, got);
    vector<string> lines;
    size_t pos = 0;
    while (pos < data.size()) {
        size_t nl = data.find('\n', pos);
        if (nl == string::npos) nl = data.size();
        lines.push_back(data.substr(pos, nl - pos));
        pos = nl + 1;
    }
    long long K = 0, W = 0, m = 1;
    if (!lines.empty()) {
        sscanf(lines[0].c_str(), "%lld %lld %lld", &K, &W, &m);
        lines.erase(lines.begin());
    }
    string out = analyse(K, W, m, lines);
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
