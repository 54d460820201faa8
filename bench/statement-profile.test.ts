import { describe, expect, it } from 'vitest';
import { profileOf, shapeOf } from './statement-profile.ts';

describe('the statement profile', () => {
  it('groups statements by their shape, the costliest first', () => {
    expect(shapeOf("select * from jobs where id = $1 and n > 10 and t = 'it''s'")).toBe(
      "select * from jobs where id = $ and n > N and t = '…'",
    );
    const rows = profileOf([
      { sql: 'select 1 from a where x = $1', value: 2 },
      { sql: 'select 1 from b', value: 10 },
      { sql: 'select 1 from a where x = $2', value: 4 },
    ]);
    expect(rows.map((r) => [r.shape, r.calls, r.total])).toEqual([
      ['select N from b', 1, 10],
      ['select N from a where x = $', 2, 6],
    ]);
    expect(rows[1]?.p95).toBe(4);
  });
});
