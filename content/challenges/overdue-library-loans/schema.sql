CREATE TABLE members (
  id int PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE loans (
  id int PRIMARY KEY,
  member_id int NOT NULL REFERENCES members (id),
  title text NOT NULL,
  borrowed_on date NOT NULL,
  due_on date NOT NULL,
  returned_on date
);

INSERT INTO members VALUES
  (1, 'Amara Okafor'),
  (2, 'Bruno Lindqvist'),
  (3, 'Chen Wei'),
  (4, 'Dolores Haze'),
  (5, 'Emeka Nwosu'),
  (6, 'Farah Qureshi');

INSERT INTO loans VALUES
  (101, 1, 'The Salt Roads', '2024-01-20', '2024-02-10', NULL),
  (102, 1, 'A Field Guide to Lichens', '2024-02-01', '2024-02-22', '2024-02-20'),
  (103, 1, 'Rivers of Iron', '2024-02-25', '2024-03-17', NULL),
  (104, 2, 'Night Trains', '2024-01-05', '2024-01-26', '2024-03-01'),
  (105, 2, 'Bread and Circuits', '2024-02-20', '2024-03-12', NULL),
  (106, 2, 'The Quiet Orchard', '2024-02-20', '2024-03-12', NULL),
  (107, 3, 'Maps of Nowhere', '2024-02-23', '2024-03-15', NULL),
  (108, 4, 'Glass Harbour', '2023-12-01', '2023-12-22', NULL),
  (109, 4, 'Counting Crows', '2024-03-01', '2024-03-22', NULL),
  (110, 5, 'Lanterns', '2024-01-10', '2024-01-31', '2024-01-30'),
  (111, 6, 'Small Engines', '2024-02-10', '2024-03-02', NULL);
