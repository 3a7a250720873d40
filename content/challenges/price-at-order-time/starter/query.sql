-- One read query: product, priced_orders, unpriced_orders, revenue
WITH current_price AS (
  SELECT DISTINCT ON (product_id) product_id, price
  FROM price_changes
  ORDER BY product_id, effective_from DESC
)
SELECT p.name AS product,
       count(o.id) AS priced_orders,
       0 AS unpriced_orders,
       coalesce(sum(o.quantity * cp.price), 0)::numeric(12, 2) AS revenue
FROM products p
LEFT JOIN orders o ON o.product_id = p.id
LEFT JOIN current_price cp ON cp.product_id = p.id
GROUP BY p.id, p.name
ORDER BY revenue DESC, product;
