WITH practiced AS (
  SELECT learner_id, started_at::date AS day
  FROM sessions
  GROUP BY learner_id, started_at::date
  HAVING sum(minutes) >= 10
),
islands AS (
  SELECT learner_id, day,
         day - row_number() OVER (PARTITION BY learner_id ORDER BY day)::int AS island
  FROM practiced
),
streaks AS (
  SELECT learner_id, count(*) AS days, min(day) AS first_day, max(day) AS last_day
  FROM islands
  GROUP BY learner_id, island
),
best AS (
  SELECT DISTINCT ON (learner_id) learner_id, days, first_day, last_day
  FROM streaks
  ORDER BY learner_id, days DESC, first_day
)
SELECT l.handle,
       b.days AS longest_streak,
       b.first_day AS streak_start,
       b.last_day AS streak_end
FROM best b
JOIN learners l ON l.id = b.learner_id
ORDER BY longest_streak DESC, l.handle;
