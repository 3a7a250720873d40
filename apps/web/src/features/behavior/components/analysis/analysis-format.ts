import { LANGUAGE_NAMES, type LanguageId, type Measure } from '@assay/contracts';

export const NONE = '—';

const round = (value: number) => Math.round(value * 10) / 10;

/** A measure's value with its unit: "3.5 minutes", "80% of tasks", "2 runs"; a dash with nothing to measure. */
export function formatMeasure({ value, unit }: Pick<Measure, 'value' | 'unit'>): { value: string; unit: string } {
  if (value === null) return { value: NONE, unit: '' };
  if (unit.startsWith('%')) return { value: `${Math.round(value)}%`, unit: unit.slice(1).trim() };
  return { value: `${round(value)}`, unit };
}

/** "2026-W47" → "W47 2026": the week first, as the axis reads left to right in weeks. */
export function formatWeek(week: string): string {
  const match = /^(\d{4})-W(\d{2})$/.exec(week);
  return match ? `W${match[2]} ${match[1]}` : week;
}

export const languageName = (language: LanguageId): string => LANGUAGE_NAMES[language];

export const minutesText = (minutes: number) => `${round(minutes)} min`;
