CREATE TABLE products (
  id int PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE price_changes (
  product_id int NOT NULL REFERENCES products (id),
  effective_from timestamp NOT NULL,
  price numeric(10, 2) NOT NULL,
  PRIMARY KEY (product_id, effective_from)
);

CREATE TABLE orders (
  id int PRIMARY KEY,
  product_id int NOT NULL REFERENCES products (id),
  ordered_at timestamp NOT NULL,
  quantity int NOT NULL
);

INSERT INTO products VALUES
  (1, 'Espresso beans 1 kg'),
  (2, 'Pour-over kettle'),
  (3, 'Paper filters x100'),
  (4, 'Hand grinder');

INSERT INTO price_changes VALUES
  (1, '2024-01-01 00:00', 24.00),
  (1, '2024-02-15 00:00', 26.50),
  (1, '2024-03-01 12:00', 25.00),
  (2, '2024-01-01 00:00', 59.90),
  (3, '2024-01-10 00:00', 4.20),
  (3, '2024-02-01 00:00', 3.95),
  (4, '2024-04-01 00:00', 89.00);

INSERT INTO orders VALUES
  (1, 1, '2024-01-05 09:12', 2),
  (2, 1, '2024-02-15 00:00', 1),
  (3, 1, '2024-03-01 11:59', 3),
  (4, 1, '2024-03-02 08:00', 1),
  (5, 2, '2024-02-20 17:45', 1),
  (6, 3, '2024-01-08 10:00', 5),
  (7, 3, '2024-01-31 23:59', 10),
  (8, 3, '2024-02-01 00:01', 4);
