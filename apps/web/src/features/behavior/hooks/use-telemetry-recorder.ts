import type { LanguageId, RunAction } from '@assay/contracts';
import { useEffect, useMemo } from 'react';
import type { EditorActivity } from '@/components/editor-activity';
import { isFinalRefusal, sendTelemetry } from '@/features/behavior/api/telemetry';
import { TelemetryRecorder } from '@/features/behavior/hooks/telemetry-recorder';

/** How long the final submission waits for the recording to be sent before it goes anyway. */
export const FINAL_FLUSH_WAIT_MS = 2_000;

/** What the task's editor reports; the tasks feature's workbench takes it (the page hands one to the other). */
export interface TaskTelemetry {
  editor(language: LanguageId, activity: EditorActivity): void;
  language(from: LanguageId, to: LanguageId, doc: string): void;
  run(action: RunAction, language: LanguageId): void;
  result(action: RunAction, outcome: { passed: number | null; total: number | null; compile_error: boolean }): void;
  /** Sends what is recorded so far; settles once sent, failed, or after a short wait, and never rejects. */
  flush(): Promise<void>;
}

function recorderFor(taskId: string): TelemetryRecorder {
  return new TelemetryRecorder({
    send: (batch, { keepalive }) =>
      sendTelemetry(taskId, batch, { keepalive }).catch((error: unknown) => {
        if (isFinalRefusal(error)) return { stored: false, capped: true };
        throw error;
      }),
  });
}

/**
 * Records how an open task is worked on (SPEC issue 29, TELEMETRY_NOTICE): the editor's edits, pastes and snapshots,
 * language switches, runs and their results, and the page losing and regaining focus. A new stream per mount; sent
 * every few seconds, at once when the page is hidden or left, and when the task closes. Nothing while `enabled` is
 * false: the return is undefined then, and the workbench records nothing.
 */
export function useTelemetryRecorder(taskId: string, { enabled }: { enabled: boolean }): TaskTelemetry | undefined {
  // Made in render, not in the effect: the editor reports its first document from its own mount effect, which runs
  // before this component's.
  const recorder = useMemo(() => recorderFor(taskId), [taskId]);

  useEffect(() => {
    if (!enabled) return;
    recorder.start();
    // Leaving the window and hiding the page both fire; only the change from one state to the other is recorded.
    // A page opened in the background starts away: that is recorded too.
    let focused = typeof document.hasFocus === 'function' ? document.hasFocus() : true;
    if (!focused) recorder.record({ type: 'blur' });
    const focus = (next: boolean) => {
      if (next === focused) return;
      focused = next;
      recorder.record({ type: next ? 'focus' : 'blur' });
    };
    const onFocus = () => focus(true);
    const onBlur = () => focus(false);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        focus(false);
        void recorder.flush({ keepalive: true });
      } else focus(true);
    };
    const onPageHide = () => {
      focus(false);
      void recorder.flush({ keepalive: true });
    };
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
      // The task closed or the page left for another: what is left goes now.
      void recorder.stop({ keepalive: true });
    };
  }, [recorder, enabled]);

  return useMemo<TaskTelemetry | undefined>(() => {
    if (!enabled) return undefined;
    return {
      editor: (language, activity) => recorder.record({ ...activity, language }),
      language: (from, to, doc) => {
        recorder.record({ type: 'language', from, to });
        recorder.record({ type: 'snapshot', language: to, doc });
      },
      run: (action, language) => recorder.record({ type: 'run', action, language }),
      result: (action, outcome) => recorder.record({ type: 'result', action, ...outcome }),
      flush: () =>
        Promise.race([recorder.flush(), new Promise<void>((resolve) => setTimeout(resolve, FINAL_FLUSH_WAIT_MS))]),
    };
  }, [recorder, enabled]);
}
