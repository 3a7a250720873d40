import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importTests, TestImportError } from '@/features/task-templates/components/test-import';

const fileOf = (name: string, content: Uint8Array<ArrayBuffer> | string, type = '') =>
  new File([content], name, { type });
const zipOf = (entries: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(entries).map(([path, text]) => [path, strToU8(text)])));

async function refusal(file: File): Promise<string> {
  const error = await importTests(file).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(TestImportError);
  return (error as Error).message;
}

describe('importing tests', () => {
  it('reads a zip of NN.in/NN.out pairs in numeric order, folders and a macOS resource fork aside', async () => {
    const zip = zipOf({
      'tests/10.in': 'ten\n',
      'tests/10.out': 'net\n',
      'tests/2.in': 'ab\n',
      'tests/2.out': 'ba\n',
      '__MACOSX/tests/._2.in': 'junk',
      'README.md': 'not a test',
    });
    expect(await importTests(fileOf('cases.zip', zip))).toEqual([
      { name: 'Test 2', input: 'ab\n', expected_output: 'ba\n', hidden: false },
      { name: 'Test 10', input: 'ten\n', expected_output: 'net\n', hidden: false },
    ]);
  });

  it('names the file a zip is missing, and a zip without tests', async () => {
    expect(await refusal(fileOf('cases.zip', zipOf({ '01.in': '1', '01.out': '1', '02.in': '2' })))).toBe(
      'cases.zip is missing 02.out: each test needs an .in and an .out file.',
    );
    expect(await refusal(fileOf('empty.zip', zipOf({ 'notes.txt': 'hi' })))).toContain('holds no .in/.out files');
  });

  it('reads a CSV of input,output[,hidden] with a header, quoted commas, quotes and line breaks', async () => {
    const csv = 'input,output,hidden\r\n"1 2\n3",6,false\n"a,b","say ""hi""",true\nx,y\n';
    expect(await importTests(fileOf('tests.csv', csv))).toEqual([
      { name: 'Test 1', input: '1 2\n3', expected_output: '6', hidden: false },
      { name: 'Test 2', input: 'a,b', expected_output: 'say "hi"', hidden: true },
      { name: 'Test 3', input: 'x', expected_output: 'y', hidden: false },
    ]);
  });

  it('says which row of a CSV is wrong', async () => {
    expect(await refusal(fileOf('tests.csv', 'input,output\n1,2\nonly-one\n'))).toBe(
      'Row 3 of tests.csv has 1 column; write input,output[,hidden].',
    );
    expect(await refusal(fileOf('tests.csv', '1,2,maybe\n'))).toBe(
      'Row 1 of tests.csv: hidden is "maybe"; write true or false.',
    );
    expect(await refusal(fileOf('tests.csv', 'input,output\n'))).toContain('has no tests');
  });

  it('refuses a file of another kind, a broken zip and text that is not UTF-8', async () => {
    expect(await refusal(fileOf('photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47])))).toBe(
      'photo.png is neither a zip of .in/.out files nor a CSV. Choose a .zip or a .csv file.',
    );
    expect(await refusal(fileOf('broken.zip', new Uint8Array([0x50, 0x4b, 3, 4, 0, 0])))).toBe(
      'broken.zip is not a readable zip file.',
    );
    expect(await refusal(fileOf('latin.csv', new Uint8Array([0x63, 0xe9, 0x2c, 0x61])))).toBe(
      'latin.csv is not UTF-8 text.',
    );
  });
});
