#include <bits/stdc++.h>
using namespace std;

// A JSON value. Strings (and keys) are stored with each 16-bit code unit written as UTF-8 would write that value
// (1 to 3 bytes, surrogates included, never combined): comparing such byte strings as unsigned bytes compares the
// code units, so std::map keeps the keys in the required order. Numbers keep their text.
struct Node {
    char type;  // 'o' object, 'a' array, 's' string, 'n' number, 't' true, 'f' false, 'z' null
    string s;
    vector<Node*> arr;
    map<string, Node*> obj;
    explicit Node(char t) : type(t) {}
};

static Node* const MISSING = nullptr;
static Node TRUE_NODE('t'), FALSE_NODE('f'), NULL_NODE('z');

static void putUnit(string& out, unsigned u) {
    if (u < 0x80) out += char(u);
    else if (u < 0x800) {
        out += char(0xC0 | (u >> 6));
        out += char(0x80 | (u & 0x3F));
    } else {
        out += char(0xE0 | (u >> 12));
        out += char(0x80 | ((u >> 6) & 0x3F));
        out += char(0x80 | (u & 0x3F));
    }
}

// ---- parsing: a hand-written scanner over one JSON text, iterative (explicit stack of open containers) ----

struct Parser {
    const string& s;
    size_t pos = 0;
    explicit Parser(const string& text) : s(text) {}

    void skip() {
        while (pos < s.size() && (s[pos] == ' ' || s[pos] == '\n' || s[pos] == '\r' || s[pos] == '\t')) pos++;
    }
    static unsigned hex(char c) {
        if (c <= '9') return c - '0';
        if (c <= 'F') return c - 'A' + 10;
        return c - 'a' + 10;
    }
    string readString() {
        string out;
        pos++;  // the opening quote
        while (true) {
            char c = s[pos];
            if (c == '"') {
                pos++;
                return out;
            }
            if (c != '\\') {
                size_t start = pos;
                while (s[pos] != '"' && s[pos] != '\\') pos++;
                out.append(s, start, pos - start);
                continue;
            }
            char e = s[pos + 1];
            pos += 2;
            switch (e) {
                case 'u':
                    putUnit(out, (hex(s[pos]) << 12) | (hex(s[pos + 1]) << 8) | (hex(s[pos + 2]) << 4) | hex(s[pos + 3]));
                    pos += 4;
                    break;
                case 'b': out += '\b'; break;
                case 'f': out += '\f'; break;
                case 'n': out += '\n'; break;
                case 'r': out += '\r'; break;
                case 't': out += '\t'; break;
                default: out += e;  // " \ /
            }
        }
    }
    Node* parse() {
        vector<Node*> stack;
        vector<string> keys;
        while (true) {
            skip();
            char c = s[pos];
            Node* v;
            if (c == '{') {
                pos++;
                skip();
                if (s[pos] == '}') {
                    pos++;
                    v = new Node('o');
                } else {
                    stack.push_back(new Node('o'));
                    keys.push_back(readString());
                    skip();
                    pos++;  // ':'
                    continue;
                }
            } else if (c == '[') {
                pos++;
                skip();
                if (s[pos] == ']') {
                    pos++;
                    v = new Node('a');
                } else {
                    stack.push_back(new Node('a'));
                    keys.emplace_back();
                    continue;
                }
            } else if (c == '"') {
                v = new Node('s');
                v->s = readString();
            } else if (c == 't') {
                v = &TRUE_NODE;
                pos += 4;
            } else if (c == 'f') {
                v = &FALSE_NODE;
                pos += 5;
            } else if (c == 'n') {
                v = &NULL_NODE;
                pos += 4;
            } else {
                size_t start = pos;
                while (pos < s.size() && (isdigit((unsigned char)s[pos]) || s[pos] == '-' || s[pos] == '+' || s[pos] == '.' || s[pos] == 'e' || s[pos] == 'E')) pos++;
                v = new Node('n');
                v->s = s.substr(start, pos - start);
            }
            while (true) {
                if (stack.empty()) return v;
                Node* top = stack.back();
                if (top->type == 'o') top->obj[keys.back()] = v;  // a repeated key: the last one wins
                else top->arr.push_back(v);
                skip();
                char d = s[pos++];
                if (d == ',') {
                    if (top->type == 'o') {
                        skip();
                        keys.back() = readString();
                        skip();
                        pos++;  // ':'
                    }
                    break;
                }
                v = top;  // '}' or ']'
                stack.pop_back();
                keys.pop_back();
            }
        }
    }
};

static Node* parseJson(const string& text) { return Parser(text).parse(); }

// ---- serialising ----

static void encodeString(const string& s, string& out) {
    static const char* HEXD = "0123456789abcdef";
    out += '"';
    for (size_t i = 0; i < s.size();) {
        unsigned char b = s[i];
        unsigned u;
        if (b < 0x80) u = b, i += 1;
        else if (b < 0xE0) u = ((b & 0x1F) << 6) | (s[i + 1] & 0x3F), i += 2;
        else u = ((b & 0x0F) << 12) | ((s[i + 1] & 0x3F) << 6) | (s[i + 2] & 0x3F), i += 3;
        if (u >= 0x20 && u < 0x7F && u != '"' && u != '\\') {
            out += char(u);
            continue;
        }
        switch (u) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\b': out += "\\b"; break;
            case '\f': out += "\\f"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            default:
                out += "\\u";
                out += HEXD[u >> 12];
                out += HEXD[(u >> 8) & 15];
                out += HEXD[(u >> 4) & 15];
                out += HEXD[u & 15];
        }
    }
    out += '"';
}

static void serialize(const Node* v, string& out) {
    switch (v->type) {
        case 's': encodeString(v->s, out); break;
        case 'n': out += v->s; break;
        case 't': out += "true"; break;
        case 'f': out += "false"; break;
        case 'z': out += "null"; break;
        case 'o': {
            out += '{';
            bool first = true;
            for (auto& kv : v->obj) {  // std::map: sorted by unsigned bytes = by code units
                if (!first) out += ',';
                first = false;
                encodeString(kv.first, out);
                out += ':';
                serialize(kv.second, out);
            }
            out += '}';
            break;
        }
        default: {
            out += '[';
            for (size_t i = 0; i < v->arr.size(); i++) {
                if (i) out += ',';
                serialize(v->arr[i], out);
            }
            out += ']';
        }
    }
}

static Node* deepCopy(Node* v) {
    if (v->type == 'o') {
        Node* c = new Node('o');
        for (auto& kv : v->obj) c->obj.emplace_hint(c->obj.end(), kv.first, deepCopy(kv.second));
        return c;
    }
    if (v->type == 'a') {
        Node* c = new Node('a');
        c->arr.reserve(v->arr.size());
        for (Node* x : v->arr) c->arr.push_back(deepCopy(x));
        return c;
    }
    if (v->type == 's' || v->type == 'n') return new Node(*v);
    return v;  // the shared literals
}

static bool jsonEqual(const Node* a, const Node* b) {
    if (a == b) return true;
    if (a->type != b->type) return false;
    switch (a->type) {
        case 's':
        case 'n': return a->s == b->s;
        case 'o': {
            if (a->obj.size() != b->obj.size()) return false;
            for (auto ia = a->obj.begin(), ib = b->obj.begin(); ia != a->obj.end(); ++ia, ++ib)
                if (ia->first != ib->first || !jsonEqual(ia->second, ib->second)) return false;
            return true;
        }
        case 'a': {
            if (a->arr.size() != b->arr.size()) return false;
            for (size_t i = 0; i < a->arr.size(); i++)
                if (!jsonEqual(a->arr[i], b->arr[i])) return false;
            return true;
        }
        default: return true;  // same literal type
    }
}

// ---- pointers ----

// The reference tokens of a pointer (given in the stored string form); false when it is malformed.
static bool pointer(const string& s, vector<string>& toks) {
    toks.clear();
    if (s.empty()) return true;
    if (s[0] != '/') return false;
    string cur;
    for (size_t i = 1; i <= s.size(); i++) {
        if (i == s.size() || s[i] == '/') {
            toks.push_back(cur);
            cur.clear();
            continue;
        }
        if (s[i] == '~') {
            char d = i + 1 < s.size() ? s[i + 1] : 0;
            if (d == '0') cur += '~';
            else if (d == '1') cur += '/';
            else return false;
            i++;
        } else cur += s[i];
    }
    return true;
}

// An array index token: "0" or digits without a leading zero; -1 otherwise. Long tokens are simply too large.
static long long indexOf(const string& t) {
    if (t.empty() || (t.size() > 1 && t[0] == '0')) return -1;
    long long v = 0;
    for (char c : t) {
        if (c < '0' || c > '9') return -1;
        if (v < 2000000000LL) v = v * 10 + (c - '0');
    }
    return min(v, 2000000000LL);
}

// ---- the document, with an undo log per patch ----

enum { SET, DEL, INS, ROOT };
struct Undo {
    int kind;
    Node* par;
    string key;  // objects
    long long idx;  // arrays
    Node* old;
};

static Node* root;

static Node* get(const vector<string>& toks, size_t upto) {
    Node* v = root;
    for (size_t i = 0; i < upto; i++) {
        const string& t = toks[i];
        if (v->type == 'o') {
            auto it = v->obj.find(t);
            if (it == v->obj.end()) return MISSING;
            v = it->second;
        } else if (v->type == 'a') {
            long long k = indexOf(t);
            if (k < 0 || k >= (long long)v->arr.size()) return MISSING;
            v = v->arr[k];
        } else return MISSING;
    }
    return v;
}

static bool add(const vector<string>& toks, Node* val, vector<Undo>& undo) {
    if (toks.empty()) {
        undo.push_back({ROOT, root, "", 0, nullptr});
        root = val;
        return true;
    }
    Node* par = get(toks, toks.size() - 1);
    const string& t = toks.back();
    if (par == MISSING) return false;
    if (par->type == 'o') {
        auto it = par->obj.find(t);
        if (it == par->obj.end()) {
            undo.push_back({DEL, par, t, 0, nullptr});
            par->obj.emplace(t, val);
        } else {
            undo.push_back({SET, par, t, 0, it->second});
            it->second = val;
        }
        return true;
    }
    if (par->type == 'a') {
        long long n = par->arr.size();
        long long k = t == "-" ? n : indexOf(t);
        if (k < 0 || k > n) return false;
        par->arr.insert(par->arr.begin() + k, val);
        undo.push_back({DEL, par, "", k, nullptr});
        return true;
    }
    return false;
}

// Removes the value at toks and returns it, or MISSING.
static Node* removeAt(const vector<string>& toks, vector<Undo>& undo) {
    if (toks.empty()) return MISSING;
    Node* par = get(toks, toks.size() - 1);
    const string& t = toks.back();
    if (par == MISSING) return MISSING;
    if (par->type == 'o') {
        auto it = par->obj.find(t);
        if (it == par->obj.end()) return MISSING;
        Node* old = it->second;
        par->obj.erase(it);
        undo.push_back({SET, par, t, 0, old});
        return old;
    }
    if (par->type == 'a') {
        long long k = indexOf(t);
        if (k < 0 || k >= (long long)par->arr.size()) return MISSING;
        Node* old = par->arr[k];
        par->arr.erase(par->arr.begin() + k);
        undo.push_back({INS, par, "", k, old});
        return old;
    }
    return MISSING;
}

static bool replaceAt(const vector<string>& toks, Node* val, vector<Undo>& undo) {
    if (toks.empty()) {
        undo.push_back({ROOT, root, "", 0, nullptr});
        root = val;
        return true;
    }
    Node* par = get(toks, toks.size() - 1);
    const string& t = toks.back();
    if (par == MISSING) return false;
    if (par->type == 'o') {
        auto it = par->obj.find(t);
        if (it == par->obj.end()) return false;
        undo.push_back({SET, par, t, 0, it->second});
        it->second = val;
        return true;
    }
    if (par->type == 'a') {
        long long k = indexOf(t);
        if (k < 0 || k >= (long long)par->arr.size()) return false;
        undo.push_back({SET, par, "", k, par->arr[k]});
        par->arr[k] = val;
        return true;
    }
    return false;
}

static Node* member(Node* op, const char* name) {
    auto it = op->obj.find(name);
    return it == op->obj.end() ? nullptr : it->second;
}

static bool apply(Node* op, vector<Undo>& undo) {
    const string& kind = member(op, "op")->s;
    vector<string> path, src;
    if (!pointer(member(op, "path")->s, path)) return false;
    if (kind == "add") return add(path, member(op, "value"), undo);
    if (kind == "remove") return removeAt(path, undo) != MISSING;
    if (kind == "replace") return replaceAt(path, member(op, "value"), undo);
    if (kind == "test") {
        Node* v = get(path, path.size());
        return v != MISSING && jsonEqual(v, member(op, "value"));
    }
    if (!pointer(member(op, "from")->s, src)) return false;
    Node* v = get(src, src.size());
    if (v == MISSING) return false;
    if (kind == "copy") return add(path, deepCopy(v), undo);
    // move
    bool prefix = src.size() <= path.size() && std::equal(src.begin(), src.end(), path.begin());
    if (prefix && src.size() == path.size()) return true;  // the same place
    if (prefix) return false;                               // into its own child
    removeAt(src, undo);
    return add(path, v, undo);
}

static void rollback(vector<Undo>& undo) {
    for (size_t i = undo.size(); i-- > 0;) {
        Undo& u = undo[i];
        switch (u.kind) {
            case SET:
                if (u.par->type == 'o') u.par->obj[u.key] = u.old;
                else u.par->arr[u.idx] = u.old;
                break;
            case DEL:
                if (u.par->type == 'o') u.par->obj.erase(u.key);
                else u.par->arr.erase(u.par->arr.begin() + u.idx);
                break;
            case INS: u.par->arr.insert(u.par->arr.begin() + u.idx, u.old); break;
            default: root = u.par;
        }
    }
}

// Naive: the document is kept as its canonical text; every operation parses that text, applies itself and
// serialises the whole document again, and a rejected patch restores the text saved before it. Correct, but each
// operation costs time proportional to the whole document (the old trees are simply dropped).
static string toText(const Node* v) {
    string s;
    serialize(v, s);
    return s;
}

static void freeTree(Node* v) {
    vector<Node*> stack{v};
    while (!stack.empty()) {
        Node* x = stack.back();
        stack.pop_back();
        if (x == &TRUE_NODE || x == &FALSE_NODE || x == &NULL_NODE) continue;
        for (Node* y : x->arr) stack.push_back(y);
        for (auto& kv : x->obj) stack.push_back(kv.second);
        delete x;
    }
}

static vector<string> sync(const string& document, const vector<string>& patches, const vector<string>& queries) {
    root = parseJson(document);
    string text = toText(root);
    freeTree(root);
    vector<string> rejected;
    for (size_t p = 0; p < patches.size(); p++) {
        string saved = text;
        Node* ops = parseJson(patches[p]);
        for (size_t k = 0; k < ops->arr.size(); k++) {
            root = parseJson(text);
            vector<Undo> undo;
            if (!apply(ops->arr[k], undo)) {
                freeTree(root);
                text = saved;
                rejected.push_back(to_string(p + 1) + " " + to_string(k + 1));
                break;
            }
            text = toText(root);
            freeTree(root);
        }
    }
    root = parseJson(text);
    vector<string> out;
    out.push_back(to_string(rejected.size()));
    for (auto& r : rejected) out.push_back(r);
    vector<string> path;
    for (auto& q : queries) {
        Node* v = pointer(parseJson(q)->s, path) ? get(path, path.size()) : MISSING;
        out.push_back(v == MISSING ? "missing" : toText(v));
    }
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
