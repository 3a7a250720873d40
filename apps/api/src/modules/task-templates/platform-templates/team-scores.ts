import type { TemplateContentInput } from '@assay/contracts';

const TEAM_SETUP = [
  'CREATE TABLE teams (id int PRIMARY KEY, name text NOT NULL);',
  'CREATE TABLE players (id int PRIMARY KEY, name text NOT NULL, team_id int REFERENCES teams (id), score int);',
  "INSERT INTO teams VALUES (1, 'Red'), (2, 'Blue'), (3, 'Green');",
  "INSERT INTO players VALUES (1, 'Ada', 1, 40), (2, 'Bo', 1, 55), (3, 'Cy', 2, 30), (4, 'Di', 2, NULL), (5, 'Ed', NULL, 70);",
  '',
].join('\n');

export const TEAM_SCORES: TemplateContentInput = {
  title: 'Team Scores',
  statement: [
    'The database has `teams (id, name)` and `players (id, name, team_id, score)`; a player may have no team, and a score may be missing (`NULL`).',
    '',
    'Write one query that lists **every team** with the number of its players and their total score, as the columns `team`, `players` and `total_score`. A team without players has 0 players and a total of 0; a missing score counts as 0. Order by `total_score` from highest to lowest, then by `team` name.',
    '',
    '**Example.** With the database shown, the result is:',
    '',
    '```',
    'team,players,total_score\nRed,2,95\nBlue,2,30\nGreen,0,0',
    '```',
  ].join('\n'),
  difficulty: 'medium',
  tags: ['sql', 'joins', 'aggregation'],
  estimated_minutes: 15,
  test_kind: 'stdio',
  comparison: 'exact',
  sql_setup: TEAM_SETUP,
  languages: [
    {
      language: 'sql',
      starter_code: '-- One read query: team, players, total_score\nSELECT name AS team\nFROM teams;\n',
      reference_solution: [
        'SELECT t.name AS team, count(p.id) AS players, coalesce(sum(p.score), 0) AS total_score',
        'FROM teams t',
        'LEFT JOIN players p ON p.team_id = t.id',
        'GROUP BY t.id, t.name',
        'ORDER BY total_score DESC, team;',
        '',
      ].join('\n'),
    },
  ],
  tests: [
    {
      id: 'example',
      name: 'the example',
      hidden: false,
      weight: 1,
      input: '',
      expected_output: 'team,players,total_score\nRed,2,95\nBlue,2,30\nGreen,0,0\n',
    },
    {
      id: 'ties',
      name: 'equal totals order by name',
      hidden: false,
      weight: 1,
      input: "INSERT INTO players VALUES (6, 'Fay', 3, 95);\n",
      expected_output: 'team,players,total_score\nGreen,1,95\nRed,2,95\nBlue,2,30\n',
    },
    {
      id: 'many',
      name: 'a new team and missing scores',
      hidden: true,
      weight: 2,
      input:
        "INSERT INTO teams VALUES (4, 'Amber');\nINSERT INTO players VALUES (6, 'Gus', 4, NULL), (7, 'Hal', 4, NULL), (8, 'Ivy', 2, 5);\n",
      expected_output: 'team,players,total_score\nRed,2,95\nBlue,3,35\nAmber,2,0\nGreen,0,0\n',
    },
  ],
  hints: [
    'Start from teams and LEFT JOIN players, so a team without players still has a row.',
    'count(p.id) counts players, not rows; coalesce turns a missing sum into 0.',
  ],
  rubric: [
    { name: 'Correctness', description: 'Empty teams and missing scores are handled.', weight: 2 },
    { name: 'Clarity', description: 'Readable joins and aliases.', weight: 1 },
  ],
};
