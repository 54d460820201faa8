import { describe, expect, it } from 'vitest';
import { codeIn, codedColumn, maskOf, NO_CODE } from './coded-column.ts';

describe('a coded column of the held jobs', () => {
  const column = codedColumn(['pune', null, 'delhi', 'pune', null]);

  it('gives each distinct value, null included, one code, and each job its value back', () => {
    expect(column.values).toEqual(['pune', null, 'delhi']);
    expect([...column.codes].map((c) => column.values[c])).toEqual(['pune', null, 'delhi', 'pune', null]);
  });

  it('answers a value no job holds with a code no job has', () => {
    expect(codeIn(column, 'mumbai')).toBe(NO_CODE);
    expect([...column.codes]).not.toContain(codeIn(column, 'mumbai'));
    expect(codeIn(column, null)).toBe(1);
  });

  it('marks the codes of the values asked for, and none for a value no job holds', () => {
    const mask = maskOf(column, ['delhi', 'mumbai']);
    expect([...column.codes].map((c) => mask[c])).toEqual([0, 0, 1, 0, 0]);
  });
});
