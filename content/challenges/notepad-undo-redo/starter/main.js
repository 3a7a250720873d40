const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

function finalDocument(commands) {
  // Write your solution here
  return [];
}

const q = data.length > 0 ? Number(data[0]) : 0;
const commands = [];
let pos = 1;
for (let i = 0; i < q; i++) {
  const op = data[pos++];
  if (op === 'ADD') commands.push([op, data[pos++]]);
  else commands.push([op]);
}
const words = finalDocument(commands);
console.log(words.length > 0 ? words.join(' ') : 'EMPTY');
