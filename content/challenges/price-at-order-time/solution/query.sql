SELECT p.name AS product,
       count(cp.price) AS priced_orders,
       count(o.id) - count(cp.price) AS unpriced_orders,
       coalesce(sum(o.quantity * cp.price), 0)::numeric(12, 2) AS revenue
FROM products p
LEFT JOIN orders o ON o.product_id = p.id
LEFT JOIN LATERAL (
  SELECT c.price
  FROM price_changes c
  WHERE c.product_id = o.product_id
    AND c.effective_from <= o.ordered_at
  ORDER BY c.effective_from DESC
  LIMIT 1
) cp ON true
GROUP BY p.id, p.name
ORDER BY revenue DESC, product;
