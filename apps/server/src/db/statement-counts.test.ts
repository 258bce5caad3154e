import { describe, expect, it } from 'vitest';
import { StatementCounts, shapeOf } from './statement-counts.js';

describe('shapeOf', () => {
  it('gives one shape to statements that differ only in their values and list lengths', () => {
    expect(shapeOf('select "id" from "games" where "id" in ($1, $2, $3)')).toBe(
      shapeOf('select "id" from "games" where "id" in ($1)'),
    );
    expect(shapeOf('insert into "t" ("a", "b") values (?, ?), (?, ?), (?, ?)')).toBe(
      'insert into "t" ("a", "b") values (?)…',
    );
    expect(shapeOf('insert into "t" ("a", "b") values ($1, $2)')).toBe('insert into "t" ("a", "b") values (?)');
  });

  it('keeps apart statements of different tables or columns', () => {
    expect(shapeOf('update "a" set "x" = $1')).not.toBe(shapeOf('update "a" set "y" = $1'));
  });
});

describe('StatementCounts', () => {
  it('counts every statement, by shape, most frequent first, and numbers its snapshots', () => {
    const counts = new StatementCounts();
    counts.record('begin');
    counts.record('select 1 where "id" in ($1, $2)');
    counts.record('select 1 where "id" in ($1)');
    counts.record('commit');
    const first = counts.snapshot();
    expect(first.total).toBe(4);
    expect(first.statements[0]).toEqual({ sql: 'select 1 where "id" in (?)', count: 2 });
    expect(counts.snapshot().sequence).toBe(first.sequence + 1);
  });
});
