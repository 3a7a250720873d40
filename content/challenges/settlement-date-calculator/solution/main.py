import sys
from bisect import bisect_left

MONDAY = -25567 - 7  # day number of Monday 1899-12-25 (day 0 is 1970-01-01), before every date


def days_from_civil(y, m, d):
    y -= m <= 2
    era = y // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def civil_from_days(z):
    z += 719468
    era = z // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + (3 if mp < 10 else -9)
    return yoe + era * 400 + (m <= 2), m, d


def parse(text):
    return days_from_civil(int(text[0:4]), int(text[5:7]), int(text[8:10]))


def settle(holidays, queries):
    """holidays: day numbers; queries: (day, k). Returns the settlement day of each query."""
    weekday_holidays = sorted({h for h in holidays if (h - MONDAY) % 7 < 5})

    def business_before(x):
        # Business days with day number < x.
        e = x - MONDAY
        return e // 7 * 5 + min(e % 7, 5) - bisect_left(weekday_holidays, x)

    slack = 2 * len(weekday_holidays) + 10
    out = []
    for day, k in queries:
        target = business_before(day + 1) + k
        lo, hi = day + 1, day + 2 * k + slack
        while lo < hi:  # smallest x with business_before(x + 1) >= target
            mid = (lo + hi) // 2
            if business_before(mid + 1) >= target:
                hi = mid
            else:
                lo = mid + 1
        out.append(lo)
    return out


def main():
    data = sys.stdin.buffer.read().split()
    h = int(data[0])
    holidays = [parse(data[1 + i]) for i in range(h)]
    q = int(data[1 + h])
    queries = [(parse(data[2 + h + 2 * i]), int(data[3 + h + 2 * i])) for i in range(q)]
    lines = []
    for day in settle(holidays, queries):
        y, m, d = civil_from_days(day)
        lines.append(f"{y:04d}-{m:02d}-{d:02d}")
    sys.stdout.write("\n".join(lines) + ("\n" if lines else ""))


main()
