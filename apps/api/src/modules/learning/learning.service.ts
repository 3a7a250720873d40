import {
  type Catalogue,
  type CatalogueQuery,
  type Enrollment,
  type PathContent,
  type PathOutline,
  type PathSummary,
  type QuizAttemptInput,
  type QuizResult,
  SOLVE_SCORE,
  type StepCompletion as StepCompletionView,
  type StepView,
} from '@assay/contracts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { UserRow } from '../users/users.service.js';
import type { EnrollmentRow, LearningRepository, PathRow } from './learning.repository.js';
import { completedCount, minutesOf, nextStepOf, percentOf, refOf, statusesOf, stepsOf } from './path-outline.js';
import { gradeQuiz } from './quiz-grading.js';
import type { StepCompletion } from './step-completion.js';

const PATH_NOT_FOUND = 'Learning path not found.';
const STEP_NOT_FOUND = 'This step is not part of your version of the path.';

/** What learning reads of practice: library challenges with the learner's best score on each. */
export interface ChallengeStanding {
  standing(
    candidateId: string,
    templateIds: string[],
  ): Promise<
    { id: string; title: string; difficulty: 'easy' | 'medium' | 'hard' | 'expert'; bestScore: number | null }[]
  >;
}

export const challengeTemplateIdOf = (slug: string) => `library-${slug}`;
export const holderNameOf = (user: Pick<UserRow, 'name' | 'email'>) => user.name.trim() || user.email;

interface Published {
  path: PathRow;
  version: number;
  content: PathContent;
}

/**
 * The learner's side of learning paths: the catalogue, enrolling and moving versions, the outline with each step's
 * status, steps (a locked step is refused here, not just hidden in the page), lessons, quizzes graded here, challenge
 * steps completed by solving the challenge in practice, and time spent.
 */
export function createLearningService({
  repository,
  practice,
  completion: completion_,
  now = () => new Date(),
}: {
  repository: LearningRepository;
  practice: ChallengeStanding;
  completion: StepCompletion;
  now?: () => Date;
}) {
  async function published(id: string): Promise<Published> {
    const path = await repository.path(id);
    if (!path || path.currentVersion === null) throw new NotFoundError(PATH_NOT_FOUND);
    const version = await repository.version(id, path.currentVersion);
    return { path, version: path.currentVersion, content: version!.content };
  }

  /** The caller's enrollment with its version's content; refused when they are not enrolled. */
  async function enrolled(caller: UserRow, id: string) {
    const enrollment = await repository.enrollment(caller.id, id);
    if (!enrollment) throw new ForbiddenError('Enroll in this path to open its steps.', 'LEARNING_NOT_ENROLLED');
    const version = await repository.version(id, enrollment.version);
    const completed = (await repository.completedKeys(caller.id)).get(id) ?? new Set<string>();
    return { enrollment, content: version!.content, completed };
  }

  function enrollmentOf(
    row: EnrollmentRow,
    content: PathContent,
    completed: ReadonlySet<string>,
    certificateId: string | null,
  ): Enrollment {
    const total = stepsOf(content).length;
    const done = completedCount(content, completed);
    const next = nextStepOf(content, completed, row.lastStepKey);
    return {
      version: row.version,
      enrolled_at: row.enrolledAt.toISOString(),
      completed_steps: done,
      total_steps: total,
      percent: percentOf(done, total),
      completed_at: row.completedAt?.toISOString() ?? null,
      next_step: next ? refOf(next) : null,
      certificate_id: certificateId,
    };
  }

  /** The catalogue entry of a path as the caller sees it (their version's content when enrolled). */
  async function summariesOf(caller: UserRow): Promise<PathSummary[]> {
    const [current, figures, enrollments, completedKeys, certificates] = await Promise.all([
      repository.currentVersions(),
      repository.figures(),
      repository.enrollmentsOf(caller.id),
      repository.completedKeys(caller.id),
      repository.certificateIdsOf(caller.id),
    ]);
    const titles = new Map(current.map((row) => [row.pathId, row.content.title]));
    const finished = new Set(enrollments.filter((row) => row.completedAt).map((row) => row.pathId));
    const summaries: PathSummary[] = [];
    for (const row of current) {
      const enrollment = enrollments.find((entry) => entry.pathId === row.pathId) ?? null;
      if (!enrollment && row.status !== 'published') continue;
      const content = enrollment ? (await repository.version(row.pathId, enrollment.version))!.content : row.content;
      summaries.push(
        summaryOf(row.pathId, enrollment?.version ?? row.version, content, {
          prerequisites: content.prerequisites
            .filter((id) => titles.has(id))
            .map((id) => ({ id, title: titles.get(id)!, completed: finished.has(id) })),
          enrollment: enrollment
            ? enrollmentOf(
                enrollment,
                content,
                completedKeys.get(row.pathId) ?? new Set(),
                certificates.get(row.pathId) ?? null,
              )
            : null,
          learners: figures.get(row.pathId)?.learners ?? 0,
        }),
      );
    }
    return summaries;
  }

  function summaryOf(
    id: string,
    version: number,
    content: PathContent,
    rest: Pick<PathSummary, 'prerequisites' | 'enrollment' | 'learners'>,
  ): PathSummary {
    const steps = stepsOf(content);
    return {
      id,
      title: content.title,
      summary: content.summary,
      level: content.level,
      topics: content.topics,
      version,
      modules: content.modules.length,
      steps: steps.length,
      minutes: minutesOf(content),
      challenges: steps.filter((placed) => placed.step.kind === 'challenge').length,
      open: rest.prerequisites.every((prerequisite) => prerequisite.completed),
      ...rest,
    };
  }

  async function outline(caller: UserRow, id: string): Promise<PathOutline> {
    const summary = (await summariesOf(caller)).find((entry) => entry.id === id);
    if (!summary) throw new NotFoundError(PATH_NOT_FOUND);
    const { path, version: current, content: currentContent } = await published(id);
    const enrollment = await repository.enrollment(caller.id, id);
    const content = enrollment ? (await repository.version(id, enrollment.version))!.content : currentContent;
    const completed = (await repository.completedKeys(caller.id)).get(id) ?? new Set<string>();
    const progress = new Map((await repository.progressOf(caller.id, id)).map((row) => [row.stepKey, row]));
    const statuses = enrollment ? statusesOf(content, completed) : null;
    let newer: PathOutline['newer_version'] = null;
    if (enrollment && enrollment.version < current) {
      const versionRow = (await repository.version(id, current))!;
      newer = {
        version: current,
        published_at: versionRow.publishedAt.toISOString(),
        kept_steps: completedCount(currentContent, completed),
        total_steps: stepsOf(currentContent).length,
      };
    }
    return {
      ...summary,
      description: content.description,
      unlock: content.unlock,
      retired: path.status === 'retired',
      newer_version: newer,
      modules_outline: content.modules.map((module) => ({
        key: module.key,
        title: module.title,
        summary: module.summary,
        completed_steps: module.steps.filter((step) => completed.has(step.key)).length,
        steps: module.steps.map((step) => ({
          key: step.key,
          title: step.title,
          kind: step.kind,
          minutes: step.minutes,
          // Before enrolling every step reads as locked: its content needs an enrollment.
          status: statuses?.get(step.key) ?? 'locked',
          completed_at: progress.get(step.key)?.completedAt?.toISOString() ?? null,
        })),
      })),
    };
  }

  /** The step's placement and status for an enrolled caller; a locked step is refused (403). */
  async function openable(caller: UserRow, id: string, stepKey: string) {
    const { enrollment, content, completed } = await enrolled(caller, id);
    const placed = stepsOf(content).find((entry) => entry.step.key === stepKey);
    if (!placed) throw new NotFoundError(STEP_NOT_FOUND);
    const status = statusesOf(content, completed).get(stepKey)!;
    if (status === 'locked')
      throw new ForbiddenError('This step opens once you complete the steps before it.', 'LEARNING_STEP_LOCKED');
    return { enrollment, content, completed, placed, status };
  }

  async function completion(
    caller: UserRow,
    id: string,
    stepKey: string,
    certificateId: string | null,
  ): Promise<StepCompletionView> {
    const { enrollment, content, completed } = await enrolled(caller, id);
    const certificates = await repository.certificateIdsOf(caller.id);
    const status = statusesOf(content, completed).get(stepKey) ?? 'locked';
    const row = (await repository.progressOf(caller.id, id)).find((entry) => entry.stepKey === stepKey);
    const placed = stepsOf(content).find((entry) => entry.step.key === stepKey)!;
    return {
      step: {
        key: stepKey,
        title: placed.step.title,
        kind: placed.step.kind,
        minutes: placed.step.minutes,
        status,
        completed_at: row?.completedAt?.toISOString() ?? null,
      },
      enrollment: enrollmentOf(enrollment, content, completed, certificates.get(id) ?? null),
      certificate_id: certificateId,
    };
  }

  const target = (caller: UserRow, id: string, version: number, content: PathContent) => ({
    userId: caller.id,
    holderName: holderNameOf(caller),
    pathId: id,
    version,
    content,
  });
  const complete = (caller: UserRow, id: string, version: number, content: PathContent, stepKey: string) =>
    completion_.completeStep({ ...target(caller, id, version, content), stepKey });

  return {
    async catalogue(caller: UserRow, query: CatalogueQuery): Promise<Catalogue> {
      const all = await summariesOf(caller);
      const items = all
        .filter((item) => !query.level || item.level === query.level)
        .filter((item) => !query.topic || item.topics.includes(query.topic))
        .filter(
          (item) =>
            !query.search ||
            `${item.title} ${item.summary} ${item.topics.join(' ')}`.toLowerCase().includes(query.search.toLowerCase()),
        )
        .filter((item) => {
          if (query.show === 'enrolled') return item.enrollment !== null;
          if (query.show === 'not_enrolled') return item.enrollment === null;
          if (query.show === 'completed') return item.enrollment?.completed_at != null;
          return true;
        })
        // Enrolled paths first (unfinished before finished), then the catalogue's order.
        .map((item, index) => ({ item, index, rank: item.enrollment ? (item.enrollment.completed_at ? 1 : 0) : 2 }))
        .sort((a, b) => a.rank - b.rank || a.index - b.index)
        .map(({ item }) => item);
      return { items, topics: [...new Set(all.flatMap((item) => item.topics))].sort() };
    },

    outline,

    async enroll(caller: UserRow, id: string): Promise<PathOutline> {
      const { path, version, content } = await published(id);
      if (!(await repository.enrollment(caller.id, id))) {
        if (path.status !== 'published')
          throw new ConflictError('This path is retired: it takes no new learners.', 'LEARNING_PATH_RETIRED');
        const finished = new Set(
          (await repository.enrollmentsOf(caller.id)).filter((row) => row.completedAt).map((row) => row.pathId),
        );
        for (const prerequisite of content.prerequisites.filter((other) => !finished.has(other))) {
          const other = await repository.path(prerequisite);
          if (!other || other.currentVersion === null) continue;
          const title = (await repository.version(prerequisite, other.currentVersion))!.content.title;
          throw new ConflictError(`Complete “${title}” before you enroll in this path.`, 'LEARNING_PREREQUISITE');
        }
        await repository.enroll(caller.id, id, version);
      }
      return outline(caller, id);
    },

    /** Moves the caller to the newest version; steps the two versions share stay complete. */
    async upgrade(caller: UserRow, id: string): Promise<PathOutline> {
      const { enrollment } = await enrolled(caller, id);
      const { version, content } = await published(id);
      if (enrollment.version < version) {
        await repository.updateEnrollment(caller.id, id, { version });
        // The new version may ask nothing that is not done already (it dropped the steps left): the path is complete.
        await completion_.finishIfDone(target(caller, id, version, content));
      }
      return outline(caller, id);
    },

    async step(caller: UserRow, id: string, stepKey: string): Promise<StepView> {
      const opened = await openable(caller, id, stepKey);
      const { enrollment, content, placed } = opened;
      let status = opened.status;
      await repository.openStep(caller.id, id, stepKey);
      await repository.updateEnrollment(caller.id, id, { lastStepKey: stepKey });
      const { step, module } = placed;
      let challenge: StepView['challenge'] = null;
      if (step.kind === 'challenge') {
        const templateId = challengeTemplateIdOf(step.challenge);
        const [standing] = await practice.standing(caller.id, [templateId]);
        if (!standing) throw new NotFoundError('This step’s challenge is not in the library any more.');
        challenge = {
          template_id: templateId,
          title: standing.title,
          difficulty: standing.difficulty,
          best_score: standing.bestScore,
          solve_score: SOLVE_SCORE,
        };
        // Solved before (in practice, or before enrolling): the step is complete as soon as it is opened.
        if (status !== 'completed' && (standing.bestScore ?? 0) >= SOLVE_SCORE) {
          await complete(caller, id, enrollment.version, content, stepKey);
          status = 'completed';
        }
      }
      let quiz: StepView['quiz'] = null;
      if (step.kind === 'quiz') {
        const [last] = (await repository.attemptsOf(caller.id, id)).filter((attempt) => attempt.stepKey === stepKey);
        quiz = {
          pass_percent: step.pass_percent,
          questions: step.questions.map(({ key, prompt, kind, options }) => ({ key, prompt, kind, options })),
          last_attempt: last ? gradeQuiz(step.questions, last.answers, step.pass_percent, last.attemptedAt) : null,
        };
      }
      const steps = stepsOf(content);
      const row = (await repository.progressOf(caller.id, id)).find((entry) => entry.stepKey === stepKey);
      return {
        path_id: id,
        version: enrollment.version,
        key: step.key,
        title: step.title,
        kind: step.kind,
        minutes: step.minutes,
        module: { key: module.key, title: module.title },
        status,
        completed_at: row?.completedAt?.toISOString() ?? null,
        body: 'body' in step ? (step.body ?? null) : null,
        challenge,
        quiz,
        previous: placed.index > 0 ? refOf(steps[placed.index - 1]!) : null,
        next: placed.index + 1 < steps.length ? refOf(steps[placed.index + 1]!) : null,
      };
    },

    /** Marks a lesson read. Quizzes are completed by passing them, challenges by solving them. */
    async completeLesson(caller: UserRow, id: string, stepKey: string): Promise<StepCompletionView> {
      const { enrollment, content, placed } = await openable(caller, id, stepKey);
      if (placed.step.kind === 'quiz')
        throw new ValidationError('A quiz step is completed by passing its quiz.', undefined, 'LEARNING_NOT_A_LESSON');
      if (placed.step.kind === 'challenge')
        throw new ValidationError(
          `A challenge step is completed by solving its challenge (a score of ${SOLVE_SCORE} or more).`,
          undefined,
          'LEARNING_NOT_A_LESSON',
        );
      const { certificateId } = await complete(caller, id, enrollment.version, content, stepKey);
      return completion(caller, id, stepKey, certificateId);
    },

    async attemptQuiz(
      caller: UserRow,
      id: string,
      stepKey: string,
      input: QuizAttemptInput,
    ): Promise<{ result: QuizResult; completion: StepCompletionView }> {
      const { enrollment, content, placed } = await openable(caller, id, stepKey);
      if (placed.step.kind !== 'quiz')
        throw new ValidationError('This step has no quiz.', undefined, 'LEARNING_NOT_A_QUIZ');
      const at = now();
      const result = gradeQuiz(placed.step.questions, input.answers, placed.step.pass_percent, at);
      await repository.insertAttempt({
        id: crypto.randomUUID(),
        userId: caller.id,
        pathId: id,
        stepKey,
        version: enrollment.version,
        answers: Object.fromEntries(result.questions.map((question) => [question.key, question.chosen])),
        correct: result.correct,
        total: result.total,
        passed: result.passed,
        attemptedAt: at,
      });
      const { certificateId } = result.passed
        ? await complete(caller, id, enrollment.version, content, stepKey)
        : { certificateId: null };
      return { result, completion: await completion(caller, id, stepKey, certificateId) };
    },

    /** Time on a step, reported by its open page (at most a minute a report). */
    async recordTime(caller: UserRow, id: string, stepKey: string, seconds: number): Promise<void> {
      const { content } = await enrolled(caller, id);
      if (!stepsOf(content).some((placed) => placed.step.key === stepKey)) throw new NotFoundError(STEP_NOT_FOUND);
      await repository.addSeconds(caller.id, id, stepKey, seconds);
      await repository.addActivity({
        userId: caller.id,
        pathId: id,
        day: now().toISOString().slice(0, 10),
        steps: 0,
        seconds,
      });
    },

    /** For the progress page: the enrollment's content and the caller's rows. */
    enrolled,
    summariesOf,
  };
}
export type LearningService = ReturnType<typeof createLearningService>;
