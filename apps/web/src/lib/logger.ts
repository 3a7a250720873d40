import { toastLater } from '@/lib/toast-later';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogEntry {
  level: LogLevel;
  message: string;
  context?: unknown;
}

function write({ level, message, context }: LogEntry): void {
  const line = `[assay] ${message}`;
  const args: unknown[] = context === undefined ? [line] : [line, context];
  console[level](...args);
  // People should notice warnings and errors without opening the console; debug and info stay there.
  if (level === 'warn') toastLater('warning', message);
  if (level === 'error') toastLater('error', message);
}

/** The client logger: every entry goes to the console, WARN and ERROR also raise a toast. */
export const logger = {
  debug: (message: string, context?: unknown): void => write({ level: 'debug', message, context }),
  info: (message: string, context?: unknown): void => write({ level: 'info', message, context }),
  warn: (message: string, context?: unknown): void => write({ level: 'warn', message, context }),
  error: (message: string, context?: unknown): void => write({ level: 'error', message, context }),
};
