import * as fs from 'fs';

type Command = [op: string, word?: string];

function finalDocument(commands: Command[]): string[] {
  // Write your solution here
  return [];
}

const data = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = data.length > 0 ? Number(data[0]) : 0;
const commands: Command[] = [];
let pos = 1;
for (let i = 0; i < q; i++) {
  const op = data[pos++];
  if (op === 'ADD') commands.push([op, data[pos++]]);
  else commands.push([op]);
}
const words = finalDocument(commands);
console.log(words.length > 0 ? words.join(' ') : 'EMPTY');
