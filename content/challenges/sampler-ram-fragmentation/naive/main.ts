import * as fs from 'fs';

interface Gap {
  start: number;
  len: number;
  next: Gap | null;
}

// Naive: the classic free list, a singly linked list of gaps in address order, walked from the lowest address on
// every load and every unload.
const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter((token) => token.length > 0);
const heapSize = Number(tokens[0]);
const n = Number(tokens[1]);
let head: Gap | null = { start: 0, len: heapSize, next: null };
let gapCount = 1;
const address: number[] = [-1];
const length: number[] = [0];
let failed = 0;
let invalid = 0;
let checksum = 0;
const lines: string[] = [];
for (let i = 0, at = 2; i < n; i++) {
  const kind = tokens[at];
  if (kind === 'L') {
    const size = Number(tokens[at + 1]);
    at += 2;
    const k = address.length;
    let prev: Gap | null = null;
    let gap: Gap | null = head;
    while (gap !== null && gap.len < size) {
      prev = gap;
      gap = gap.next;
    }
    if (gap === null) {
      address.push(-1);
      length.push(0);
      failed++;
      continue;
    }
    address.push(gap.start);
    length.push(size);
    checksum = (checksum + k * gap.start) % 1000000007;
    if (gap.len === size) {
      if (prev !== null) prev.next = gap.next;
      else head = gap.next;
      gapCount--;
    } else {
      gap.start += size;
      gap.len -= size;
    }
  } else if (kind === 'U') {
    const k = Number(tokens[at + 1]);
    at += 2;
    if (k >= address.length || address[k] < 0) {
      invalid++;
      continue;
    }
    const a = address[k];
    const size = length[k];
    address[k] = -1;
    let prev: Gap | null = null;
    let gap: Gap | null = head;
    while (gap !== null && gap.start < a) {
      prev = gap;
      gap = gap.next;
    }
    const node: Gap = { start: a, len: size, next: gap };
    if (prev !== null) prev.next = node;
    else head = node;
    gapCount++;
    if (gap !== null && a + size === gap.start) {
      node.len += gap.len;
      node.next = gap.next;
      gapCount--;
    }
    if (prev !== null && prev.start + prev.len === a) {
      prev.len += node.len;
      prev.next = node.next;
      gapCount--;
    }
  } else {
    at += 1;
    let largest = 0;
    for (let gap: Gap | null = head; gap !== null; gap = gap.next) if (gap.len > largest) largest = gap.len;
    lines.push(`${largest} ${gapCount}`);
  }
}
lines.push(`${failed} ${invalid} ${checksum}`);
process.stdout.write(lines.join('\n') + '\n');
