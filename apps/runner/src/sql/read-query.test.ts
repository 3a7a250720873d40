import { describe, expect, it } from 'vitest';
import { checkReadQuery } from './read-query.js';

const HOW_TO = 'Write a single SELECT (or WITH … SELECT, VALUES, TABLE).';

describe('checkReadQuery', () => {
  it.each([
    ['SELECT 1', 'SELECT 1\n'],
    ['select * from t order by a;', 'select * from t order by a\n'],
    ['WITH x AS (SELECT 1) SELECT * FROM x ;  -- done\n', 'WITH x AS (SELECT 1) SELECT * FROM x\n'],
    ['VALUES (1), (2);;', 'VALUES (1), (2)\n'],
    ['TABLE players', 'TABLE players\n'],
    // Semicolons and keywords inside strings, quoted names, comments and dollar quotes are not statements.
    [
      'SELECT \'a; DELETE FROM t\' AS "x;y" /* ; INSERT /* nested */ */ FROM t',
      'SELECT \'a; DELETE FROM t\' AS "x;y" /* ; INSERT /* nested */ */ FROM t\n',
    ],
    ["SELECT $tag$ ; update $tag$, E'it\\'s; ok'", "SELECT $tag$ ; update $tag$, E'it\\'s; ok'\n"],
    ["SELECT 'it''s'", "SELECT 'it''s'\n"],
  ])('accepts %j as one read query', (source, query) => {
    expect(checkReadQuery(source)).toEqual({ source: query });
  });

  it.each([
    ['', `There is no query to run. ${HOW_TO}`],
    ['  ;  -- nothing', `There is no query to run. ${HOW_TO}`],
    ['SELECT 1; SELECT 2', `Only one statement can run, and this has 2. ${HOW_TO}`],
    ['SELECT 1; DROP TABLE t;', `Only one statement can run, and this has 2. ${HOW_TO}`],
    ['DELETE FROM t', `Only a read query can run, and this starts with DELETE. ${HOW_TO}`],
    ['(SELECT 1)', `Only a read query can run, and this starts with "(". ${HOW_TO}`],
    [
      'WITH gone AS (DELETE FROM t RETURNING *) SELECT * FROM gone',
      `Only a read query can run, and this uses DELETE. ${HOW_TO}`,
    ],
    ['SELECT * INTO copy FROM t', `Only a read query can run, and this uses SELECT … INTO. ${HOW_TO}`],
    ["SELECT 1) TO PROGRAM 'sh' --", 'A closing parenthesis has no opening one.'],
    ['SELECT (1', 'A parenthesis is not closed.'],
    ["SELECT 'open", 'A string is not closed (a quote is missing).'],
    ['SELECT "open', 'A quoted name is not closed (a " is missing).'],
    ['SELECT 1 /* open', 'A comment is not closed (/* without */).'],
    ['SELECT $x$ open', 'A dollar-quoted string is not closed ($x$ is missing).'],
  ])('refuses %j', (source, problem) => {
    expect(checkReadQuery(source)).toEqual({ problem });
  });
});
