-- One read query: member, overdue_loans, oldest_due, days_overdue
SELECT m.name AS member,
       count(*) AS overdue_loans,
       min(l.due_on) AS oldest_due,
       0 AS days_overdue
FROM loans l
JOIN members m ON m.id = l.member_id
GROUP BY m.id, m.name
ORDER BY member;
