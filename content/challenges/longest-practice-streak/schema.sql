CREATE TABLE learners (
  id int PRIMARY KEY,
  handle text NOT NULL UNIQUE
);

CREATE TABLE sessions (
  id int PRIMARY KEY,
  learner_id int NOT NULL REFERENCES learners (id),
  started_at timestamp NOT NULL,
  minutes int NOT NULL CHECK (minutes > 0)
);

INSERT INTO learners VALUES
  (1, 'ana_k'),
  (2, 'bao'),
  (3, 'cosmo'),
  (4, 'dee');

INSERT INTO sessions VALUES
  (1, 1, '2024-02-27 07:30', 15),
  (2, 1, '2024-02-28 21:00', 12),
  (3, 1, '2024-02-29 06:45', 10),
  (4, 1, '2024-03-01 23:50', 20),
  (5, 1, '2024-03-03 08:00', 30),
  (6, 1, '2024-03-04 08:00', 25),
  (7, 2, '2024-03-01 12:00', 5),
  (8, 2, '2024-03-01 18:00', 6),
  (9, 2, '2024-03-02 12:00', 9),
  (10, 2, '2024-03-03 12:00', 40),
  (11, 3, '2024-03-10 09:00', 60),
  (12, 3, '2024-03-11 09:00', 60),
  (13, 3, '2024-03-20 09:00', 60),
  (14, 3, '2024-03-21 09:00', 60),
  (15, 4, '2024-03-05 10:00', 8);
