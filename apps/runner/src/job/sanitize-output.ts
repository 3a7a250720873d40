// eslint-disable-next-line no-control-regex -- these are exactly the characters it escapes
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/**
 * Output as text that is safe to store and show: invalid UTF-8 becomes U+FFFD, NUL and the other C0 and C1 control
 * characters (ANSI escapes included) become visible escapes; tabs, newlines and carriage returns stay (the judge
 * compares CRLF output like LF). The browser renders it as text too.
 */
export function sanitizeOutput(bytes: Buffer, cap: number): string {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, cap));
  return text.replace(CONTROL_CHARACTERS, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
}
