import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;

public class Main {
    static final int[] MONTH_DAYS = {0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

    static final class Span {
        String trace, service;
        int spanId, parent; // parent 0: the root
        boolean failed;
        long end, dur;
    }

    static long daysFromCivil(long y, long m, long d) {
        y -= m <= 2 ? 1 : 0;
        long era = Math.floorDiv(y, 400);
        long yoe = y - era * 400;
        long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
        long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        return era * 146097 + doe - 719468;
    }

    static String formatUtc(long ms) {
        long days = Math.floorDiv(ms, 86400000L);
        long rem = ms - days * 86400000L;
        long z = days + 719468;
        long era = Math.floorDiv(z, 146097);
        long doe = z - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long y = yoe + era * 400;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        long d = doy - (153 * mp + 2) / 5 + 1;
        long m = mp < 10 ? mp + 3 : mp - 9;
        if (m <= 2) y++;
        StringBuilder sb = new StringBuilder(24);
        pad(sb, y, 4).append('-');
        pad(sb, m, 2).append('-');
        pad(sb, d, 2).append('T');
        pad(sb, rem / 3600000, 2).append(':');
        pad(sb, rem / 60000 % 60, 2).append(':');
        pad(sb, rem / 1000 % 60, 2).append('.');
        pad(sb, rem % 1000, 3).append('Z');
        return sb.toString();
    }

    static StringBuilder pad(StringBuilder sb, long v, int width) {
        String s = Long.toString(v);
        for (int i = s.length(); i < width; i++) sb.append('0');
        return sb.append(s);
    }

    static byte[] buf;

    static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    static long num(int at, int len) {
        long v = 0;
        for (int i = at; i < at + len; i++) v = v * 10 + (buf[i] - '0');
        return v;
    }

    static boolean fieldIs(int from, int to, String word) {
        if (to - from != word.length()) return false;
        for (int i = from; i < to; i++) if (buf[i] != word.charAt(i - from)) return false;
        return true;
    }

    // A span id in buf[from, to): 1 to 6 digits, no leading zero; -1 if it is not one.
    static int spanIdOf(int from, int to) {
        int len = to - from;
        if (len < 1 || len > 6 || buf[from] == '0') return -1;
        for (int i = from; i < to; i++) if (!isDigit(buf[i])) return -1;
        return (int) num(from, len);
    }

    static final String SHAPE = "dddd-dd-ddTdd:dd:dd.ddd";

    // UTC ms of the timestamp in buf[from, to), or Long.MIN_VALUE if it is not a valid one.
    static long parseTimestamp(int from, int to) {
        int len = to - from;
        if (len != 24 && len != 29) return Long.MIN_VALUE;
        for (int i = 0; i < 23; i++) {
            char s = SHAPE.charAt(i);
            if (s == 'd' ? !isDigit(buf[from + i]) : buf[from + i] != s) return Long.MIN_VALUE;
        }
        long offset = 0;
        if (len == 24) {
            if (buf[from + 23] != 'Z') return Long.MIN_VALUE;
        } else {
            byte sign = buf[from + 23];
            if ((sign != '+' && sign != '-') || !isDigit(buf[from + 24]) || !isDigit(buf[from + 25]) || buf[from + 26] != ':'
                    || !isDigit(buf[from + 27]) || !isDigit(buf[from + 28])) return Long.MIN_VALUE;
            long oh = num(from + 24, 2), om = num(from + 27, 2);
            if (oh > 23 || om > 59) return Long.MIN_VALUE;
            offset = (oh * 60 + om) * 60000;
            if (sign == '-') offset = -offset;
        }
        long y = num(from, 4), mo = num(from + 5, 2), d = num(from + 8, 2);
        long h = num(from + 11, 2), mi = num(from + 14, 2), s = num(from + 17, 2), frac = num(from + 20, 3);
        if (y < 1 || mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return Long.MIN_VALUE;
        long dim = MONTH_DAYS[(int) mo];
        if (mo == 2 && y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)) dim = 29;
        if (d > dim) return Long.MIN_VALUE;
        return (((daysFromCivil(y, mo, d) * 24 + h) * 60 + mi) * 60 + s) * 1000 + frac - offset;
    }

    // The span of the line buf[from, to), or null if the line is ignored.
    static Span parseSpan(int from, int to) {
        int[] fs = new int[7], fe = new int[7];
        int pos = from;
        for (int i = 0; i < 7; i++) {
            int sp = pos;
            while (sp < to && buf[sp] != ' ') sp++;
            if (i == 6 ? sp != to : sp == to) return null;
            fs[i] = pos;
            fe[i] = sp;
            if (sp == pos) return null;
            pos = sp + 1;
        }
        Span s = new Span();
        s.end = parseTimestamp(fs[0], fe[0]);
        if (s.end == Long.MIN_VALUE) return null;
        if (fieldIs(fs[1], fe[1], "ERROR")) s.failed = true;
        else if (fieldIs(fs[1], fe[1], "INFO") || fieldIs(fs[1], fe[1], "WARN")) s.failed = false;
        else return null;
        if (fe[2] - fs[2] > 16) return null;
        for (int i = fs[2]; i < fe[2]; i++) {
            byte c = buf[i];
            if (!((c >= 'a' && c <= 'z') || isDigit(c) || c == '-')) return null;
        }
        if (fe[3] - fs[3] > 32) return null;
        for (int i = fs[3]; i < fe[3]; i++) {
            byte c = buf[i];
            if (!((c >= 'a' && c <= 'f') || isDigit(c))) return null;
        }
        s.spanId = spanIdOf(fs[4], fe[4]);
        if (s.spanId < 0) return null;
        if (fieldIs(fs[5], fe[5], "-")) s.parent = 0;
        else if ((s.parent = spanIdOf(fs[5], fe[5])) < 0) return null;
        int ds = fs[6], de = fe[6];
        if (de - ds < 3 || de - ds > 9 || buf[de - 2] != 'm' || buf[de - 1] != 's') return null;
        de -= 2;
        for (int i = ds; i < de; i++) if (!isDigit(buf[i])) return null;
        if (de - ds > 1 && buf[ds] == '0') return null;
        s.dur = num(ds, de - ds);
        s.service = new String(buf, fs[2], fe[2] - fs[2], StandardCharsets.ISO_8859_1);
        s.trace = new String(buf, fs[3], fe[3] - fs[3], StandardCharsets.ISO_8859_1);
        return s;
    }

    // Position (0-based) of the k-th smallest counted value in a Fenwick tree over n slots.
    static int kth(int[] tree, int n, int top, int k) {
        int pos = 0;
        for (int step = top; step > 0; step >>= 1) {
            if (pos + step <= n && tree[pos + step] < k) {
                pos += step;
                k -= tree[pos];
            }
        }
        return pos;
    }

    static void fenwickAdd(int[] tree, int n, int i, int v) {
        for (i++; i <= n; i += i & -i) tree[i] += v;
    }

    static final Comparator<long[]> BY_FIRST = new Comparator<long[]>() {
        public int compare(long[] a, long[] b) {
            return Long.compare(a[0], b[0]);
        }
    };

    static final class Done {
        long latency, start;
        String trace;
        int root;
    }

    static final class Service {
        final String name;
        final List<long[]> calls = new ArrayList<>(), good = new ArrayList<>();
        Service(String name) {
            this.name = name;
        }
    }

    static String analyse(long k, long w, long minSamples, int[] lineStart, int[] lineEnd, int lineCount) {
        long ignored = 0, duplicates = 0;
        List<Span> spans = new ArrayList<>();
        HashSet<String> seen = new HashSet<>();
        HashMap<String, Integer> traceIndex = new HashMap<>();
        List<List<Integer>> traces = new ArrayList<>();
        for (int li = 0; li < lineCount; li++) {
            Span sp = parseSpan(lineStart[li], lineEnd[li]);
            if (sp == null) {
                ignored++;
                continue;
            }
            if (!seen.add(new String(buf, lineStart[li], lineEnd[li] - lineStart[li], StandardCharsets.ISO_8859_1))) {
                duplicates++;
                continue;
            }
            Integer t = traceIndex.get(sp.trace);
            if (t == null) {
                t = traces.size();
                traceIndex.put(sp.trace, t);
                traces.add(new ArrayList<>());
            }
            traces.get(t).add(spans.size());
            spans.add(sp);
        }

        List<Done> complete = new ArrayList<>();
        int[] bestChild = new int[spans.size()];
        Arrays.fill(bestChild, -1);
        long broken = 0;
        HashMap<String, Service> services = new HashMap<>();
        for (List<Integer> members : traces) {
            int n = members.size();
            long[] byId = new long[n];
            for (int i = 0; i < n; i++) byId[i] = (long) spans.get(members.get(i)).spanId * 1048576L + i;
            Arrays.sort(byId);
            boolean ok = true;
            int root = -1;
            for (int i = 0; i < n && ok; i++) {
                if (i > 0 && (byId[i] >> 20) == (byId[i - 1] >> 20)) ok = false;
                if (spans.get(members.get(i)).parent == 0) {
                    if (root >= 0) ok = false;
                    root = i;
                }
            }
            if (!ok || root < 0) {
                broken++;
                continue;
            }
            int[] parentOf = new int[n];
            for (int i = 0; i < n && ok; i++) {
                long p = spans.get(members.get(i)).parent;
                parentOf[i] = -1;
                if (p == 0) continue;
                int lo = 0, hi = n;
                while (lo < hi) {
                    int mid = (lo + hi) >>> 1;
                    if ((byId[mid] >> 20) < p) lo = mid + 1;
                    else hi = mid;
                }
                if (lo == n || (byId[lo] >> 20) != p) ok = false;
                else parentOf[i] = (int) (byId[lo] & 1048575L);
            }
            if (!ok) {
                broken++;
                continue;
            }
            int[] childStart = new int[n + 1];
            for (int i = 0; i < n; i++) if (parentOf[i] >= 0) childStart[parentOf[i] + 1]++;
            for (int i = 0; i < n; i++) childStart[i + 1] += childStart[i];
            int[] fill = Arrays.copyOf(childStart, n);
            int[] childList = new int[n];
            for (int i = 0; i < n; i++) if (parentOf[i] >= 0) childList[fill[parentOf[i]]++] = i;
            int[] stack = new int[n + 1];
            int top = 0, reached = 0;
            stack[top++] = root;
            while (top > 0) {
                int v = stack[--top];
                reached++;
                for (int j = childStart[v]; j < childStart[v + 1]; j++) stack[top++] = childList[j];
            }
            if (reached != n) {
                broken++;
                continue;
            }
            for (int i = 0; i < n; i++) {
                int p = parentOf[i];
                if (p < 0) continue;
                int gi = members.get(i), gp = members.get(p);
                Span c = spans.get(gi);
                int b = bestChild[gp];
                if (b < 0 || c.end > spans.get(b).end || (c.end == spans.get(b).end && c.spanId < spans.get(b).spanId)) bestChild[gp] = gi;
                Service svc = services.get(c.service);
                if (svc == null) {
                    svc = new Service(c.service);
                    services.put(c.service, svc);
                }
                svc.calls.add(new long[] {c.end - c.dur, c.dur});
                if (!c.failed) svc.good.add(new long[] {c.end, c.dur});
            }
            Span r = spans.get(members.get(root));
            Done d = new Done();
            d.latency = r.dur;
            d.start = r.end - r.dur;
            d.trace = r.trace;
            d.root = members.get(root);
            complete.add(d);
        }

        StringBuilder out = new StringBuilder();
        out.append("complete ").append(complete.size()).append(" broken ").append(broken).append(" ignored ").append(ignored)
                .append(" duplicate ").append(duplicates).append('\n');
        complete.sort(new Comparator<Done>() {
            public int compare(Done a, Done b) {
                if (a.latency != b.latency) return Long.compare(b.latency, a.latency);
                if (a.start != b.start) return Long.compare(a.start, b.start);
                return a.trace.compareTo(b.trace);
            }
        });
        for (int i = 0; i < complete.size() && i < k; i++) {
            Done c = complete.get(i);
            out.append("slow ").append(c.trace).append(' ').append(c.latency).append(' ').append(formatUtc(c.start)).append(' ');
            for (int v = c.root; v >= 0; v = bestChild[v]) {
                if (v != c.root) out.append('>');
                out.append(spans.get(v).service);
            }
            out.append('\n');
        }

        List<Object[]> report = new ArrayList<>();
        for (Service svc : services.values()) {
            long[][] cs = svc.calls.toArray(new long[0][]);
            long[][] gs = svc.good.toArray(new long[0][]);
            Arrays.sort(cs, BY_FIRST);
            Arrays.sort(gs, BY_FIRST);
            long[] values = new long[gs.length];
            for (int i = 0; i < gs.length; i++) values[i] = gs[i][1];
            Arrays.sort(values);
            int distinct = 0;
            for (int i = 0; i < values.length; i++) if (i == 0 || values[i] != values[i - 1]) values[distinct++] = values[i];
            int[] rank = new int[gs.length];
            for (int i = 0; i < gs.length; i++) rank[i] = Arrays.binarySearch(values, 0, distinct, gs[i][1]);
            int size = distinct + 1, topBit = 1;
            while (topBit * 2 <= size) topBit *= 2;
            int[] tree = new int[size + 1];
            int add = 0, rem = 0;
            long inWindow = 0, hedged = 0;
            for (long[] c : cs) {
                while (add < gs.length && gs[add][0] < c[0]) {
                    fenwickAdd(tree, size, rank[add++], 1);
                    inWindow++;
                }
                while (rem < add && gs[rem][0] < c[0] - w) {
                    fenwickAdd(tree, size, rank[rem++], -1);
                    inWindow--;
                }
                if (inWindow >= minSamples && inWindow > 0) {
                    int need = (int) ((95 * inWindow + 99) / 100);
                    if (c[1] > values[kth(tree, size, topBit, need)]) hedged++;
                }
            }
            report.add(new Object[] {hedged, svc.name, (long) cs.length});
        }
        report.sort(new Comparator<Object[]>() {
            public int compare(Object[] a, Object[] b) {
                int c = Long.compare((Long) b[0], (Long) a[0]);
                return c != 0 ? c : ((String) a[1]).compareTo((String) b[1]);
            }
        });
        for (Object[] r : report) out.append("hedge ").append(r[1]).append(' ').append(r[2]).append(' ').append(r[0]).append('\n');
        return out.toString();
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = buf.length;
        int count = 0;
        for (int i = 0; i < n; i++) if (buf[i] == '\n') count++;
        int[] starts = new int[count + 1], ends = new int[count + 1];
        int lines = 0, pos = 0;
        while (pos < n) {
            int nl = pos;
            while (nl < n && buf[nl] != '\n') nl++;
            starts[lines] = pos;
            ends[lines] = nl;
            lines++;
            pos = nl + 1;
        }
        long k = 0, w = 0, m = 1;
        if (lines > 0) {
            long[] head = new long[3];
            int at = starts[0];
            for (int f = 0; f < 3; f++) {
                while (at < ends[0] && !isDigit(buf[at])) at++;
                while (at < ends[0] && isDigit(buf[at])) head[f] = head[f] * 10 + (buf[at++] - '0');
            }
            k = head[0];
            w = head[1];
            m = head[2];
        }
        int[] ls = Arrays.copyOfRange(starts, 1, Math.max(1, lines));
        int[] le = Arrays.copyOfRange(ends, 1, Math.max(1, lines));
        String result = analyse(k, w, m, ls, le, Math.max(0, lines - 1));
        PrintStream ps = new PrintStream(System.out, false, StandardCharsets.ISO_8859_1);
        ps.print(result);
        ps.flush();
    }
}
