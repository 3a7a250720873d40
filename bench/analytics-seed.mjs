// The data of `npm run bench:analytics` (analytics.mjs): grows the demo organization to `assessments` assessments of
// the demo's templates, `candidates` candidates each given a task of every assessment, and two submissions per task
// (an attempt, then the final), so 500 × 100 × 2 = 100,000 submissions; half the finals reviewed. Assignments spread
// over the last 180 days, so a 30-day window holds about a sixth. Bulk INSERT … SELECT generate_series, one
// transaction. `execute(text)` runs one SQL statement (no parameters: every value here is the bench's own).

const TESTS = 5;

export async function seedAnalytics(execute, { organizationId, assessments, candidates }) {
  await execute('BEGIN');
  await execute(
    `INSERT INTO assessments (id, organization_id, template_id, template_version_id, instructions, created_by, created_at)
     SELECT 'bench-assessment-' || n, a.organization_id, a.template_id, a.template_version_id, 'Round ' || n, a.created_by,
            now() - make_interval(days => 190 - n % 10)
       FROM generate_series(1, ${assessments}) AS n
       CROSS JOIN LATERAL (SELECT * FROM assessments WHERE organization_id = '${organizationId}'
                            ORDER BY created_at, id OFFSET n % 3 LIMIT 1) AS a`,
  );
  await execute(
    `WITH added AS (
       INSERT INTO users (id, email, name, role, organization_id)
       SELECT 'bench-candidate-' || n, 'bench-candidate-' || n || '@bench.assay.dev', 'Bench Candidate ' || n,
              'candidate', '${organizationId}'
         FROM generate_series(1, ${candidates}) AS n
       RETURNING id)
     INSERT INTO organization_members (organization_id, user_id, role) SELECT '${organizationId}', id, 'candidate' FROM added`,
  );
  // One task per candidate and assessment, assigned between 3 and 180 days ago, started an hour later, submitted
  // 1.5 to 51.5 hours later and scored.
  await execute(
    `INSERT INTO tasks (id, organization_id, assessment_id, template_version_id, candidate_id, assigned_by, status,
                        started_at, submitted_at, score, created_at, updated_at)
     SELECT a.id || ':' || c.n, a.organization_id, a.id, a.template_version_id, 'bench-candidate-' || c.n, a.created_by,
            'scored', assigned + interval '1 hour', assigned + interval '1 minute' * (90 + (c.n * 37 + a.k) % 3000),
            (c.n * 13 + a.k * 7) % 101, assigned, assigned
       FROM (SELECT id, organization_id, template_version_id, created_by, row_number() OVER (ORDER BY id) AS k
               FROM assessments WHERE id LIKE 'bench-assessment-%') AS a
       CROSS JOIN generate_series(1, ${candidates}) AS c(n)
       CROSS JOIN LATERAL (SELECT now() - interval '1 minute' * (3 * 1440 + (c.n * 7919 + a.k * 104729) % (177 * 1440)) AS assigned) AS at`,
  );
  // An attempt and the final of each task; the results carry TESTS verdicts, passing as the score says.
  await execute(
    `INSERT INTO submissions (id, task_id, candidate_id, kind, language, code, status, score, results, created_at, scored_at)
     SELECT t.id || ':' || kind, t.id, t.candidate_id, kind::submission_kind,
            (ARRAY['python', 'javascript', 'java', 'go', 'cpp'])[1 + abs(hashtext(t.id)) % 5],
            repeat('x = 1\n', 40), 'scored', CASE kind WHEN 'final' THEN t.score ELSE t.score / 2 END,
            (SELECT jsonb_agg(jsonb_build_object('id', 't' || i, 'hidden', i > 2, 'weight', 1,
                    'verdict', CASE WHEN t.score >= i * 100 / ${TESTS + 1} THEN 'accepted' ELSE 'wrong_answer' END,
                    'report', jsonb_build_object('stdout', '', 'stderr', '', 'exitCode', 0, 'cpuMs', 12, 'memoryKb', 9000)))
               FROM generate_series(1, ${TESTS}) AS i),
            CASE kind WHEN 'final' THEN t.submitted_at ELSE t.started_at + interval '5 minutes' END,
            CASE kind WHEN 'final' THEN t.submitted_at ELSE t.started_at + interval '5 minutes' END
       FROM tasks t CROSS JOIN (VALUES ('attempt'), ('final')) AS kinds(kind)
      WHERE t.assessment_id LIKE 'bench-assessment-%'`,
  );
  // Half the finals reviewed by the demo's staff, a few hours after the submission; one in ten still in review.
  await execute(
    `INSERT INTO reviews (submission_id, organization_id, reviewer_id, status, decision, started_at, decided_at)
     SELECT s.id, '${organizationId}', (ARRAY[i.id, o.id])[1 + abs(hashtext(s.id)) % 2],
            CASE WHEN abs(hashtext(s.id)) % 10 = 0 THEN 'in_review' ELSE 'decided' END::review_status,
            CASE WHEN abs(hashtext(s.id)) % 10 = 0 THEN NULL
                 ELSE (ARRAY['advance', 'hold', 'reject'])[1 + abs(hashtext(s.id)) % 3] END::review_decision,
            s.created_at + interval '1 hour',
            CASE WHEN abs(hashtext(s.id)) % 10 = 0 THEN NULL ELSE s.created_at + interval '1 hour' * (2 + abs(hashtext(s.id)) % 40) END
       FROM submissions s
       CROSS JOIN (SELECT id FROM users WHERE email = 'interviewer@demo.assay.dev') AS i
       CROSS JOIN (SELECT id FROM users WHERE email = 'orgadmin@demo.assay.dev') AS o
      WHERE s.kind = 'final' AND s.id LIKE 'bench-assessment-%' AND abs(hashtext(s.id)) % 2 = 0`,
  );
  await execute('COMMIT');
  // What autovacuum does to a PostgreSQL table after a bulk insert: statistics, and the visibility map that lets the
  // analytics indexes answer without reading the table (PGlite runs no autovacuum; see bench/README.md).
  await execute('VACUUM ANALYZE');
}
