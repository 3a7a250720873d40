-- One read query: handle, longest_streak, streak_start, streak_end
SELECT l.handle,
       count(DISTINCT s.started_at::date) AS longest_streak,
       min(s.started_at::date) AS streak_start,
       max(s.started_at::date) AS streak_end
FROM learners l
JOIN sessions s ON s.learner_id = l.id
GROUP BY l.id, l.handle
ORDER BY longest_streak DESC, l.handle;
