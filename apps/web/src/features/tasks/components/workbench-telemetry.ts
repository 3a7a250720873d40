import type { LanguageId, RunAction } from '@assay/contracts';
import type { EditorActivity } from '@/components/editor-activity';

/**
 * How the task is worked on, for a recorder the page passes (the behavior feature's): what the editor saw, language
 * switches, runs and what the examples and custom input answered. `flush` settles once the recording is sent (or
 * after a short wait): the final submission waits for it, as the recording closes with the task.
 */
export interface WorkbenchTelemetry {
  editor(language: LanguageId, activity: EditorActivity): void;
  language(from: LanguageId, to: LanguageId, doc: string): void;
  run(action: RunAction, language: LanguageId): void;
  result(action: RunAction, outcome: { passed: number | null; total: number | null; compile_error: boolean }): void;
  flush(): Promise<void>;
}
