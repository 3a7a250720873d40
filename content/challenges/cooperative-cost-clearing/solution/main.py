import sys
import heapq


def to_scaled(text, places):
    """'12.5' with places=6 -> 12500000. Exact: no floating point."""
    whole, _, frac = text.partition(".")
    return int(whole + frac.ljust(places, "0"))


def clear(settlement, currencies, n, expenses):
    """settlement: (code, decimals, step); currencies: {code: (decimals, rate text)};
    expenses: (payer, currency code, amount text, shares) with shares None for "all members"
    or a list of (member, weight). Returns the transfers as (debtor, creditor, minor units)."""
    code_s, dec_s, step = settlement
    scale_s = 10 ** dec_s
    # Per currency: numerator factor (rate * 10^dS) and denominator (10^(6 + d) * step).
    conv = {code_s: (scale_s * 10**6, 10 ** (6 + dec_s) * step)}
    for code, (dec, rate) in currencies.items():
        conv[code] = (to_scaled(rate, 6) * scale_s, 10 ** (6 + dec) * step)

    bal = [0] * (n + 2)  # bal[id], 1-based
    diff = [0] * (n + 2)  # "+x for members 1..r" as a difference array
    everyone = 0  # added to every member
    for payer, code, amount, shares in expenses:
        sign = 1
        if amount[0] == "-":
            sign = -1
            amount = amount[1:]
        mul, den = conv[code]
        units, rem = divmod(int(amount.replace(".", "")) * mul, den)
        if 2 * rem > den or (2 * rem == den and units & 1):
            units += 1
        if units == 0:
            continue
        bal[payer] += sign * units * step
        if shares is None:
            q, r = divmod(units, n)
            everyone -= sign * q * step
            diff[1] -= sign * step
            diff[r + 1] += sign * step
        else:
            total = sum(w for _, w in shares)
            parts = []
            given = 0
            for member, w in shares:
                f, rm = divmod(units * w, total)
                given += f
                parts.append((-rm, member, f))
            left = units - given
            if left:
                parts.sort()
            for i, (_, member, f) in enumerate(parts):
                bal[member] -= sign * (f + (1 if i < left else 0)) * step

    # A heap key packs (minus the amount owed or due, id) into one integer, key * shift + id,
    # so the largest amount comes first and equal amounts go by the smaller id.
    shift = n + 1
    debtors, creditors = [], []
    run = 0
    for member in range(1, n + 1):
        run += diff[member]
        b = bal[member] + run + everyone
        if b < 0:
            debtors.append(b * shift + member)
        elif b > 0:
            creditors.append(-b * shift + member)
    heapq.heapify(debtors)
    heapq.heapify(creditors)
    transfers = []
    pop, replace = heapq.heappop, heapq.heapreplace
    while debtors:
        d, dm = divmod(debtors[0], shift)
        c, cm = divmod(creditors[0], shift)
        # d and c are minus the debt and minus the credit.
        if d < c:  # the debt is larger: the creditor is paid in full
            transfers.append((dm, cm, -c))
            replace(debtors, debtors[0] - c * shift)
            pop(creditors)
        elif c < d:
            transfers.append((dm, cm, -d))
            pop(debtors)
            replace(creditors, creditors[0] - d * shift)
        else:
            transfers.append((dm, cm, -d))
            pop(debtors)
            pop(creditors)
    return transfers


def money(units, decimals):
    if decimals == 0:
        return str(units)
    s = str(units).rjust(decimals + 1, "0")
    return s[:-decimals] + "." + s[-decimals:]


def main():
    data = sys.stdin.buffer.read().decode().split()
    pos = 0

    def nxt():
        nonlocal pos
        pos += 1
        return data[pos - 1]

    settlement = (nxt(), int(nxt()), int(nxt()))
    currencies = {}
    for _ in range(int(nxt())):
        code = nxt()
        currencies[code] = (int(nxt()), nxt())
    n, e = int(nxt()), int(nxt())
    expenses = []
    for _ in range(e):
        payer, code, amount, k = int(nxt()), nxt(), nxt(), nxt()
        shares = None
        if k != "*":
            k = int(k)
            shares = [(int(data[pos + 2 * i]), int(data[pos + 2 * i + 1])) for i in range(k)]
            pos += 2 * k
        expenses.append((payer, code, amount, shares))
    q = int(nxt())
    requests = [int(nxt()) for _ in range(q)]

    transfers = clear(settlement, currencies, n, expenses)
    dec = settlement[1]
    out = [f"{len(transfers)} {money(sum(t[2] for t in transfers), dec)}"]
    for j in requests:
        if j <= len(transfers):
            d, c, x = transfers[j - 1]
            out.append(f"{j} {d} {c} {money(x, dec)}")
        else:
            out.append(f"{j} -")
    sys.stdout.write("\n".join(out) + "\n")


main()
