CREATE TABLE products (
  sku text PRIMARY KEY,
  name text NOT NULL,
  reorder_level int NOT NULL,
  target_level int NOT NULL,
  discontinued boolean NOT NULL DEFAULT false
);

CREATE TABLE stock_moves (
  id int PRIMARY KEY,
  sku text NOT NULL REFERENCES products (sku),
  moved_at timestamp NOT NULL,
  qty int NOT NULL
);

INSERT INTO products VALUES
  ('BLT-M6', 'Hex bolt M6', 200, 1000, false),
  ('BRK-12', 'Shelf bracket 12 cm', 40, 150, false),
  ('GLU-W', 'Wood glue 250 ml', 10, 30, false),
  ('HNG-BR', 'Brass hinge', 25, 100, false),
  ('NUT-M6', 'Hex nut M6', 200, 1000, false),
  ('SAW-JP', 'Japanese pull saw', 3, 8, true),
  ('TAP-BL', 'Masking tape blue', 12, 48, false);

INSERT INTO stock_moves VALUES
  (1, 'BLT-M6', '2024-05-01 08:00', 1000),
  (2, 'BLT-M6', '2024-05-03 14:20', -450),
  (3, 'BLT-M6', '2024-05-07 09:45', -380),
  (4, 'NUT-M6', '2024-05-01 08:00', 1000),
  (5, 'NUT-M6', '2024-05-06 11:10', -300),
  (6, 'BRK-12', '2024-05-02 10:00', 150),
  (7, 'BRK-12', '2024-05-08 16:30', -110),
  (8, 'GLU-W', '2024-05-02 10:00', 30),
  (9, 'GLU-W', '2024-05-04 13:00', -12),
  (10, 'HNG-BR', '2024-05-05 09:00', 100),
  (11, 'HNG-BR', '2024-05-09 17:00', -85),
  (12, 'HNG-BR', '2024-05-10 08:30', 4),
  (13, 'SAW-JP', '2024-05-01 08:00', 5),
  (14, 'SAW-JP', '2024-05-06 12:00', -4);
