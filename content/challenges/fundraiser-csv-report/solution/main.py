import re
import sys

QUOTED = re.compile(r'"([^"]*(?:""[^"]*)*)"')
UNQUOTED = re.compile(r'[^,\r\n]*')


def parse_records(text):
    """Yields the records of an RFC 4180 export as lists of field values; empty lines are skipped."""
    n = len(text)
    pos = 0
    quoted_match = QUOTED.match
    unquoted_match = UNQUOTED.match
    while pos < n:
        c = text[pos]
        if c == "\n":
            pos += 1
            continue
        if c == "\r" and text.startswith("\r\n", pos):
            pos += 2
            continue
        fields = []
        while True:
            if pos < n and text[pos] == '"':
                m = quoted_match(text, pos)
                value = m.group(1)
                if '""' in value:
                    value = value.replace('""', '"')
            else:
                m = unquoted_match(text, pos)
                value = m.group()
            fields.append(value)
            pos = m.end()
            if pos >= n:
                break
            c = text[pos]
            if c == ",":
                pos += 1
                continue
            pos += 2 if c == "\r" else 1  # "\r\n" or "\n" ends the record
            break
        yield fields


def to_cents(amount):
    text = amount.replace(",", "")
    negative = text.startswith("-")
    if negative:
        text = text[1:]
    whole, _, frac = text.partition(".")
    cents = int(whole) * 100 + int((frac + "00")[:2])
    return -cents if negative else cents


def format_cents(cents):
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}{cents // 100}.{cents % 100:02d}"


def csv_name(name):
    if name == "" or "," in name or '"' in name:
        return '"' + name.replace('"', '""') + '"'
    return name


def build_report(text):
    """Returns the lines of the report for the CSV export `text`."""
    records = parse_records(text)
    header = next(records, None)
    if header is None:
        return ["0 0", "campaign,donations,donors,total"]
    width = len(header)
    ci, di, ai = header.index("campaign"), header.index("donor"), header.index("amount")
    totals, counts, donors = {}, {}, {}
    valid = skipped = 0
    for fields in records:
        if len(fields) != width:
            skipped += 1
            continue
        valid += 1
        campaign = fields[ci]
        cents = to_cents(fields[ai])
        if campaign in totals:
            totals[campaign] += cents
            counts[campaign] += 1
        else:
            totals[campaign] = cents
            counts[campaign] = 1
            donors[campaign] = set()
        donor = fields[di]
        if donor:
            donors[campaign].add(donor)
    lines = [f"{valid} {skipped}", "campaign,donations,donors,total"]
    for name in sorted(totals, key=lambda name: (-totals[name], name)):
        lines.append(f"{csv_name(name)},{counts[name]},{len(donors[name])},{format_cents(totals[name])}")
    return lines


def main():
    text = sys.stdin.buffer.read().decode("latin-1")
    sys.stdout.write("\n".join(build_report(text)) + "\n")


main()
