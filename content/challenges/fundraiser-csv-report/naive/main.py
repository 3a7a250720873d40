import sys


def parse_record(record):
    """Parses the text of one record character by character.
    Returns (fields, complete); complete is False while a quoted field is still open."""
    fields = []
    field = ""
    in_quotes = False
    i = 0
    n = len(record)
    while i < n:
        ch = record[i]
        if in_quotes:
            if ch == '"':
                if i + 1 < n and record[i + 1] == '"':
                    field = field + '"'
                    i += 1
                else:
                    in_quotes = False
            else:
                field = field + ch
        elif ch == '"':
            in_quotes = True
        elif ch == ",":
            fields.append(field)
            field = ""
        elif ch == "\r" and i == n - 1:
            pass  # the CR of a CRLF line break
        else:
            field = field + ch
        i += 1
    fields.append(field)
    return fields, not in_quotes


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
    # Read line by line; while a quoted field is open, glue on the next line and parse the record again.
    lines = text.split("\n")
    header = None
    campaigns = []  # [name, total, donations, donors list]
    valid = skipped = 0
    record = None
    for line in lines:
        record = line if record is None else record + "\n" + line
        fields, complete = parse_record(record)
        if not complete:
            continue
        text_of_record = record
        record = None
        if text_of_record == "" or text_of_record == "\r":
            continue
        if header is None:
            header = fields
            continue
        if len(fields) != len(header):
            skipped += 1
            continue
        valid += 1
        name = fields[header.index("campaign")]
        found = None
        for c in campaigns:
            if c[0] == name:
                found = c
                break
        if found is None:
            found = [name, 0, 0, []]
            campaigns.append(found)
        found[1] += to_cents(fields[header.index("amount")])
        found[2] += 1
        donor = fields[header.index("donor")]
        if donor != "" and donor not in found[3]:
            found[3].append(donor)
    campaigns.sort(key=lambda c: (-c[1], c[0]))
    out = [f"{valid} {skipped}", "campaign,donations,donors,total"]
    for name, total, donations, donors in campaigns:
        out.append(f"{csv_name(name)},{donations},{len(donors)},{format_cents(total)}")
    return out


def main():
    text = sys.stdin.buffer.read().decode("latin-1")
    sys.stdout.write("\n".join(build_report(text)) + "\n")


main()
