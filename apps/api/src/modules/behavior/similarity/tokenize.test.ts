import type { LanguageId } from '@assay/contracts';
import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize.js';

/** The normalised values, space-separated: what the hashes are made of. */
const values = (code: string, language: LanguageId) =>
  tokenize(code, language)
    .map((token) => token.value)
    .join(' ');

describe('tokenize', () => {
  it('JavaScript: comments and whitespace gone, names, strings (templates too) and numbers one kind each', () => {
    const code = `// greet\nconst name = 'Ada'; /* a\nblock */\nconsole.log(\`hi \${name}\`, 0x1F, 3.5e2);`;
    expect(values(code, 'javascript')).toBe('const $id = $str ; $id . $id ( $str , $num , $num ) ;');
    expect(tokenize(code, 'javascript').map((token) => token.line)).toEqual([
      2, 2, 2, 2, 2, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
    ]);
  });

  it('TypeScript keeps its type keywords and drops imports', () => {
    const code = `import { readFileSync } from 'node:fs';\nlet total: number = 0 as number; // sum\n`;
    expect(values(code, 'typescript')).toBe('let $id : number = $num as number ;');
  });

  it('Python: # comments, docstrings and prefixed strings, floor division; imports dropped', () => {
    const code = `import sys\nfrom math import gcd\ndef f(a, b):\n    """Doc\n    string."""\n    return a // b + len(rb'x') # c\n`;
    expect(values(code, 'python')).toBe('def $id ( $id , $id ) : $str return $id // $id + $id ( $str )');
    expect(tokenize(code, 'python').find((token) => token.value === 'return')?.line).toBe(6);
  });

  it('Python keeps `from` that does not start a line', () => {
    expect(values('def g():\n    yield from range(3)\n', 'python')).toBe('def $id ( ) : yield from $id ( $num )');
  });

  it('C: #include dropped, #define kept, character literals are strings', () => {
    const code = `#include <stdio.h>\n#define N 10\nint main(void) { char c = 'x'; /* note */ return N; }`;
    expect(values(code, 'c')).toBe('# $id $id $num int $id ( void ) { char $id = $str ; return $id ; }');
  });

  it('C++: raw strings and scope operators', () => {
    const code = `#include <iostream>\nint main() { std::cout << R"x(a "quoted" )x" << 1u; }`;
    expect(values(code, 'cpp')).toBe('int $id ( ) { $id :: $id << $str << $num ; }');
  });

  it('Java: package and imports dropped, text blocks are one string', () => {
    const code = `package a.b;\nimport java.util.*;\nclass A { String s = """\n  x\n  """; long n = 10L; }`;
    expect(values(code, 'java')).toBe('class $id { $id $id = $str ; long $id = $num ; }');
  });

  it('Go: package and grouped imports dropped, raw strings and runes', () => {
    const code =
      'package main\n\nimport (\n\t"fmt"\n)\n\nfunc main() { s := `raw\nline`; r := \'x\'; fmt.Println(s, r) }';
    expect(values(code, 'go')).toBe('func $id ( ) { $id := $str ; $id := $str ; $id . $id ( $id , $id ) }');
  });

  it('Rust: lifetimes are names, raw strings and byte strings are strings, `use` dropped', () => {
    const code = `use std::io;\nfn f<'a>(x: &'a str) -> char { let s = r#"a "b" c"#; let b = b'z'; 'q' }`;
    expect(values(code, 'rust')).toBe(
      'fn $id < $id > ( $id : & $id $id ) -> $id { let $id = $str ; let $id = $str ; $str }',
    );
  });

  it('SQL: -- comments, keywords in any case, quoted names are names, doubled quotes stay in the string', () => {
    const code = `-- top\nSELECT "name", COUNT(*) FROM users WHERE note = 'it''s' GROUP BY 1;`;
    expect(values(code, 'sql')).toBe('select $id , count ( * ) from $id where $id = $str group by $num ;');
  });

  it('renaming and re-commenting change nothing', () => {
    const a = 'for (let i = 0; i < n; i++) { total += i; }';
    const b = '/* loop */\nfor (let index = 0; index < count; index++) {\n  sum += index; // add\n}';
    expect(values(a, 'javascript')).toBe(values(b, 'javascript'));
  });
});
