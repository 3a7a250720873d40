#include <algorithm>
#include <cstdio>
#include <iostream>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>
using namespace std;

struct Span {
    string_view trace, service;
    long long spanId, parent;  // parent 0: the root
    bool failed;
    long long end, dur;
};

static long long daysFromCivil(long long y, long long m, long long d) {
    y -= m <= 2;
    long long era = (y >= 0 ? y : y - 399) / 400;
    long long yoe = y - era * 400;
    long long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    long long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

static long long floorDiv(long long a, long long b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }

static string formatUtc(long long ms) {
    long long days = floorDiv(ms, 86400000LL);
    long long rem = ms - days * 86400000LL;
    long long z = days + 719468;
    long long era = floorDiv(z, 146097);
    long long doe = z - era * 146097;
    long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long long y = yoe + era * 400;
    long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    long long mp = (5 * doy + 2) / 153;
    long long d = doy - (153 * mp + 2) / 5 + 1;
    long long m = mp < 10 ? mp + 3 : mp - 9;
    if (m <= 2) y++;
    char buf[96];
    snprintf(buf, sizeof buf, "%04lld-%02lld-%02lldT%02lld:%02lld:%02lld.%03lldZ", y, m, d, rem / 3600000, rem / 60000 % 60,
             rem / 1000 % 60, rem % 1000);
    return buf;
}

static bool isDigit(char c) { return c >= '0' && c <= '9'; }

static long long num(string_view s, size_t at, size_t len) {
    long long v = 0;
    for (size_t i = at; i < at + len; i++) v = v * 10 + (s[i] - '0');
    return v;
}

// A span id: 1 to 6 digits, no leading zero.
static bool spanIdOf(string_view f, long long& out) {
    if (f.empty() || f.size() > 6 || f[0] == '0') return false;
    for (char c : f)
        if (!isDigit(c)) return false;
    out = num(f, 0, f.size());
    return true;
}

static bool parseTimestamp(string_view t, long long& out) {
    if (t.size() != 24 && t.size() != 29) return false;
    static const char* shape = "dddd-dd-ddTdd:dd:dd.ddd";
    for (int i = 0; i < 23; i++) {
        if (shape[i] == 'd' ? !isDigit(t[i]) : t[i] != shape[i]) return false;
    }
    long long offset = 0;
    if (t.size() == 24) {
        if (t[23] != 'Z') return false;
    } else {
        if ((t[23] != '+' && t[23] != '-') || !isDigit(t[24]) || !isDigit(t[25]) || t[26] != ':' || !isDigit(t[27]) ||
            !isDigit(t[28]))
            return false;
        long long oh = num(t, 24, 2), om = num(t, 27, 2);
        if (oh > 23 || om > 59) return false;
        offset = (oh * 60 + om) * 60000;
        if (t[23] == '-') offset = -offset;
    }
    long long y = num(t, 0, 4), mo = num(t, 5, 2), d = num(t, 8, 2);
    long long h = num(t, 11, 2), mi = num(t, 14, 2), s = num(t, 17, 2), frac = num(t, 20, 3);
    if (y < 1 || mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return false;
    static const int monthDays[13] = {0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    long long dim = monthDays[mo];
    if (mo == 2 && y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)) dim = 29;
    if (d > dim) return false;
    out = (((daysFromCivil(y, mo, d) * 24 + h) * 60 + mi) * 60 + s) * 1000 + frac - offset;
    return true;
}

static bool parseSpan(string_view line, Span& sp) {
    string_view f[7];
    size_t pos = 0;
    for (int i = 0; i < 7; i++) {
        size_t sp2 = line.find(' ', pos);
        if (i == 6) {
            if (sp2 != string_view::npos) return false;
            f[i] = line.substr(pos);
        } else {
            if (sp2 == string_view::npos) return false;
            f[i] = line.substr(pos, sp2 - pos);
            pos = sp2 + 1;
        }
        if (f[i].empty()) return false;
    }
    if (!parseTimestamp(f[0], sp.end)) return false;
    if (f[1] == "ERROR") sp.failed = true;
    else if (f[1] == "INFO" || f[1] == "WARN") sp.failed = false;
    else return false;
    if (f[2].size() > 16) return false;
    for (char c : f[2])
        if (!((c >= 'a' && c <= 'z') || isDigit(c) || c == '-')) return false;
    if (f[3].size() > 32) return false;
    for (char c : f[3])
        if (!((c >= 'a' && c <= 'f') || isDigit(c))) return false;
    if (!spanIdOf(f[4], sp.spanId)) return false;
    if (f[5] == "-") sp.parent = 0;
    else if (!spanIdOf(f[5], sp.parent)) return false;
    string_view d = f[6];
    if (d.size() < 3 || d.size() > 9 || d.substr(d.size() - 2) != "ms") return false;
    d = d.substr(0, d.size() - 2);
    for (char c : d)
        if (!isDigit(c)) return false;
    if (d.size() > 1 && d[0] == '0') return false;
    sp.dur = num(d, 0, d.size());
    sp.trace = f[3];
    sp.service = f[2];
    return true;
}

static string analyse(long long K, long long W, long long minSamples, const vector<string_view>& lines) {
    long long ignored = 0, duplicates = 0;
    vector<Span> spans;
    spans.reserve(lines.size());
    unordered_set<string_view> seen;
    seen.reserve(lines.size() * 2 + 1);
    unordered_map<string_view, int> traceIndex;
    vector<vector<int>> traces;
    for (string_view line : lines) {
        Span sp;
        if (!parseSpan(line, sp)) {
            ignored++;
            continue;
        }
        if (!seen.insert(line).second) {
            duplicates++;
            continue;
        }
        auto it = traceIndex.find(sp.trace);
        int t;
        if (it == traceIndex.end()) {
            t = (int)traces.size();
            traceIndex.emplace(sp.trace, t);
            traces.emplace_back();
        } else {
            t = it->second;
        }
        traces[t].push_back((int)spans.size());
        spans.push_back(sp);
    }

    struct Done {
        long long latency, start;
        string_view trace;
        int root;
    };
    vector<Done> complete;
    vector<int> bestChild(spans.size(), -1);
    long long broken = 0;
    unordered_map<string_view, int> serviceIndex;
    vector<string_view> serviceNames;
    vector<vector<pair<long long, long long>>> calls, good;

    vector<pair<long long, int>> byId;
    vector<int> parentOf, childStart, childList, stack;
    for (auto& members : traces) {
        int n = (int)members.size();
        byId.clear();
        for (int i = 0; i < n; i++) byId.push_back({spans[members[i]].spanId, i});
        sort(byId.begin(), byId.end());
        bool ok = true;
        int root = -1;
        for (int i = 0; i < n && ok; i++) {
            if (i > 0 && byId[i].first == byId[i - 1].first) ok = false;
            if (spans[members[i]].parent == 0) {
                if (root >= 0) ok = false;
                root = i;
            }
        }
        if (!ok || root < 0) {
            broken++;
            continue;
        }
        parentOf.assign(n, -1);
        for (int i = 0; i < n && ok; i++) {
            long long p = spans[members[i]].parent;
            if (p == 0) continue;
            auto it = lower_bound(byId.begin(), byId.end(), make_pair(p, -1));
            if (it == byId.end() || it->first != p) ok = false;
            else parentOf[i] = it->second;
        }
        if (!ok) {
            broken++;
            continue;
        }
        childStart.assign(n + 1, 0);
        for (int i = 0; i < n; i++)
            if (parentOf[i] >= 0) childStart[parentOf[i] + 1]++;
        for (int i = 0; i < n; i++) childStart[i + 1] += childStart[i];
        childList.assign(n, 0);
        {
            vector<int> fill(childStart.begin(), childStart.end() - 1);
            for (int i = 0; i < n; i++)
                if (parentOf[i] >= 0) childList[fill[parentOf[i]]++] = i;
        }
        int reached = 0;
        stack.assign(1, root);
        while (!stack.empty()) {
            int v = stack.back();
            stack.pop_back();
            reached++;
            for (int j = childStart[v]; j < childStart[v + 1]; j++) stack.push_back(childList[j]);
        }
        if (reached != n) {
            broken++;
            continue;
        }
        for (int i = 0; i < n; i++) {
            int p = parentOf[i];
            if (p < 0) continue;
            int gi = members[i], gp = members[p];
            int b = bestChild[gp];
            if (b < 0 || spans[gi].end > spans[b].end || (spans[gi].end == spans[b].end && spans[gi].spanId < spans[b].spanId))
                bestChild[gp] = gi;
            auto sit = serviceIndex.find(spans[gi].service);
            int s;
            if (sit == serviceIndex.end()) {
                s = (int)serviceNames.size();
                serviceIndex.emplace(spans[gi].service, s);
                serviceNames.push_back(spans[gi].service);
                calls.emplace_back();
                good.emplace_back();
            } else {
                s = sit->second;
            }
            calls[s].push_back({spans[gi].end - spans[gi].dur, spans[gi].dur});
            if (!spans[gi].failed) good[s].push_back({spans[gi].end, spans[gi].dur});
        }
        const Span& r = spans[members[root]];
        complete.push_back({r.dur, r.end - r.dur, r.trace, members[root]});
    }

    string out = "complete " + to_string(complete.size()) + " broken " + to_string(broken) + " ignored " + to_string(ignored) +
                 " duplicate " + to_string(duplicates) + "\n";
    sort(complete.begin(), complete.end(), [](const Done& a, const Done& b) {
        if (a.latency != b.latency) return a.latency > b.latency;
        if (a.start != b.start) return a.start < b.start;
        return a.trace < b.trace;
    });
    for (size_t i = 0; i < complete.size() && (long long)i < K; i++) {
        const Done& c = complete[i];
        out += "slow ";
        out += c.trace;
        out += " " + to_string(c.latency) + " " + formatUtc(c.start) + " ";
        for (int v = c.root; v >= 0; v = bestChild[v]) {
            if (v != c.root) out += '>';
            out += spans[v].service;
        }
        out += '\n';
    }

    vector<tuple<long long, string_view, long long>> report;
    for (size_t s = 0; s < serviceNames.size(); s++) {
        auto& cs = calls[s];
        auto& gs = good[s];
        // Naive: collect and sort the reference set again for every call.
        long long hedged = 0;
        vector<long long> window;
        for (auto& c : cs) {
            window.clear();
            for (auto& g : gs)
                if (g.first >= c.first - W && g.first < c.first) window.push_back(g.second);
            long long n = (long long)window.size();
            if (n >= minSamples && n > 0) {
                sort(window.begin(), window.end());
                if (c.second > window[(95 * n + 99) / 100 - 1]) hedged++;
            }
        }
        report.emplace_back(-hedged, serviceNames[s], (long long)cs.size());
    }
    sort(report.begin(), report.end());
    for (auto& [negHedged, name, n] : report) {
        out += "hedge ";
        out += name;
        out += " " + to_string(n) + " " + to_string(-negHedged) + "\n";
    }
    return out;
}

int main() {
    ios::sync_with_stdio(false);
    string data;
    {
        char buf[1 << 16];
        size_t got;
        while ((got = fread(buf, 1, sizeof buf, stdin)) > 0) data.append(buf, got);
    }
    vector<string_view> lines;
    string_view all(data);
    size_t pos = 0;
    while (pos < all.size()) {
        size_t nl = all.find('\n', pos);
        if (nl == string_view::npos) nl = all.size();
        lines.push_back(all.substr(pos, nl - pos));
        pos = nl + 1;
    }
    long long K = 0, W = 0, m = 1;
    if (!lines.empty()) {
        string header(lines[0]);
        sscanf(header.c_str(), "%lld %lld %lld", &K, &W, &m);
        lines.erase(lines.begin());
    }
    string out = analyse(K, W, m, lines);
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
