import sys


def clear(settlement, currencies, n, expenses):
    """settlement: (code, decimals, step) of the settlement currency, step in its minor units.
    currencies: {code: (decimals, rate)} for the other currencies; rate is the decimal text as written.
    n: the number of members, ids 1..n.
    expenses: (payer, currency code, amount, shares) in input order; amount is the decimal text as
    written (a leading "-" for a refund); shares is None for "all members", else a list of (member, weight).
    Returns the transfers in order, as (debtor, creditor, amount in settlement minor units)."""
    # Write your solution here
    return []


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
