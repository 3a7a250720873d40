import sys
from fractions import Fraction


def main():
    data = sys.stdin.buffer.read().decode().split()
    pos = 0

    def nxt():
        nonlocal pos
        pos += 1
        return data[pos - 1]

    code_s, dec_s, step = nxt(), int(nxt()), int(nxt())
    rates = {code_s: Fraction(1)}
    for _ in range(int(nxt())):
        code = nxt()
        nxt()  # the currency's decimals are implied by how its amounts are written
        rates[code] = Fraction(nxt())
    n, e = int(nxt()), int(nxt())
    bal = [0] * (n + 1)
    for _ in range(e):
        payer, code, amount, k = int(nxt()), nxt(), nxt(), nxt()
        if k == "*":
            shares = [(m, 1) for m in range(1, n + 1)]
        else:
            shares = []
            for _ in range(int(k)):
                member = int(nxt())
                shares.append((member, int(nxt())))
        # Exact value in units of `step` minor units; round() on a Fraction rounds half to even.
        value = Fraction(amount) * rates[code] * 10**dec_s / step
        sign = -1 if value < 0 else 1
        units = round(abs(value))
        bal[payer] += sign * units * step
        total = sum(w for _, w in shares)
        exact = [(Fraction(units * w, total), m) for m, w in shares]
        floors = {m: x.numerator // x.denominator for x, m in exact}
        left = units - sum(floors.values())
        order = sorted(exact, key=lambda t: (-(t[0] - floors[t[1]]), t[1]))
        for _, m in order[:left]:
            floors[m] += 1
        for m, f in floors.items():
            bal[m] -= sign * f * step
    transfers = []
    while True:
        d = c = 0
        for m in range(1, n + 1):
            if bal[m] < 0 and (d == 0 or bal[m] < bal[d]):
                d = m
            if bal[m] > 0 and (c == 0 or bal[m] > bal[c]):
                c = m
        if d == 0:
            break
        x = min(-bal[d], bal[c])
        transfers.append((d, c, x))
        bal[d] += x
        bal[c] -= x

    def money(v):
        if dec_s == 0:
            return str(v)
        return f"{v // 10**dec_s}.{v % 10**dec_s:0{dec_s}d}"

    q = int(nxt())
    out = [f"{len(transfers)} {money(sum(x for _, _, x in transfers))}"]
    for _ in range(q):
        j = int(nxt())
        if j <= len(transfers):
            d, c, x = transfers[j - 1]
            out.append(f"{j} {d} {c} {money(x)}")
        else:
            out.append(f"{j} -")
    sys.stdout.write("\n".join(out) + "\n")


main()
