import { LANGUAGE_NAMES, type LanguageId } from '@assay/contracts';

/** "—" stands for a figure with nothing to compute it from (no submissions, nothing to divide by). */
export const NONE = '—';

/** A share from 0 to 1 as a whole percentage: 0.456 → "46%". */
export function formatRate(rate: number | null): string {
  return rate === null ? NONE : `${Math.round(rate * 100)}%`;
}

/** A median in hours, in the unit a reader compares easily: "45 min", "5.5 h", "3.2 days". */
export function formatHours(hours: number | null): string {
  if (hours === null) return NONE;
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${roundTo(hours, 1)} h`;
  return `${roundTo(hours / 24, 1)} days`;
}

/** A duration in minutes: "12 min", "2.5 h". */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return NONE;
  return minutes < 60 ? `${Math.round(minutes)} min` : formatHours(minutes / 60);
}

export function formatScore(score: number | null): string {
  return score === null ? NONE : `${roundTo(score, 1)}`;
}

/** A score decile's label: "0–9", …, "90–100" (the last holds 100 too). */
export function decileLabel({ from, to }: { from: number; to: number }): string {
  return to >= 100 ? `${from}–100` : `${from}–${to - 1}`;
}

export const languageName = (language: LanguageId): string => LANGUAGE_NAMES[language];

/** "2026-11-28" → "28 Nov", read as UTC like the API's days. */
export function formatDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

function roundTo(value: number, digits: number): string {
  const factor = 10 ** digits;
  return String(Math.round(value * factor) / factor);
}
