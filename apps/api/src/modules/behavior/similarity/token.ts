/**
 * A token as similarity sees it: every name is `$id`, every string or character literal `$str`, every number `$num`;
 * keywords and operators stay themselves. Renaming variables or changing messages and constants then changes nothing.
 */
export interface Token {
  kind: 'identifier' | 'string' | 'number' | 'keyword' | 'operator';
  value: string;
  /** The source text (a string's is its opening only: imports.ts reads names and directives, never literals). */
  text: string;
  /** 1-based line the token starts on. */
  line: number;
}
