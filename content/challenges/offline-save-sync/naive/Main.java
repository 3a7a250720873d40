import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Main {
    // JSON values: HashMap<String, Object> (object), ArrayList<Object> (array), String (Java strings are sequences
    // of 16-bit code units already), Num (a number, kept as its text), Boolean, NULL.
    static final class Num {
        final String t;

        Num(String t) {
            this.t = t;
        }
    }

    static final Object NULL = new Object();
    static final Object MISSING = new Object();

    // ---- parsing: a hand-written scanner over one JSON text, iterative (explicit stack of open containers) ----

    static final class Parser {
        final String s;
        int pos;

        Parser(String s) {
            this.s = s;
        }

        void skip() {
            while (pos < s.length()) {
                char c = s.charAt(pos);
                if (c == ' ' || c == '\n' || c == '\r' || c == '\t') pos++;
                else return;
            }
        }

        static int hex(char c) {
            if (c <= '9') return c - '0';
            if (c <= 'F') return c - 'A' + 10;
            return c - 'a' + 10;
        }

        String readString() {
            int start = ++pos;
            while (true) {
                char c = s.charAt(pos);
                if (c == '"') return s.substring(start, pos++);
                if (c == '\\') break;
                pos++;
            }
            StringBuilder sb = new StringBuilder();
            sb.append(s, start, pos);
            while (true) {
                char c = s.charAt(pos);
                if (c == '"') {
                    pos++;
                    return sb.toString();
                }
                if (c == '\\') {
                    char e = s.charAt(pos + 1);
                    pos += 2;
                    switch (e) {
                        case 'u':
                            sb.append((char) ((hex(s.charAt(pos)) << 12) | (hex(s.charAt(pos + 1)) << 8) | (hex(s.charAt(pos + 2)) << 4) | hex(s.charAt(pos + 3))));
                            pos += 4;
                            break;
                        case 'b': sb.append('\b'); break;
                        case 'f': sb.append('\f'); break;
                        case 'n': sb.append('\n'); break;
                        case 'r': sb.append('\r'); break;
                        case 't': sb.append('\t'); break;
                        default: sb.append(e); // " \ /
                    }
                } else {
                    sb.append(c);
                    pos++;
                }
            }
        }

        @SuppressWarnings("unchecked")
        Object parse() {
            ArrayList<Object> stack = new ArrayList<>();
            ArrayList<String> keys = new ArrayList<>();
            while (true) {
                skip();
                char c = s.charAt(pos);
                Object v;
                if (c == '{') {
                    pos++;
                    skip();
                    if (s.charAt(pos) == '}') {
                        pos++;
                        v = new HashMap<String, Object>();
                    } else {
                        stack.add(new HashMap<String, Object>());
                        keys.add(readString());
                        skip();
                        pos++; // ':'
                        continue;
                    }
                } else if (c == '[') {
                    pos++;
                    skip();
                    if (s.charAt(pos) == ']') {
                        pos++;
                        v = new ArrayList<Object>();
                    } else {
                        stack.add(new ArrayList<Object>());
                        keys.add(null);
                        continue;
                    }
                } else if (c == '"') {
                    v = readString();
                } else if (c == 't') {
                    v = Boolean.TRUE;
                    pos += 4;
                } else if (c == 'f') {
                    v = Boolean.FALSE;
                    pos += 5;
                } else if (c == 'n') {
                    v = NULL;
                    pos += 4;
                } else {
                    int start = pos;
                    while (pos < s.length()) {
                        char d = s.charAt(pos);
                        if ((d >= '0' && d <= '9') || d == '-' || d == '+' || d == '.' || d == 'e' || d == 'E') pos++;
                        else break;
                    }
                    v = new Num(s.substring(start, pos));
                }
                while (true) {
                    if (stack.isEmpty()) return v;
                    Object top = stack.get(stack.size() - 1);
                    if (top instanceof HashMap) ((HashMap<String, Object>) top).put(keys.get(keys.size() - 1), v); // last wins
                    else ((ArrayList<Object>) top).add(v);
                    skip();
                    char d = s.charAt(pos++);
                    if (d == ',') {
                        if (top instanceof HashMap) {
                            skip();
                            keys.set(keys.size() - 1, readString());
                            skip();
                            pos++; // ':'
                        }
                        break;
                    }
                    v = stack.remove(stack.size() - 1); // '}' or ']'
                    keys.remove(keys.size() - 1);
                }
            }
        }
    }

    static Object parse(String text) {
        return new Parser(text).parse();
    }

    // ---- serialising ----

    static final char[] HEXD = "0123456789abcdef".toCharArray();

    static void encodeString(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
                out.append(c);
                continue;
            }
            switch (c) {
                case '"': out.append("\\\""); break;
                case '\\': out.append("\\\\"); break;
                case '\b': out.append("\\b"); break;
                case '\f': out.append("\\f"); break;
                case '\n': out.append("\\n"); break;
                case '\r': out.append("\\r"); break;
                case '\t': out.append("\\t"); break;
                default:
                    out.append("\\u").append(HEXD[c >> 12]).append(HEXD[(c >> 8) & 15]).append(HEXD[(c >> 4) & 15]).append(HEXD[c & 15]);
            }
        }
        out.append('"');
    }

    @SuppressWarnings("unchecked")
    static void serialize(Object v, StringBuilder out) {
        if (v instanceof String) encodeString((String) v, out);
        else if (v instanceof Num) out.append(((Num) v).t);
        else if (v instanceof HashMap) {
            HashMap<String, Object> m = (HashMap<String, Object>) v;
            String[] keys = m.keySet().toArray(new String[0]);
            Arrays.sort(keys); // String order is UTF-16 code-unit order
            out.append('{');
            for (int i = 0; i < keys.length; i++) {
                if (i > 0) out.append(',');
                encodeString(keys[i], out);
                out.append(':');
                serialize(m.get(keys[i]), out);
            }
            out.append('}');
        } else if (v instanceof ArrayList) {
            ArrayList<Object> a = (ArrayList<Object>) v;
            out.append('[');
            for (int i = 0; i < a.size(); i++) {
                if (i > 0) out.append(',');
                serialize(a.get(i), out);
            }
            out.append(']');
        } else if (v == NULL) out.append("null");
        else out.append(((Boolean) v) ? "true" : "false");
    }

    @SuppressWarnings("unchecked")
    static Object deepCopy(Object v) {
        if (v instanceof HashMap) {
            HashMap<String, Object> m = (HashMap<String, Object>) v;
            HashMap<String, Object> c = new HashMap<>(m.size() * 2);
            for (Map.Entry<String, Object> e : m.entrySet()) c.put(e.getKey(), deepCopy(e.getValue()));
            return c;
        }
        if (v instanceof ArrayList) {
            ArrayList<Object> a = (ArrayList<Object>) v;
            ArrayList<Object> c = new ArrayList<>(a.size());
            for (Object x : a) c.add(deepCopy(x));
            return c;
        }
        return v;
    }

    @SuppressWarnings("unchecked")
    static boolean equal(Object a, Object b) {
        if (a == b) return true;
        if (a instanceof String) return b instanceof String && a.equals(b);
        if (a instanceof Num) return b instanceof Num && ((Num) a).t.equals(((Num) b).t);
        if (a instanceof HashMap) {
            if (!(b instanceof HashMap)) return false;
            HashMap<String, Object> x = (HashMap<String, Object>) a, y = (HashMap<String, Object>) b;
            if (x.size() != y.size()) return false;
            for (Map.Entry<String, Object> e : x.entrySet()) {
                Object w = y.getOrDefault(e.getKey(), MISSING);
                if (w == MISSING || !equal(e.getValue(), w)) return false;
            }
            return true;
        }
        if (a instanceof ArrayList) {
            if (!(b instanceof ArrayList)) return false;
            ArrayList<Object> x = (ArrayList<Object>) a, y = (ArrayList<Object>) b;
            if (x.size() != y.size()) return false;
            for (int i = 0; i < x.size(); i++) if (!equal(x.get(i), y.get(i))) return false;
            return true;
        }
        return false; // booleans and null are shared instances: equal only when ==
    }

    // ---- pointers ----

    static String[] pointer(String s) {
        if (s.isEmpty()) return new String[0];
        if (s.charAt(0) != '/') return null;
        ArrayList<String> parts = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        for (int i = 1; i <= s.length(); i++) {
            if (i == s.length() || s.charAt(i) == '/') {
                parts.add(cur.toString());
                cur.setLength(0);
                continue;
            }
            char c = s.charAt(i);
            if (c == '~') {
                char d = i + 1 < s.length() ? s.charAt(i + 1) : 0;
                if (d == '0') cur.append('~');
                else if (d == '1') cur.append('/');
                else return null;
                i++;
            } else cur.append(c);
        }
        return parts.toArray(new String[0]);
    }

    // An array index token: "0" or digits without a leading zero; -1 otherwise. Long tokens are simply too large.
    static int indexOf(String t) {
        int n = t.length();
        if (n == 0 || (n > 1 && t.charAt(0) == '0')) return -1;
        long v = 0;
        for (int i = 0; i < n; i++) {
            char c = t.charAt(i);
            if (c < '0' || c > '9') return -1;
            if (v < 2_000_000_000L) v = v * 10 + (c - '0');
        }
        return (int) Math.min(v, 2_000_000_000L);
    }

    // ---- the document, with an undo log per patch ----

    static final int SET = 0, DEL = 1, INS = 2, ROOT = 3;

    static final class Undo {
        final int kind;
        final Object par;
        final Object key; // String for objects, Integer for arrays
        final Object old;

        Undo(int kind, Object par, Object key, Object old) {
            this.kind = kind;
            this.par = par;
            this.key = key;
            this.old = old;
        }
    }

    static Object root;

    @SuppressWarnings("unchecked")
    static Object get(String[] toks, int upto) {
        Object v = root;
        for (int i = 0; i < upto; i++) {
            String t = toks[i];
            if (v instanceof HashMap) {
                v = ((HashMap<String, Object>) v).getOrDefault(t, MISSING);
                if (v == MISSING) return MISSING;
            } else if (v instanceof ArrayList) {
                ArrayList<Object> a = (ArrayList<Object>) v;
                int k = indexOf(t);
                if (k < 0 || k >= a.size()) return MISSING;
                v = a.get(k);
            } else return MISSING;
        }
        return v;
    }

    @SuppressWarnings("unchecked")
    static boolean add(String[] toks, Object val, ArrayList<Undo> undo) {
        if (toks.length == 0) {
            undo.add(new Undo(ROOT, root, null, null));
            root = val;
            return true;
        }
        Object par = get(toks, toks.length - 1);
        String t = toks[toks.length - 1];
        if (par instanceof HashMap) {
            Object old = ((HashMap<String, Object>) par).put(t, val);
            undo.add(old == null ? new Undo(DEL, par, t, null) : new Undo(SET, par, t, old));
            return true;
        }
        if (par instanceof ArrayList) {
            ArrayList<Object> a = (ArrayList<Object>) par;
            int k = t.equals("-") ? a.size() : indexOf(t);
            if (k < 0 || k > a.size()) return false;
            a.add(k, val);
            undo.add(new Undo(DEL, par, k, null));
            return true;
        }
        return false;
    }

    // Removes the value at toks and returns it, or MISSING.
    @SuppressWarnings("unchecked")
    static Object remove(String[] toks, ArrayList<Undo> undo) {
        if (toks.length == 0) return MISSING;
        Object par = get(toks, toks.length - 1);
        String t = toks[toks.length - 1];
        if (par instanceof HashMap) {
            Object old = ((HashMap<String, Object>) par).remove(t);
            if (old == null) return MISSING;
            undo.add(new Undo(SET, par, t, old));
            return old;
        }
        if (par instanceof ArrayList) {
            ArrayList<Object> a = (ArrayList<Object>) par;
            int k = indexOf(t);
            if (k < 0 || k >= a.size()) return MISSING;
            Object old = a.remove(k);
            undo.add(new Undo(INS, par, k, old));
            return old;
        }
        return MISSING;
    }

    @SuppressWarnings("unchecked")
    static boolean replace(String[] toks, Object val, ArrayList<Undo> undo) {
        if (toks.length == 0) {
            undo.add(new Undo(ROOT, root, null, null));
            root = val;
            return true;
        }
        Object par = get(toks, toks.length - 1);
        String t = toks[toks.length - 1];
        if (par instanceof HashMap) {
            HashMap<String, Object> m = (HashMap<String, Object>) par;
            if (!m.containsKey(t)) return false;
            undo.add(new Undo(SET, par, t, m.put(t, val)));
            return true;
        }
        if (par instanceof ArrayList) {
            ArrayList<Object> a = (ArrayList<Object>) par;
            int k = indexOf(t);
            if (k < 0 || k >= a.size()) return false;
            undo.add(new Undo(SET, par, k, a.set(k, val)));
            return true;
        }
        return false;
    }

    static boolean apply(HashMap<String, Object> op, ArrayList<Undo> undo) {
        String kind = (String) op.get("op");
        String[] path = pointer((String) op.get("path"));
        if (path == null) return false;
        switch (kind) {
            case "add": return add(path, op.get("value"), undo);
            case "remove": return remove(path, undo) != MISSING;
            case "replace": return replace(path, op.get("value"), undo);
            case "test": {
                Object v = get(path, path.length);
                return v != MISSING && equal(v, op.get("value"));
            }
            default: break;
        }
        String[] src = pointer((String) op.get("from"));
        if (src == null) return false;
        Object v = get(src, src.length);
        if (v == MISSING) return false;
        if (kind.equals("copy")) return add(path, deepCopy(v), undo);
        // move
        boolean prefix = src.length <= path.length;
        for (int i = 0; prefix && i < src.length; i++) prefix = src[i].equals(path[i]);
        if (prefix && src.length == path.length) return true; // the same place
        if (prefix) return false; // into its own child
        remove(src, undo);
        return add(path, v, undo);
    }

    @SuppressWarnings("unchecked")
    static void rollback(ArrayList<Undo> undo) {
        for (int i = undo.size() - 1; i >= 0; i--) {
            Undo u = undo.get(i);
            switch (u.kind) {
                case SET:
                    if (u.par instanceof HashMap) ((HashMap<String, Object>) u.par).put((String) u.key, u.old);
                    else ((ArrayList<Object>) u.par).set((Integer) u.key, u.old);
                    break;
                case DEL:
                    if (u.par instanceof HashMap) ((HashMap<String, Object>) u.par).remove((String) u.key);
                    else ((ArrayList<Object>) u.par).remove((int) (Integer) u.key);
                    break;
                case INS:
                    ((ArrayList<Object>) u.par).add((Integer) u.key, u.old);
                    break;
                default:
                    root = u.par;
            }
        }
    }

    // Naive: the document is kept as its canonical text; every operation parses that text, applies itself and
    // serialises the whole document again, and a rejected patch restores the text saved before it. Correct, but each
    // operation costs time proportional to the whole document.
    static String toText(Object v) {
        StringBuilder sb = new StringBuilder();
        serialize(v, sb);
        return sb.toString();
    }

    @SuppressWarnings("unchecked")
    static List<String> sync(String document, String[] patches, String[] queries) {
        String text = toText(parse(document));
        List<String> rejected = new ArrayList<>();
        for (int p = 0; p < patches.length; p++) {
            String saved = text;
            ArrayList<Object> ops = (ArrayList<Object>) parse(patches[p]);
            for (int k = 0; k < ops.size(); k++) {
                root = parse(text);
                if (!apply((HashMap<String, Object>) ops.get(k), new ArrayList<>())) {
                    text = saved;
                    rejected.add((p + 1) + " " + (k + 1));
                    break;
                }
                text = toText(root);
            }
        }
        root = parse(text);
        List<String> out = new ArrayList<>();
        out.add(String.valueOf(rejected.size()));
        out.addAll(rejected);
        for (String q : queries) {
            String[] path = pointer((String) parse(q));
            Object v = path == null ? MISSING : get(path, path.length);
            out.add(v == MISSING ? "missing" : toText(v));
        }
        return out;
    }

    public static void main(String[] args) throws IOException {
        byte[] data = new DataInputStream(new BufferedInputStream(System.in, 1 << 16)).readAllBytes();
        String all = new String(data, StandardCharsets.ISO_8859_1);
        String[] lines = all.split("\n", -1);
        String[] head = lines[0].trim().split("\\s+");
        int n = Integer.parseInt(head[0]), m = Integer.parseInt(head[1]), q = Integer.parseInt(head[2]);
        String document = String.join("\n", Arrays.copyOfRange(lines, 1, 1 + n));
        String[] patches = Arrays.copyOfRange(lines, 1 + n, 1 + n + m);
        String[] queries = Arrays.copyOfRange(lines, 1 + n + m, 1 + n + m + q);
        StringBuilder out = new StringBuilder();
        for (String line : sync(document, patches, queries)) out.append(line).append('\n');
        PrintStream ps = new PrintStream(new FileOutputStream(FileDescriptor.out), false, "ISO-8859-1");
        ps.print(out);
        ps.flush();
    }
}
