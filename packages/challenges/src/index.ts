export { CHALLENGE_KINDS, challengeFileSchema, type ChallengeFile, type ChallengeKind } from './challenge-file.js';
export {
  ChallengeError,
  LIBRARY_DIR,
  listChallenges,
  loadChallenge,
  SOURCE_FILES,
  templateIdOf,
  type Challenge,
  type ChallengeEntry,
} from './library.js';
export { challengeProblems, countByDifficulty } from './rules.js';
