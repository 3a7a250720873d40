# Calls the candidate's entry function: JSON arguments on stdin, the JSON result written to fd 3.
# Runs inside the sandbox. What it writes is compared with the expected value outside the box, so a program that
# writes to fd 3 itself can only ever produce its own answer, never a pass it did not earn.
import json
import os
import sys

source_file, entry = sys.argv[1], sys.argv[2]
args = json.loads(sys.stdin.read() or "[]")
namespace = {"__name__": "solution", "__file__": source_file}
with open(source_file, encoding="utf-8") as handle:
    exec(compile(handle.read(), source_file, "exec"), namespace)

fn = namespace.get(entry)
if fn is None and isinstance(namespace.get("Solution"), type):
    fn = getattr(namespace["Solution"](), entry, None)
if not callable(fn):
    sys.stderr.write(f"No function named {entry} was found.\n")
    sys.exit(1)

result = fn(*args)
with os.fdopen(3, "w", encoding="utf-8") as channel:
    channel.write(json.dumps(result))
