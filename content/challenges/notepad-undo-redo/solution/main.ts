import * as fs from 'fs';

type Command = [op: string, word?: string];
interface Action {
  op: 'ADD' | 'DEL';
  word: string;
}

function finalDocument(commands: Command[]): string[] {
  const document: string[] = [];
  const undoStack: Action[] = []; // actions done, most recent last
  const redoStack: Action[] = []; // actions undone, most recently undone last
  for (const [op, word] of commands) {
    if (op === 'ADD') {
      document.push(word!);
      undoStack.push({ op: 'ADD', word: word! });
      redoStack.length = 0;
    } else if (op === 'DEL') {
      if (document.length > 0) {
        undoStack.push({ op: 'DEL', word: document.pop()! });
        redoStack.length = 0;
      }
    } else if (op === 'UNDO') {
      const action = undoStack.pop();
      if (action) {
        if (action.op === 'ADD') document.pop();
        else document.push(action.word);
        redoStack.push(action);
      }
    } else if (op === 'REDO') {
      const action = redoStack.pop();
      if (action) {
        if (action.op === 'ADD') document.push(action.word);
        else document.pop();
        undoStack.push(action);
      }
    }
  }
  return document;
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
