import {
  TELEMETRY_MAX_BATCH_BYTES,
  TELEMETRY_MAX_EVENTS_PER_BATCH,
  type ChangesJson,
  type TelemetryEvent,
} from '@assay/contracts';

type EditEvent = Extract<TelemetryEvent, { type: 'edit' }>;

/** What a batch carries besides its events: `{"stream":"<uuid>","seq":1000000,"events":[]}`, rounded up. */
const ENVELOPE_BYTES = 128;
/** The most one event may take, so that it fits a batch of its own. */
export const MAX_EVENT_BYTES = TELEMETRY_MAX_BATCH_BYTES - ENVELOPE_BYTES;
/**
 * Characters of inserted text per piece of a split edit: JSON spends at most six bytes on a UTF-16 unit (`\u0001`),
 * so a piece of this many always fits with room for its positions.
 */
const PIECE_CHARS = Math.floor((MAX_EVENT_BYTES - 256) / 6);

const encoder = new TextEncoder();
export const jsonBytes = (value: unknown) => encoder.encode(JSON.stringify(value)).length;

interface Replacement {
  from: number;
  to: number;
  insert: string;
}

/** A change set's replacements in the old document's positions, and that document's length. */
function replacementsOf(changes: ChangesJson): { replacements: Replacement[]; length: number } {
  const replacements: Replacement[] = [];
  let position = 0;
  for (const section of changes) {
    if (typeof section === 'number') {
      position += section;
      continue;
    }
    const [deleted = 0, ...lines] = section;
    replacements.push({ from: position, to: position + Number(deleted), insert: lines.map(String).join('\n') });
    position += Number(deleted);
  }
  return { replacements, length: position };
}

/** One replacement as a change set over a document of `length`: `[kept, [deleted, ...lines], kept]`. */
function changeSet(length: number, from: number, to: number, insert: string): ChangesJson {
  const replaced: (string | number)[] = insert === '' ? [to - from] : [to - from, ...insert.split('\n')];
  return [...(from > 0 ? [from] : []), replaced, ...(length - to > 0 ? [length - to] : [])];
}

/** Pieces of at most PIECE_CHARS, never parting a surrogate pair. */
function pieces(text: string): string[] {
  if (text.length <= PIECE_CHARS) return [text];
  const out: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + PIECE_CHARS, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    out.push(text.slice(start, end));
    start = end;
  }
  return out;
}

/**
 * An edit too large for a batch as a run of smaller edits with the same effect: its replacements one at a time from
 * the last (so the earlier ones' positions hold), each long insertion in pieces.
 */
export function splitEdit(event: EditEvent): EditEvent[] {
  const { replacements, length: start } = replacementsOf(event.changes);
  const out: EditEvent[] = [];
  let length = start;
  for (const { from, to, insert } of replacements.reverse()) {
    let position = from;
    let end = to;
    for (const piece of pieces(insert)) {
      out.push({ ...event, changes: changeSet(length, position, end, piece) });
      length += piece.length - (end - position);
      position += piece.length;
      end = position;
    }
  }
  return out;
}

/** An event as it can travel: as it is, or a large edit or snapshot as several events that replay to the same. */
export function fitEvent(event: TelemetryEvent): TelemetryEvent[] {
  if (jsonBytes(event) <= MAX_EVENT_BYTES) return [event];
  if (event.type === 'edit') return splitEdit(event);
  if (event.type === 'snapshot') {
    const { t, language, doc } = event;
    return [
      { t, type: 'snapshot', language, doc: '' },
      ...splitEdit({ t, type: 'edit', language, changes: changeSet(0, 0, 0, doc) }),
    ];
  }
  // Pastes, runs and focus changes are a few dozen bytes: nothing else can be this large.
  return [event];
}

/** Events in batches, in order, each within TELEMETRY_MAX_BATCH_BYTES and TELEMETRY_MAX_EVENTS_PER_BATCH. */
export function packBatches(events: TelemetryEvent[]): TelemetryEvent[][] {
  const batches: TelemetryEvent[][] = [];
  let current: TelemetryEvent[] = [];
  let bytes = 0;
  for (const event of events.flatMap(fitEvent)) {
    // One more event costs its JSON and a comma.
    const size = jsonBytes(event) + 1;
    if (current.length > 0 && (bytes + size > MAX_EVENT_BYTES || current.length >= TELEMETRY_MAX_EVENTS_PER_BATCH)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(event);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
