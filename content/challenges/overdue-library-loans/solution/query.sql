SELECT m.name AS member,
       count(*) AS overdue_loans,
       min(l.due_on) AS oldest_due,
       DATE '2024-03-15' - min(l.due_on) AS days_overdue
FROM loans l
JOIN members m ON m.id = l.member_id
WHERE l.due_on < DATE '2024-03-15'
  AND (l.returned_on IS NULL OR l.returned_on > DATE '2024-03-15')
GROUP BY m.id, m.name
ORDER BY overdue_loans DESC, oldest_due, member;
