import axe from 'axe-core';

/** axe's serious and critical findings in `container`, as `rule: help` lines (an empty list is a pass). */
export async function seriousViolations(container: HTMLElement): Promise<string[]> {
  // jsdom cannot compute colours; contrast is checked in the browser suite.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}
