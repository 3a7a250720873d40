const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

function finalDocument(commands) {
  const document = [];
  const undoStack = []; // actions done, most recent last: { op: 'ADD' | 'DEL', word }
  const redoStack = []; // actions undone, most recently undone last
  for (const [op, word] of commands) {
    if (op === 'ADD') {
      document.push(word);
      undoStack.push({ op, word });
      redoStack.length = 0;
    } else if (op === 'DEL') {
      if (document.length > 0) {
        undoStack.push({ op, word: document.pop() });
        redoStack.length = 0;
      }
    } else if (op === 'UNDO') {
      if (undoStack.length > 0) {
        const action = undoStack.pop();
        if (action.op === 'ADD') document.pop();
        else document.push(action.word);
        redoStack.push(action);
      }
    } else if (op === 'REDO') {
      if (redoStack.length > 0) {
        const action = redoStack.pop();
        if (action.op === 'ADD') document.push(action.word);
        else document.pop();
        undoStack.push(action);
      }
    }
  }
  return document;
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
