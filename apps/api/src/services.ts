import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { createBehaviorServices } from './behavior-services.js';
import { createBillingServices } from './billing-services.js';
import { createGamificationServices } from './gamification-services.js';
import { createLearningServices } from './learning-services.js';
import { createObservabilityServices } from './observability-services.js';
import { createOnboardingServices } from './onboarding-services.js';
import { createPlatformServices } from './platform-services.js';
import { createSimulationsServices } from './simulations-services.js';
import { createExecutionService } from './modules/execution/execution.service.js';
import { createExecutionTransport } from './modules/execution/execution-transport.js';
import { createWindowCounter } from './modules/execution/window-counter.js';
import { createEvaluationRepository } from './modules/evaluation/evaluation.repository.js';
import { createEvaluationService } from './modules/evaluation/evaluation.service.js';
import { createReportRepository } from './modules/evaluation/report.repository.js';
import { createReportService } from './modules/evaluation/report.service.js';
import { createReportTokens } from './modules/evaluation/report-tokens.js';
import type { OAuthProviderSetting } from './modules/identity/identity.provider.js';
import { createIdentityRepository } from './modules/identity/identity.repository.js';
import { createIdentityService } from './modules/identity/identity.service.js';
import { createProviderClaimsStore } from './modules/identity/provider-claims.js';
import { createSignUpPolicy } from './modules/identity/sign-up-policy.js';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { createLiveNotifications } from './modules/notifications/live-notifications.js';
import { createStreamTickets } from './modules/notifications/stream-tickets.js';
import { createOrganizationsRepository } from './modules/organizations/organizations.repository.js';
import { createInvitationsService } from './modules/organizations/invitations.service.js';
import { createOrganizationScope } from './modules/organizations/organization-scope.js';
import { createOrganizationSuspension } from './modules/organizations/organization-suspension.js';
import { createOrganizationsService } from './modules/organizations/organizations.service.js';
import { createTaskTemplatesRepository } from './modules/task-templates/task-templates.repository.js';
import { createTaskTemplatesService } from './modules/task-templates/task-templates.service.js';
import { createTemplateAuthoringService } from './modules/task-templates/template-authoring.service.js';
import {
  type CandidateTaskPage,
  type CandidateTaskRead,
  createTasksRepository,
} from './modules/tasks/tasks.repository.js';
import { createAssessmentsService } from './modules/tasks/assessments.service.js';
import { createCandidateTasksService } from './modules/tasks/candidate-tasks.service.js';
import { createPracticeRepository } from './modules/tasks/practice.repository.js';
import { createPracticeService } from './modules/tasks/practice.service.js';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository.js';
import { createAnalyticsService } from './modules/analytics/analytics.service.js';
import { createGithubClient } from './modules/github/github-client.js';
import { createGithubRepository } from './modules/github/github.repository.js';
import { createGithubService } from './modules/github/github.service.js';
import { createImportsRepository } from './modules/github/imports.repository.js';
import { createImportsService } from './modules/github/imports.service.js';
import { createChallengeBuilder } from './modules/pr-challenges/challenge-builder.js';
import { createDependencyCache } from './modules/pr-challenges/dependency-cache.js';
import { createPrChallengesRepository } from './modules/pr-challenges/pr-challenges.repository.js';
import { createPrChallengesService } from './modules/pr-challenges/pr-challenges.service.js';
import { createPublishingService } from './modules/pr-challenges/publishing.service.js';
import { createRepositoryCache } from './modules/pr-challenges/repository-cache.js';
import { createAssessmentsRepository } from './modules/tasks/assessments.repository.js';
import { createStaffTasksRepository } from './modules/tasks/staff-tasks.repository.js';
import { createStaffTasksService } from './modules/tasks/staff-tasks.service.js';
import { createSearchService } from './modules/search/search.service.js';
import { createDocumentationRepository } from './modules/documentation/documentation.repository.js';
import { createDocumentationService } from './modules/documentation/documentation.service.js';
import { createSubmissionsRepository } from './modules/submissions/submissions.repository.js';
import { createSubmissionsService } from './modules/submissions/submissions.service.js';
import { createJudgingLoop } from './modules/judging/judging-loop.js';
import { createJudgingRepository } from './modules/judging/judging.repository.js';
import { createJudgingService } from './modules/judging/judging.service.js';
import { createReferenceTimer } from './modules/judging/reference-timer.js';
import { createReferenceTimings } from './modules/judging/reference-timings.js';
import { createAdminOrganizationsRepository } from './modules/admin/admin-organizations.repository.js';
import { createAdminOrganizationsService } from './modules/admin/admin-organizations.service.js';
import { createUsersRepository, type UserRow } from './modules/users/users.repository.js';
import { createUsersService } from './modules/users/users.service.js';
import { createReadCache } from './platform/cache/read-cache.js';
import { createSecretBox } from './platform/secrets/secret-box.js';
import { APP_VERSION } from './lib/version.js';

/**
 * The composition root: every repository and service, wired in dependency order — the platform first
 * (platform-services.ts), the features, then what watches them run (observability-services.ts).
 */
interface ServicesDeps {
  database: DatabaseHandle;
  config: Config;
  log: FastifyBaseLogger;
  /** AUTH_SECRET or the one kept in DATA_DIR. */
  authSecret: string;
  oauthProviders: OAuthProviderSetting[];
  /** The clock of the features that keep time by it (simulations); tests pass one they move. */
  clock?: () => Date;
}

export function createServices({
  database,
  config,
  log,
  authSecret,
  oauthProviders,
  clock = () => new Date(),
}: ServicesDeps) {
  const platform = createPlatformServices({ database, config, log });
  const { db, broadcast, audit, outbox, events, productSettings, mail, health } = platform;
  // Before the features: each checks its plan's limits where it acts.
  const billing = createBillingServices({ db, config, audit, outbox, events });
  const { entitlements } = billing;

  // Kept reads of hot rows. Every write forgets its entries at once; expiry bounds staleness should a broadcast be lost.
  const callers = createReadCache<UserRow>({ name: 'callers', max: 10_000, ttlMs: 60_000, broadcast });
  const candidateReads = {
    pages: createReadCache<CandidateTaskPage>({ name: 'candidate-task-pages', max: 10_000, ttlMs: 60_000, broadcast }),
    tasks: createReadCache<CandidateTaskRead>({ name: 'candidate-tasks', max: 20_000, ttlMs: 60_000, broadcast }),
  };
  const identityRepository = createIdentityRepository(db);
  const usersRepository = createUsersRepository(db, callers);
  const users = createUsersService({
    db,
    repository: usersRepository,
    audit,
    outbox,
    providerClaims: createProviderClaimsStore(identityRepository, config.publicUrl),
    bootstrapSecret: config.BOOTSTRAP_ADMIN_SECRET,
    newId: randomUUID,
  });
  const organizationsRepository = createOrganizationsRepository(db);
  const identity = createIdentityService({
    db,
    repository: identityRepository,
    config,
    secret: authSecret,
    oauthProviders,
    mail,
    audit,
    users,
    broadcast,
    signUpPolicy: createSignUpPolicy({
      signUpMode: async () => (await productSettings.get()).signUp,
      hasPendingInvitation: (email, at) => organizationsRepository.hasPendingInvitation(email, at),
    }),
  });
  const organizationScope = createOrganizationScope({ repository: organizationsRepository, audit });
  const organizations = createOrganizationsService({
    db,
    repository: organizationsRepository,
    scope: organizationScope,
    users,
    outbox,
    seats: entitlements,
    newId: randomUUID,
  });
  const organizationSuspension = createOrganizationSuspension({ db, repository: organizationsRepository, audit });
  const adminOrganizations = createAdminOrganizationsService({
    repository: createAdminOrganizationsRepository(db),
    suspension: organizationSuspension,
  });
  const invitations = createInvitationsService({
    db,
    repository: organizationsRepository,
    scope: organizationScope,
    users,
    outbox,
    mail,
    publicUrl: config.publicUrl,
    linkSecret: authSecret,
    seats: entitlements,
    newId: randomUUID,
  });

  const execution = createExecutionService({
    transport: createExecutionTransport(config, log.child({ component: 'runners' })),
    counter: createWindowCounter(
      config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : null,
      `${config.RUNNER_QUEUE}:limits:`,
    ),
    limits: {
      queueCapacity: config.EXECUTION_QUEUE_CAPACITY,
      runsPerUserPerMinute: config.EXECUTION_RUNS_PER_USER_PER_MINUTE,
      runsPerOrganizationPerMinute: config.EXECUTION_RUNS_PER_ORGANIZATION_PER_MINUTE,
    },
    health,
    database,
    meter: entitlements,
  });

  const observability = createObservabilityServices({ db, config, log, execution });

  const judgingRepository = createJudgingRepository(db);
  const referenceTimings = createReferenceTimings({ repository: judgingRepository });
  const taskTemplatesRepository = createTaskTemplatesRepository(db);
  const taskTemplates = createTaskTemplatesService({
    db,
    repository: taskTemplatesRepository,
    execution,
    referenceTimings,
    audit,
    outbox,
    newId: randomUUID,
  });
  const tasksRepository = createTasksRepository(db, candidateReads);
  const assessments = createAssessmentsService({
    db,
    tasksRepository,
    assessmentsRepository: createAssessmentsRepository(db),
    templates: taskTemplates,
    organizations,
    invitations,
    suspension: organizationSuspension,
    entitlements,
    audit,
    outbox,
    newId: randomUUID,
  });
  events.subscribe(assessments.subscriber);
  const templateAuthoring = createTemplateAuthoringService({
    db,
    repository: taskTemplatesRepository,
    execution,
    assessments,
    audit,
    outbox,
    newId: randomUUID,
  });
  const candidateTasks = createCandidateTasksService({
    db,
    repository: tasksRepository,
    templates: taskTemplates,
    execution,
    outbox,
    suspension: organizationSuspension,
  });
  events.subscribe(candidateTasks.removedMemberSubscriber);
  const staffTasks = createStaffTasksService({
    repository: createStaffTasksRepository(db),
    assessments,
    templates: taskTemplates,
  });
  const practice = createPracticeService({
    db,
    repository: tasksRepository,
    catalogue: createPracticeRepository(db),
    templates: taskTemplates,
    audit,
    newId: randomUUID,
  });
  const search = createSearchService({ candidateTasks, staffTasks, templates: taskTemplates, practice });
  const judging = createJudgingService({
    db,
    repository: judgingRepository,
    tasks: candidateTasks,
    users,
    execution,
    outbox,
    log: log.child({ component: 'judging' }),
    newId: randomUUID,
  });
  const submissions = createSubmissionsService({
    db,
    repository: createSubmissionsRepository(db),
    tasks: candidateTasks,
    assessments,
    execution,
    judging,
    templates: taskTemplates,
    newId: randomUUID,
    attemptsPerHour: config.TASK_ATTEMPTS_PER_HOUR,
  });
  const evaluationRepository = createEvaluationRepository(db);
  const reportTokens = createReportTokens(authSecret);
  const evaluation = createEvaluationService({
    db,
    repository: evaluationRepository,
    submissions,
    judging,
    referenceTimings,
    tasks: candidateTasks,
    audit,
    outbox,
    newId: randomUUID,
  });
  const evaluationReports = createReportService({
    evaluations: evaluationRepository,
    reports: createReportRepository(db),
    submissions,
    tasks: candidateTasks,
    tokens: reportTokens,
    audit,
    publicUrl: config.publicUrl,
    newId: randomUUID,
  });
  const analytics = createAnalyticsService({ repository: createAnalyticsRepository(db), history: entitlements });
  const liveNotifications = createLiveNotifications(broadcast);
  const game = createGamificationServices({
    db,
    config,
    outbox,
    events,
    live: liveNotifications,
    templates: taskTemplates,
    practice,
    submissions,
  });
  const githubClient = createGithubClient({
    baseUrl: config.GITHUB_API_URL,
    retryBaseMs: config.GITHUB_RETRY_BASE_MS,
    userAgent: `Assay/${APP_VERSION}`,
    log: log.child({ component: 'github' }),
  });
  const github = createGithubService({
    db,
    repository: createGithubRepository(db),
    client: githubClient,
    box: createSecretBox(authSecret, 'github-token'),
    audit,
  });
  const githubImports = createImportsService({
    repository: createImportsRepository(db),
    github,
    client: githubClient,
    newId: randomUUID,
    log: log.child({ component: 'github-imports' }),
  });
  const repositoryCache = createRepositoryCache({
    root: join(config.dataDir, 'github'),
    warn: (message) => log.warn(message),
  });
  const challengeBuilder = createChallengeBuilder({
    repositories: repositoryCache,
    dependencies: createDependencyCache({
      root: join(config.dataDir, 'github'),
      npmRegistry: config.NPM_REGISTRY_URL,
      pypiIndex: config.PYPI_INDEX_URL,
    }),
    runRepository: (job) => execution.runRepository(job),
  });
  const prChallengesRepository = createPrChallengesRepository(db);
  const prPublishing = createPublishingService({
    repository: prChallengesRepository,
    builder: challengeBuilder,
    github,
    allowance: entitlements,
    log: log.child({ component: 'pr-challenges' }),
  });
  const prChallenges = createPrChallengesService({
    repository: prChallengesRepository,
    repositories: repositoryCache,
    builder: challengeBuilder,
    github,
    admit: (caller, address) => (caller ? execution.admitRun(caller) : execution.admitGuest(address)),
    log: log.child({ component: 'pr-challenges' }),
  });
  const behavior = createBehaviorServices({ db, config, log, audit, outbox, events, candidateTasks, evaluation });
  const learning = createLearningServices({ db, config, authSecret, audit, outbox, events, practice });
  const onboarding = createOnboardingServices({ db, events });
  const documentation = createDocumentationService({ repository: createDocumentationRepository(db) });
  const simulations = createSimulationsServices({
    db,
    config,
    log,
    outbox,
    events,
    templates: taskTemplates,
    execution,
    memberships: organizationsRepository,
    now: clock,
    newId: randomUUID,
  });
  const notifications = createNotificationsService({
    db,
    repository: createNotificationsRepository(db),
    mail,
    live: liveNotifications,
    tickets: createStreamTickets(authSecret),
    publicUrl: config.publicUrl,
    newId: randomUUID,
    users,
    tasks: candidateTasks,
    invitations,
  });
  events.subscribe(notifications.subscriber);
  const judgingLoop = createJudgingLoop({
    judging,
    submissions,
    tasks: candidateTasks,
    referenceTimer: config.REFERENCE_TIMING
      ? createReferenceTimer({
          repository: judgingRepository,
          templates: taskTemplates,
          execution,
          log: log.child({ component: 'reference-timer' }),
        })
      : null,
    log: log.child({ component: 'judging' }),
    sweepMs: config.TIMED_TASK_SWEEP_MS,
  });

  return {
    ...platform,
    /** Forgets every kept read on this node: for tests (and operators) that change rows behind the app's back. */
    readCaches: {
      clear: () => [callers, candidateReads.pages, candidateReads.tasks].forEach((cache) => cache.clear()),
    },
    /** Runs `work` in one transaction; repositories called with the `tx` it receives commit or roll back together. */
    transaction: db.transaction.bind(db),
    identity,
    users,
    organizations,
    organizationSuspension,
    adminOrganizations,
    invitations,
    execution,
    ...observability,
    taskTemplates,
    templateAuthoring,
    assessments,
    candidateTasks,
    staffTasks,
    practice,
    search,
    submissions,
    judging,
    evaluation,
    evaluationReports,
    analytics,
    githubImports,
    github,
    prChallenges,
    prPublishing,
    ...behavior,
    ...learning,
    ...billing,
    ...onboarding,
    ...simulations,
    documentation,
    ...game,
    /** Tests sign report tokens as a link of any expiry would carry (an expired one, without waiting). */
    reportTokens,
    notifications,
    judgingLoop,
    /** Tests set up organizations and memberships directly. */
    organizationsRepository,
    /** Tests read published versions directly. */
    taskTemplatesRepository,
  };
}
export type Services = ReturnType<typeof createServices>;
