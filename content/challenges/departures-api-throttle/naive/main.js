const data = require('fs').readFileSync(0, 'utf8');

// Recounts the window for every request by scanning the allowed requests backwards.
function admit(window, clientLimit, globalLimit, times, clients, clientCount) {
  const keptTimes = [];
  const keptClients = [];
  const allowed = new Array(times.length);
  for (let i = 0; i < times.length; i++) {
    const t = times[i];
    const cutoff = t - window;
    let everyone = 0;
    let mine = 0;
    for (let j = keptTimes.length - 1; j >= 0 && keptTimes[j] > cutoff; j--) {
      everyone++;
      if (keptClients[j] === clients[i]) mine++;
    }
    const ok = mine < clientLimit && everyone < globalLimit;
    if (ok) {
      keptTimes.push(t);
      keptClients.push(clients[i]);
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
