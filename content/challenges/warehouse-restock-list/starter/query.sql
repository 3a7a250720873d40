-- One read query: sku, name, on_hand, to_order
SELECT p.sku, p.name, sum(m.qty) AS on_hand, p.target_level - sum(m.qty) AS to_order
FROM products p
JOIN stock_moves m ON m.sku = p.sku
GROUP BY p.sku, p.name, p.target_level
ORDER BY p.sku;
