import * as fs from 'fs';

interface Queue {
  times: number[];
  head: number;
}

// Decides every request in order; returns one boolean per request (true = allowed).
function admit(
  window: number,
  clientLimit: number,
  globalLimit: number,
  times: number[],
  clients: number[],
  clientCount: number,
): boolean[] {
  // Allowed times per client and for everyone, oldest first; a head index stands in for popping.
  const mine: Queue[] = Array.from({ length: clientCount }, () => ({ times: [], head: 0 }));
  const everyone: Queue = { times: [], head: 0 };
  const expire = (queue: Queue, cutoff: number): number => {
    while (queue.head < queue.times.length && queue.times[queue.head] <= cutoff) queue.head++;
    return queue.times.length - queue.head;
  };
  const allowed: boolean[] = new Array(times.length);
  for (let i = 0; i < times.length; i++) {
    const t = times[i];
    const cutoff = t - window; // a request at or before the cutoff has left the window
    const recent = mine[clients[i]];
    const ok = expire(recent, cutoff) < clientLimit && expire(everyone, cutoff) < globalLimit;
    if (ok) {
      recent.times.push(t);
      everyone.times.push(t);
    }
    allowed[i] = ok;
  }
  return allowed;
}

const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter((token) => token.length > 0);
const [n, window, clientLimit, globalLimit] = tokens.slice(0, 4).map(Number);
const ids = new Map<string, number>();
const names: string[] = [];
const times: number[] = new Array(n);
const clients: number[] = new Array(n);
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
const granted: number[] = new Array(names.length).fill(0);
const total: number[] = new Array(names.length).fill(0);
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
