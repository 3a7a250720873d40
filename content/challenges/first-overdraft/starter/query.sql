-- One read query: holder, first_overdraft_at, balance_then, lowest_balance
SELECT a.holder,
       max(t.posted_at) AS first_overdraft_at,
       a.opening_balance + sum(t.amount) AS balance_then,
       a.opening_balance + sum(t.amount) AS lowest_balance
FROM accounts a
JOIN transactions t ON t.account_id = a.id
GROUP BY a.id, a.holder, a.opening_balance
HAVING a.opening_balance + sum(t.amount) < 0
ORDER BY first_overdraft_at, holder;
