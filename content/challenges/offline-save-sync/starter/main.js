// document: the save file's JSON text (its lines joined with "\n").
// patches: one JSON Patch per string (a JSON array of operation objects), in journal order.
// queries: one JSON string per string, each holding a JSON Pointer.
// Returns the output lines: the number of rejected patches, one "patch op" line per rejected patch, then one line
// per query (the canonical JSON of the value there, or "missing").
function sync(document, patches, queries) {
  // Write your solution here
  return ['0', ...queries.map(() => 'missing')];
}

const lines = require('fs').readFileSync(0, 'latin1').split('\n');
const [n, m, q] = lines[0].trim().split(/\s+/).map(Number);
const document = lines.slice(1, 1 + n).join('\n');
const out = sync(document, lines.slice(1 + n, 1 + n + m), lines.slice(1 + n + m, 1 + n + m + q));
process.stdout.write(out.join('\n') + '\n');
