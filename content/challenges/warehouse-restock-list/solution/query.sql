WITH on_hand AS (
  SELECT p.sku, p.name, p.reorder_level, p.target_level,
         coalesce(sum(m.qty), 0) AS on_hand
  FROM products p
  LEFT JOIN stock_moves m ON m.sku = p.sku
  WHERE NOT p.discontinued
  GROUP BY p.sku, p.name, p.reorder_level, p.target_level
)
SELECT sku, name, on_hand, target_level - on_hand AS to_order
FROM on_hand
WHERE on_hand <= reorder_level
ORDER BY to_order DESC, sku;
