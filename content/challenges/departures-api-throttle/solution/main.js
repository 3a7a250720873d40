const data = require('fs').readFileSync(0, 'utf8');

// Decides every request in order; returns one boolean per request (true = allowed).
function admit(window, clientLimit, globalLimit, times, clients, clientCount) {
  // Allowed times per client and for everyone, oldest first; a head index stands in for popping.
  const mine = Array.from({ length: clientCount }, () => ({ times: [], head: 0 }));
  const everyone = [];
  let everyoneHead = 0;
  const allowed = new Array(times.length);
  for (let i = 0; i < times.length; i++) {
    const t = times[i];
    const cutoff = t - window; // a request at or before the cutoff has left the window
    while (everyoneHead < everyone.length && everyone[everyoneHead] <= cutoff) everyoneHead++;
    const recent = mine[clients[i]];
    while (recent.head < recent.times.length && recent.times[recent.head] <= cutoff) recent.head++;
    const ok = recent.times.length - recent.head < clientLimit && everyone.length - everyoneHead < globalLimit;
    if (ok) {
      recent.times.push(t);
      everyone.push(t);
    }
    allowed[i] = ok;
  }
  return allowed;
}

const tokens = data.split(/\s+/).filter((token) => token.length > 0);
const [n, window, clientLimit, globalLimit] = tokens.slice(0, 4).map(Number);
const ids = new Map();
const names = [];
const times = new Array(n);
const clients = new Array(n);
for (let i = 0; i < n; i++) {
  const name = tokens[5 + 2 * i];
  let c = ids.get(name);
  if (c === undefined) {
    c = names.length;
    ids.set(name, c);
    names.push(name);
  }
  times[i] = Number(tokens[4 + 2 * i]);
  clients[i] = c;
}
const allowed = admit(window, clientLimit, globalLimit, times, clients, names.length);
const granted = new Array(names.length).fill(0);
const total = new Array(names.length).fill(0);
let grantedAll = 0;
for (let i = 0; i < n; i++) {
  total[clients[i]]++;
  if (allowed[i]) {
    granted[clients[i]]++;
    grantedAll++;
  }
}
const out = [`${grantedAll} ${n - grantedAll}`];
names.forEach((name, c) => out.push(`${name} ${granted[c]} ${total[c] - granted[c]}`));
console.log(out.join('\n'));
