import type { ChangesJson, TelemetryEvent } from './behavior.js';
import type { LanguageId } from './execution.js';

/**
 * Applies one CodeMirror `ChangeSet.toJSON()` to a document, as `ChangeSet.fromJSON(changes).apply(doc)` would: the
 * replay of a recording needs no editor (the API checks a recording against the submitted code with it).
 */
export function applyChanges(doc: string, changes: ChangesJson): string {
  let out = '';
  let position = 0;
  for (const part of changes) {
    if (typeof part === 'number') {
      out += doc.slice(position, position + part);
      position += part;
      continue;
    }
    const [deleted, ...lines] = part;
    position += Number(deleted);
    out += lines.join('\n');
  }
  if (position !== doc.length)
    throw new RangeError(`The changes cover ${position} characters of a ${doc.length}-character document.`);
  return out;
}

/** The documents of each language, and the one on screen, at some moment of a recording. */
export interface ReplayState {
  language: LanguageId | null;
  docs: Partial<Record<LanguageId, string>>;
}

export const emptyReplay = (): ReplayState => ({ language: null, docs: {} });

/** One event applied to the state (edits the recording could not place are skipped: a capped recording's tail). */
export function replayEvent(state: ReplayState, event: TelemetryEvent): ReplayState {
  switch (event.type) {
    case 'snapshot':
      return { language: event.language, docs: { ...state.docs, [event.language]: event.doc } };
    case 'edit': {
      const doc = state.docs[event.language];
      if (doc === undefined) return state;
      try {
        return {
          language: event.language,
          docs: { ...state.docs, [event.language]: applyChanges(doc, event.changes) },
        };
      } catch {
        return state;
      }
    }
    case 'language':
      return { ...state, language: event.to };
    default:
      return state;
  }
}

/** The state after the first `count` events. */
export function replay(events: readonly TelemetryEvent[], count = events.length): ReplayState {
  let state = emptyReplay();
  for (let index = 0; index < count && index < events.length; index += 1) state = replayEvent(state, events[index]!);
  return state;
}
