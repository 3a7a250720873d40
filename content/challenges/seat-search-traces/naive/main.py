import sys
import re

LINE = re.compile(
    rb'([0-9]{4}-[0-9]{2}-[0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})\.([0-9]{3})(Z|[+-][0-9]{2}:[0-9]{2}) '
    rb'(INFO|WARN|ERROR) ([a-z0-9-]{1,16}) ([0-9a-f]{1,32}) ([1-9][0-9]{0,5}) (-|[1-9][0-9]{0,5}) (0|[1-9][0-9]{0,6})ms'
)
MONTH_DAYS = (0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def days_from_civil(y, m, d):
    if m <= 2:
        y -= 1
    era = y // 400
    yoe = y - era * 400
    doy = (153 * (m - 3 if m > 2 else m + 9) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def format_utc(ms):
    days, rem = divmod(ms, 86400000)
    z = days + 719468
    era = z // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    y = yoe + era * 400
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + 3 if mp < 10 else mp - 9
    if m <= 2:
        y += 1
    hh, rem = divmod(rem, 3600000)
    mi, rem = divmod(rem, 60000)
    ss, frac = divmod(rem, 1000)
    return '%04d-%02d-%02dT%02d:%02d:%02d.%03dZ' % (y, m, d, hh, mi, ss, frac)


def base_ms(date, zone):
    """UTC ms of local midnight of `date` (YYYY-MM-DD) at `zone`, or None if the date or the offset is invalid."""
    y = int(date[0:4])
    mo = int(date[5:7])
    d = int(date[8:10])
    if y < 1 or mo < 1 or mo > 12 or d < 1:
        return None
    dim = MONTH_DAYS[mo]
    if mo == 2 and y % 4 == 0 and (y % 100 != 0 or y % 400 == 0):
        dim = 29
    if d > dim:
        return None
    off = 0
    if zone != b'Z':
        oh = int(zone[1:3])
        om = int(zone[4:6])
        if oh > 23 or om > 59:
            return None
        off = (oh * 60 + om) * 60000
        if zone[0] == 45:  # '-'
            off = -off
    return days_from_civil(y, mo, d) * 86400000 - off


def analyse(k, window, min_samples, lines):
    ignored = 0
    duplicates = 0
    seen = set()
    traces = {}
    bases = {}
    fullmatch = LINE.fullmatch
    for line in lines:
        g = fullmatch(line)
        if g is None:
            ignored += 1
            continue
        (date, hs, mis, ss, fs, zone, level, svc, trace, span, parent, dur) = g.groups()
        key = date + zone
        base = bases.get(key, -1)
        if base == -1:
            base = bases[key] = base_ms(date, zone)
        h = int(hs)
        mi = int(mis)
        sec = int(ss)
        if base is None or h > 23 or mi > 59 or sec > 59:
            ignored += 1
            continue
        if line in seen:
            duplicates += 1
            continue
        seen.add(line)
        rec = (trace, int(span), 0 if parent == b'-' else int(parent), svc, level == b'ERROR',
               base + ((h * 60 + mi) * 60 + sec) * 1000 + int(fs), int(dur))
        lst = traces.get(trace)
        if lst is None:
            traces[trace] = [rec]
        else:
            lst.append(rec)

    complete = []  # (-latency, start, trace id, path)
    calls = {}  # service -> list of (start, dur)
    good = {}  # service -> list of (end, dur) of successful calls
    broken = 0
    for tid, spans in traces.items():
        index = {}
        root = -1
        ok = True
        for i, rec in enumerate(spans):
            if rec[1] in index:
                ok = False
                break
            index[rec[1]] = i
            if rec[2] == 0:
                if root >= 0:
                    ok = False
                    break
                root = i
        if not ok or root < 0:
            broken += 1
            continue
        children = [[] for _ in spans]
        for i, rec in enumerate(spans):
            if rec[2] != 0:
                p = index.get(rec[2])
                if p is None:
                    ok = False
                    break
                children[p].append(i)
        if not ok:
            broken += 1
            continue
        stack = [root]
        reached = 0
        while stack:
            v = stack.pop()
            reached += 1
            stack.extend(children[v])
        if reached != len(spans):
            broken += 1
            continue
        # Critical path: always the child that ends last (ties: smaller span id).
        path = []
        v = root
        while True:
            path.append(spans[v][3])
            best = -1
            for c in children[v]:
                if best < 0 or spans[c][5] > spans[best][5] or (spans[c][5] == spans[best][5] and spans[c][1] < spans[best][1]):
                    best = c
            if best < 0:
                break
            v = best
        r = spans[root]
        complete.append((-r[6], r[5] - r[6], tid, b'>'.join(path)))
        for i, rec in enumerate(spans):
            if i == root:
                continue
            svc = rec[3]
            lst = calls.get(svc)
            if lst is None:
                calls[svc] = lst = []
                good[svc] = []
            lst.append((rec[5] - rec[6], rec[6]))
            if not rec[4]:
                good[svc].append((rec[5], rec[6]))

    out = ['complete %d broken %d ignored %d duplicate %d' % (len(complete), broken, ignored, duplicates)]
    complete.sort()
    for neg_lat, start, tid, path in complete[:k]:
        out.append('slow %s %d %s %s' % (tid.decode(), -neg_lat, format_utc(start), path.decode()))

    report = []
    for svc, lst in calls.items():
        ok_calls = good[svc]
        hedged = 0
        for start, dur in lst:
            # Naive: collect and sort the reference set again for every call.
            window_vals = sorted(d for e, d in ok_calls if start - window <= e < start)
            n = len(window_vals)
            if n >= min_samples and n > 0 and dur > window_vals[(95 * n + 99) // 100 - 1]:
                hedged += 1
        report.append((-hedged, svc, len(lst)))
    report.sort()
    for neg_hedged, svc, n_calls in report:
        out.append('hedge %s %d %d' % (svc.decode(), n_calls, -neg_hedged))
    return '\n'.join(out) + '\n'


def main():
    data = sys.stdin.buffer.read()
    lines = data.split(b'\n')
    if lines and lines[-1] == b'':
        lines.pop()
    k, window, min_samples = (int(x) for x in lines[0].split())
    sys.stdout.write(analyse(k, window, min_samples, lines[1:]))


main()
