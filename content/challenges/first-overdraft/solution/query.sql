WITH running AS (
  SELECT t.account_id, t.id, t.posted_at,
         a.opening_balance + sum(t.amount) OVER (
           PARTITION BY t.account_id
           ORDER BY t.posted_at, t.id
           ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW
         ) AS balance
  FROM transactions t
  JOIN accounts a ON a.id = t.account_id
),
first_negative AS (
  SELECT DISTINCT ON (account_id) account_id, posted_at, balance
  FROM running
  WHERE balance < 0
  ORDER BY account_id, posted_at, id
)
SELECT a.holder,
       f.posted_at AS first_overdraft_at,
       f.balance AS balance_then,
       (SELECT min(r.balance) FROM running r WHERE r.account_id = a.id) AS lowest_balance
FROM first_negative f
JOIN accounts a ON a.id = f.account_id
ORDER BY first_overdraft_at, holder;
