CREATE TABLE accounts (
  id int PRIMARY KEY,
  holder text NOT NULL UNIQUE,
  opening_balance numeric(12, 2) NOT NULL
);

CREATE TABLE transactions (
  id int PRIMARY KEY,
  account_id int NOT NULL REFERENCES accounts (id),
  posted_at timestamp NOT NULL,
  amount numeric(12, 2) NOT NULL
);

INSERT INTO accounts VALUES
  (1, 'Ines Duarte', 120.00),
  (2, 'Jonah Park', 0.00),
  (3, 'Kalinda Reyes', 500.00),
  (4, 'Lev Sorokin', 35.50);

INSERT INTO transactions VALUES
  (1, 1, '2024-07-01 09:00', -80.00),
  (2, 1, '2024-07-02 18:30', -60.00),
  (3, 1, '2024-07-03 08:00', 200.00),
  (4, 1, '2024-07-09 12:00', -300.00),
  (5, 2, '2024-07-01 10:00', 1000.00),
  (6, 2, '2024-07-05 10:00', -999.99),
  (7, 3, '2024-07-04 14:00', -450.00),
  (8, 3, '2024-07-04 14:00', 100.00),
  (9, 3, '2024-07-04 14:00', -120.00),
  (10, 4, '2024-07-06 07:15', -35.50),
  (11, 4, '2024-07-06 07:16', -0.01),
  (12, 4, '2024-07-08 20:00', 50.00);
