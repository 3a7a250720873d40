WITH RECURSIVE needs (part, qty) AS (
  SELECT part, units::bigint
  FROM build_orders
  UNION ALL
  SELECT b.child, n.qty * b.qty
  FROM needs n
  JOIN bom b ON b.parent = n.part
),
base_needs AS (
  SELECT n.part, sum(n.qty) AS total_qty
  FROM needs n
  WHERE NOT EXISTS (SELECT 1 FROM bom b WHERE b.parent = n.part)
  GROUP BY n.part
),
lines AS (
  SELECT p.code AS part, p.name, n.total_qty, (n.total_qty * p.unit_cost)::numeric(14, 2) AS cost
  FROM base_needs n
  JOIN parts p ON p.code = n.part
)
SELECT part, name, total_qty, cost
FROM (
  SELECT part, name, total_qty, cost, 0 AS section FROM lines
  UNION ALL
  SELECT 'TOTAL', NULL, NULL, coalesce(sum(cost), 0)::numeric(14, 2), 1 FROM lines
) report
ORDER BY section, part;
