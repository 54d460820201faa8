import { describe, expect, it } from 'vitest';
import type { CustomField } from '@generated/api/model';
import { labelFromKey } from '@shared/custom-form/index.ts';
import { answerFields } from './answer-fields';

const q = (keyNm: string, sortOrder: number): CustomField => ({
  _id: keyNm,
  keyNm,
  label: { en: keyNm.toUpperCase() },
  fieldType: 'text',
  required: false,
  isDefault: false,
  sortOrder,
});

describe('answer fields', () => {
  it('orders the job’s questions and adds unasked answers after them under readable labels', () => {
    const fields = answerFields({ b: 'x', a: 'y', expected_ctcLakh: 38 }, [q('b', 2), q('a', 1)]);
    expect(fields.map((f) => f.keyNm)).toEqual(['a', 'b', 'expected_ctcLakh']);
    expect(fields[2]?.label.en).toBe('Expected ctc lakh');
    expect(fields[2]?.sortOrder).toBe(3);
  });

  it('shows questions left unanswered, and answers when the questions are unknown', () => {
    expect(answerFields({}, [q('a', 0)]).map((f) => f.keyNm)).toEqual(['a']);
    expect(answerFields({ noticePeriodDays: 30 }, undefined).map((f) => f.label.en)).toEqual(['Notice period days']);
    expect(labelFromKey('willingToRelocate')).toBe('Willing to relocate');
  });
});
