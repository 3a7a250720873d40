-- One read query: part, name, total_qty, cost (and the TOTAL row)
SELECT p.code AS part, p.name, sum(o.units * b.qty) AS total_qty,
       sum(o.units * b.qty * p.unit_cost)::numeric(14, 2) AS cost
FROM build_orders o
JOIN bom b ON b.parent = o.part
JOIN parts p ON p.code = b.child
GROUP BY p.code, p.name
ORDER BY part;
