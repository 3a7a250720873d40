// The data of `npm run bench:tasks` (candidate-tasks.mjs): on the seeded demo database, through a pg client.

/**
 * The demo organization grows to `candidates` candidates and `assessments` assessments; each candidate gets a task
 * of each (200 × 50 = 10,000 in the bench). Answers how many tasks and candidates with tasks there are.
 */
export async function seedTasks(db, organizationId, { candidates, assessments }) {
  await db.query('BEGIN');
  // Further assessments, like the three the demo interviewer made, created over the last months.
  await db.query(
    `INSERT INTO assessments (id, organization_id, template_id, template_version_id, instructions, due_in_days, duration_minutes, created_by, created_at)
     SELECT gen_random_uuid()::text, a.organization_id, a.template_id, a.template_version_id, a.instructions || ' (round ' || n || ')',
            a.due_in_days, a.duration_minutes, a.created_by, now() - make_interval(days => n * 3)
       FROM generate_series(1, $2::int - (SELECT count(*)::int FROM assessments WHERE organization_id = $1)) AS n
       CROSS JOIN LATERAL (SELECT * FROM assessments WHERE organization_id = $1 ORDER BY created_at, id OFFSET n % 3 LIMIT 1) AS a`,
    [organizationId, assessments],
  );
  // Candidates who never sign in during the bench (their rows weigh on the indexes all the same).
  const existing = (
    await db.query(
      `SELECT count(*)::int AS n FROM organization_members WHERE organization_id = $1 AND role = 'candidate'`,
      [organizationId],
    )
  ).rows[0].n;
  await db.query(
    `WITH added AS (
       INSERT INTO users (id, email, name, role, organization_id, created_at, updated_at)
       SELECT gen_random_uuid()::text, 'bench-candidate-' || n || '@bench.assay.dev', 'Bench Candidate ' || n, 'candidate', $1,
              now() - make_interval(days => n), now() - make_interval(days => n)
         FROM generate_series(1, $2::int) AS n
       RETURNING id, created_at)
     INSERT INTO organization_members (organization_id, user_id, role, created_at) SELECT $1, id, 'candidate', created_at FROM added`,
    [organizationId, candidates - existing],
  );
  // One task per candidate and assessment: a mix of statuses, assigned over the last 180 days (some past due). A timed
  // task is in progress only within its time (the server submits it when the time is up), so few are: one in twenty
  // of those drawn in progress, opened minutes ago; the others were submitted.
  await db.query(
    `INSERT INTO tasks (id, organization_id, assessment_id, template_version_id, candidate_id, assigned_by, instructions, status,
                        due_at, duration_minutes, started_at, submitted_at, score, created_at, updated_at)
     SELECT gen_random_uuid()::text, organization_id, assessment_id, template_version_id, candidate_id, created_by, instructions,
            status::task_status, created_at + make_interval(days => due_in_days), duration_minutes,
            CASE WHEN status = 'in_progress' AND duration_minutes IS NOT NULL THEN now() - interval '1 minute' * r2 * duration_minutes / 2
                 WHEN status <> 'assigned' THEN created_at + interval '1 hour' * (1 + r2 * 48) END,
            CASE WHEN status IN ('submitted', 'scored') THEN created_at + interval '1 hour' * (2 + r2 * 48) END,
            CASE WHEN status = 'scored' THEN floor(r2 * 101)::int END,
            created_at, created_at
       FROM (SELECT organization_id, assessment_id, template_version_id, candidate_id, created_by, instructions, due_in_days, duration_minutes, r2, created_at,
                    CASE WHEN status = 'in_progress' AND duration_minutes IS NOT NULL AND r2 >= 0.05 THEN 'submitted' ELSE status END AS status
       FROM (SELECT a.organization_id, a.id AS assessment_id, a.template_version_id, m.user_id AS candidate_id, a.created_by, a.instructions,
                    a.due_in_days, a.duration_minutes, random() AS r2,
                    (ARRAY['assigned', 'assigned', 'assigned', 'in_progress', 'in_progress', 'submitted', 'submitted', 'scored', 'scored', 'scored'])[1 + floor(random() * 10)::int] AS status,
                    now() - interval '1 day' * random() * 180 AS created_at
               FROM organization_members m
               JOIN assessments a ON a.organization_id = m.organization_id
              WHERE m.organization_id = $1 AND m.role = 'candidate'
                AND NOT EXISTS (SELECT 1 FROM tasks t WHERE t.assessment_id = a.id AND t.candidate_id = m.user_id)) AS drawn) AS pairs`,
    [organizationId],
  );
  // Work in progress has a draft: the version's first language's starter code.
  await db.query(
    `INSERT INTO task_drafts (task_id, code, language, saved_at)
     SELECT t.id, v.content->'languages'->0->>'starter_code', v.content->'languages'->0->>'language', coalesce(t.started_at, t.created_at)
       FROM tasks t JOIN task_template_versions v ON v.id = t.template_version_id
      WHERE t.status <> 'assigned'
     ON CONFLICT (task_id, language) DO NOTHING`,
  );
  await db.query('COMMIT');
  await db.query('ANALYZE');
  return (
    await db.query(
      'SELECT (SELECT count(*)::int FROM tasks) AS tasks, (SELECT count(DISTINCT candidate_id)::int FROM tasks) AS candidates',
    )
  ).rows[0];
}
