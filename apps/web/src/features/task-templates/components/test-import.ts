import { MAX_TEST_INPUT_BYTES } from '@assay/contracts';
import { unzipSync } from 'fflate';

/** A test read from a file, before it joins the editor's list (which gives it an id and a weight). */
export interface ImportedTest {
  name: string;
  input: string;
  expected_output: string;
  hidden: boolean;
}

/** Why a file cannot be imported, in words the author can act on; the editor's tests stay as they were. */
export class TestImportError extends Error {}

/** The largest file read at all: a zip of a hundred 1 MB inputs, well above what a template holds. */
const MAX_FILE_BYTES = 110 * 1024 * 1024;
const MAX_TESTS = 100;
const IN_OUT = /^(?:.*\/)?([^/]+)\.(in|out)$/i;
const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'hidden']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'visible', '']);

/**
 * Tests from a zip of `NN.in`/`NN.out` pairs (folders inside the zip are fine; pairs are ordered by their name, numbers
 * as numbers) or a CSV of `input,output[,hidden]` (a header row naming those columns is skipped). Throws
 * TestImportError naming the problem: a file of another kind, a zip with an input missing its output, an empty file.
 */
export async function importTests(file: Blob & { name: string }): Promise<ImportedTest[]> {
  if (file.size > MAX_FILE_BYTES) throw new TestImportError(`${file.name} is larger than 110 MB.`);
  const bytes = await bytesOf(file);
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (isZip) return testsFromZip(bytes, file.name);
  if (/\.zip$/i.test(file.name)) throw new TestImportError(`${file.name} is not a readable zip file.`);
  if (/\.(csv|txt)$/i.test(file.name) || file.type === 'text/csv')
    return testsFromCsv(decode(bytes, file.name), file.name);
  throw new TestImportError(`${file.name} is neither a zip of .in/.out files nor a CSV. Choose a .zip or a .csv file.`);
}

/** The file's bytes: Blob.arrayBuffer where the engine has it, FileReader where it does not (jsdom, older Safari). */
function bytesOf(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

function decode(bytes: Uint8Array, name: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new TestImportError(`${name} is not UTF-8 text.`);
  }
}

const byNumberThenName = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });

function testsFromZip(bytes: Uint8Array, zipName: string): ImportedTest[] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (entry) => IN_OUT.test(entry.name) && !entry.name.startsWith('__MACOSX/') });
  } catch {
    throw new TestImportError(`${zipName} is not a readable zip file.`);
  }
  const pairs = new Map<string, { in?: string; out?: string }>();
  for (const [path, content] of Object.entries(files)) {
    const [, stem, kind] = IN_OUT.exec(path)!;
    const pair = pairs.get(stem!) ?? {};
    pair[kind!.toLowerCase() as 'in' | 'out'] = decode(content, `${path} in ${zipName}`);
    pairs.set(stem!, pair);
  }
  if (pairs.size === 0)
    throw new TestImportError(
      `${zipName} holds no .in/.out files. Name each test's files 01.in and 01.out, and so on.`,
    );
  const stems = [...pairs.keys()].sort(byNumberThenName);
  const unpaired = stems.filter((stem) => pairs.get(stem)!.in === undefined || pairs.get(stem)!.out === undefined);
  if (unpaired.length > 0) {
    const named = unpaired.slice(0, 3).map((stem) => `${stem}.${pairs.get(stem)!.in === undefined ? 'in' : 'out'}`);
    throw new TestImportError(
      `${zipName} is missing ${named.join(', ')}${unpaired.length > 3 ? ' and more' : ''}: each test needs an .in and an .out file.`,
    );
  }
  return checked(
    stems.map((stem) => ({
      name: `Test ${stem}`,
      input: pairs.get(stem)!.in!,
      expected_output: pairs.get(stem)!.out!,
      hidden: false,
    })),
    zipName,
  );
}

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. */
function csvRows(text: string, name: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]!;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (quoted) throw new TestImportError(`${name} has a quoted field that never ends.`);
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

function testsFromCsv(text: string, name: string): ImportedTest[] {
  const rows = csvRows(text, name);
  const header = rows[0]?.map((cell) => cell.trim().toLowerCase());
  const hasHeader = header?.[0] === 'input' && (header[1] === 'output' || header[1] === 'expected_output');
  const body = hasHeader ? rows.slice(1) : rows;
  if (body.length === 0)
    throw new TestImportError(`${name} has no tests: write one test a row, as input,output[,hidden].`);
  const tests = body.map((cells, index) => {
    const line = index + (hasHeader ? 2 : 1);
    if (cells.length < 2 || cells.length > 3)
      throw new TestImportError(
        `Row ${line} of ${name} has ${cells.length} column${cells.length === 1 ? '' : 's'}; write input,output[,hidden].`,
      );
    const hiddenWord = (cells[2] ?? '').trim().toLowerCase();
    if (!TRUE_WORDS.has(hiddenWord) && !FALSE_WORDS.has(hiddenWord))
      throw new TestImportError(`Row ${line} of ${name}: hidden is "${cells[2]}"; write true or false.`);
    return {
      name: `Test ${index + 1}`,
      input: cells[0]!,
      expected_output: cells[1]!,
      hidden: TRUE_WORDS.has(hiddenWord),
    };
  });
  return checked(tests, name);
}

function checked(tests: ImportedTest[], name: string): ImportedTest[] {
  if (tests.length > MAX_TESTS)
    throw new TestImportError(`${name} holds ${tests.length} tests; a template holds at most ${MAX_TESTS}.`);
  const tooBig = tests.find((test) => new Blob([test.input]).size > MAX_TEST_INPUT_BYTES);
  if (tooBig)
    throw new TestImportError(`${tooBig.name}'s input in ${name} is larger than ${MAX_TEST_INPUT_BYTES / 1024} KB.`);
  return tests;
}
