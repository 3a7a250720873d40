import { LANGUAGE_NAMES, type LanguageId, type Measure } from '@assay/contracts';

export const NONE = '—';

const round = (value: number) => Math.round(value * 10) / 10;

/** A measure's value with its unit: "3.5 minutes", "80% of tasks", "2 runs"; a dash with nothing to measure. */
export function formatMeasure({ value, unit }: Pick<Measure, 'value' | 'unit'>): { value: string; unit: string } {
  if (value === null) return { value: NONE, unit: '' };
  if (unit.startsWith('%')) return { value: `${Math.round(value)}%`, unit: unit.slice(1).trim() };
  return { value: `${round(value)}`, unit };
}

/** A week as the API names it (its Monday, YYYY-MM-DD) → "Week of 30 Nov 2026"; anything else as it is. */
export function formatWeek(week: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(week)) return week;
  const monday = new Date(`${week}T00:00:00Z`);
  const day = monday.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return `Week of ${day}`;
}

export const languageName = (language: LanguageId): string => LANGUAGE_NAMES[language];

export const minutesText = (minutes: number) => `${round(minutes)} min`;
