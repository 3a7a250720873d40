// The authorization matrix: every registered route's expected outcome for every kind of caller, by area.
import { behaviorRows } from './behavior.js';
import { documentationRows } from './documentation.js';
import { billingRows } from './billing.js';
import { gamificationRows } from './gamification.js';
import { githubRows } from './github.js';
import { identityRows } from './identity.js';
import { learningRows } from './learning.js';
import { learningCertificateRows } from './learning-certificates.js';
import { onboardingRows } from './onboarding.js';
import { organizationRows } from './organizations.js';
import type { MatrixRow } from './outcomes.js';
import { reviewRows } from './review.js';
import { simulationRows } from './simulations.js';
import { submissionRows } from './submissions.js';
import { templateRows } from './templates.js';

export { MATRIX_PATH, MATRIX_TEMPLATE, type Caller, type MatrixIds, type MatrixRow, type Outcome } from './outcomes.js';

/**
 * The rows run in this order, one after another against one database, so the order is part of the test: some rows
 * depend on earlier ones (the role-less caller becomes a candidate through POST /users/me/role, in the identity
 * rows; the review rows run in the order a review goes). Keep the areas, and the rows within each, in this order.
 */
export const authorizationMatrix: MatrixRow[] = [
  ...identityRows,
  ...organizationRows,
  ...templateRows,
  ...submissionRows,
  ...reviewRows,
  ...behaviorRows,
  ...gamificationRows,
  ...githubRows,
  ...learningRows,
  ...learningCertificateRows,
  ...onboardingRows,
  ...billingRows,
  ...simulationRows,
  ...documentationRows,
];
