import type { TemplateContentInput } from '@assay/contracts';
import { BALANCED_BRACKETS } from './platform-templates/balanced-brackets.js';
import { FIZZ_BUZZ } from './platform-templates/fizz-buzz.js';
import { TEAM_SCORES } from './platform-templates/team-scores.js';
import { TWO_SUM } from './platform-templates/two-sum.js';

/**
 * The platform templates every installation starts with (issue 6: JavaScript and Python at least; issue 8: the
 * compiled languages and SQL), one file each under platform-templates/. Their tests are generated there so big
 * hidden inputs stay readable; a test runs every reference solution and starter code through the real sandbox, so
 * none of them can rot.
 */

/** Fixed ids, so seeding on every start finds them and never duplicates or overwrites the admin's edits. */
export const PLATFORM_TEMPLATES: { id: string; content: TemplateContentInput }[] = [
  { id: 'platform-fizzbuzz', content: FIZZ_BUZZ },
  { id: 'platform-two-sum', content: TWO_SUM },
  { id: 'platform-balanced-brackets', content: BALANCED_BRACKETS },
  { id: 'platform-team-scores', content: TEAM_SCORES },
];
