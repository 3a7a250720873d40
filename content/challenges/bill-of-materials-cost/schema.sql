CREATE TABLE parts (
  code text PRIMARY KEY,
  name text NOT NULL,
  unit_cost numeric(10, 2)
);

CREATE TABLE bom (
  parent text NOT NULL REFERENCES parts (code),
  child text NOT NULL REFERENCES parts (code),
  qty int NOT NULL CHECK (qty > 0),
  PRIMARY KEY (parent, child)
);

CREATE TABLE build_orders (
  id int PRIMARY KEY,
  part text NOT NULL REFERENCES parts (code),
  units int NOT NULL CHECK (units > 0)
);

INSERT INTO parts VALUES
  ('BIKE', 'City bike', NULL),
  ('FRAME', 'Frame set', NULL),
  ('WHEEL', 'Wheel', NULL),
  ('TUBE', 'Steel tube 60 cm', 6.40),
  ('LUG', 'Frame lug', 2.15),
  ('RIM', 'Rim 28 inch', 18.00),
  ('SPOKE', 'Spoke', 0.35),
  ('HUB', 'Hub', 11.90),
  ('BOLT', 'Bolt M5', 0.08),
  ('SEAT', 'Saddle', 14.50);

INSERT INTO bom VALUES
  ('BIKE', 'FRAME', 1),
  ('BIKE', 'WHEEL', 2),
  ('BIKE', 'SEAT', 1),
  ('BIKE', 'BOLT', 6),
  ('FRAME', 'TUBE', 4),
  ('FRAME', 'LUG', 3),
  ('FRAME', 'BOLT', 4),
  ('WHEEL', 'RIM', 1),
  ('WHEEL', 'SPOKE', 32),
  ('WHEEL', 'HUB', 1);

INSERT INTO build_orders VALUES
  (1, 'BIKE', 10),
  (2, 'WHEEL', 4);
