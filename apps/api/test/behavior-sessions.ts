// The editing sessions behavior.test.ts records and the code they end in.
import type { TelemetryEvent } from '@assay/contracts';

const MINUTE = 60_000;

/** FizzBuzz as Cora pastes it, and Dan's copy with every name changed. */
export const CORA_FIZZ = [
  'def fizz(limit):',
  '    for number in range(1, limit + 1):',
  '        if number % 15 == 0:',
  '            print("FizzBuzz")',
  '        elif number % 3 == 0:',
  '            print("Fizz")',
  '        elif number % 5 == 0:',
  '            print("Buzz")',
  '        else:',
  '            print(number)',
  '',
  'fizz(int(input()))',
].join('\n');
export const DAN_FIZZ = CORA_FIZZ.replaceAll('fizz(', 'play(').replaceAll('limit', 'top').replaceAll('number', 'k');

/** Cora's session: typing, six minutes away, the answer pasted from outside, a passing run, the final. */
export function coraSession(start: number): TelemetryEvent[] {
  const starter = '';
  return [
    { t: start, type: 'snapshot', language: 'python', doc: starter },
    { t: start + 1_000, type: 'edit', language: 'python', changes: [[0, '# plan']] },
    { t: start + MINUTE, type: 'blur' },
    { t: start + 7 * MINUTE, type: 'focus' },
    { t: start + 8 * MINUTE, type: 'paste', language: 'python', length: CORA_FIZZ.length, lines: 12, external: true },
    { t: start + 8 * MINUTE, type: 'edit', language: 'python', changes: [6, [0, ...CORA_FIZZ.split('\n')]] },
    { t: start + 9 * MINUTE, type: 'run', action: 'examples', language: 'python' },
    { t: start + 9 * MINUTE + 300, type: 'result', action: 'examples', passed: 3, total: 3, compile_error: false },
    { t: start + 10 * MINUTE, type: 'run', action: 'final', language: 'python' },
  ];
}
