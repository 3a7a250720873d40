import type { Seeder } from '../../lib/seeder.js';

/** What the demo interviewer gives the demo candidate: one task per platform template, the last one timed. */
const DEMO_TASKS = [
  {
    templateId: 'platform-fizzbuzz',
    instructions: 'A warm-up: any language you like.',
    dueInDays: 14,
    durationMinutes: null,
  },
  {
    templateId: 'platform-two-sum',
    instructions: 'Mind the large hidden input: aim for one pass.',
    dueInDays: 14,
    durationMinutes: null,
  },
  {
    templateId: 'platform-balanced-brackets',
    instructions: 'Timed: the clock starts when you open the task.',
    dueInDays: 30,
    durationMinutes: 45,
  },
] as const;

/** Gives the demo candidate their tasks once, so a newcomer sees a live product; never again once they have any. */
export const demoTasksSeeder: Seeder = {
  name: 'demo tasks',
  demoOnly: true,
  async run({ services }) {
    const { users, assessments, candidateTasks } = services;
    const interviewer = await users.findRowByEmail('interviewer@demo.assay.dev');
    const candidate = await users.findRowByEmail('candidate@demo.assay.dev');
    if (
      !interviewer?.organizationId ||
      !candidate?.organizationId ||
      candidate.organizationId !== interviewer.organizationId
    )
      return;
    if ((await candidateTasks.candidateTasks(candidate, { tags: [], page: 1, limit: 1 })).total > 0) return;
    for (const demo of DEMO_TASKS) {
      const assessment = await assessments.createAssessment(interviewer, {
        template_id: demo.templateId,
        instructions: demo.instructions,
        due_in_days: demo.dueInDays,
        duration_minutes: demo.durationMinutes,
      });
      await assessments.assign(interviewer, {
        assessment_id: assessment.id,
        candidate_emails: [candidate.email],
        candidate_ids: [],
        due_date: null,
      });
    }
  },
};
