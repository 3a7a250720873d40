import { screen, within } from '@testing-library/react';

/** The body rows of a table as the text of their cells (the header row left out). */
export const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** The value shown beside a figure tile's label (a <dt> and the element after it). */
export function tileValue(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}
