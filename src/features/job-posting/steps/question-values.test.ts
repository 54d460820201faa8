import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES, toQuestionInputs, validateQuestions } from './question-values';

describe('additional questions', () => {
  it('never offers a password question', () => {
    expect(QUESTION_TYPES.some((t) => t.value === 'password')).toBe(false);
    expect(QUESTION_TYPES.some((t) => t.value === 'dropdown')).toBe(true);
  });

  it('makes unique keys from labels and keeps existing ones', () => {
    const inputs = toQuestionInputs([
      { _id: 'q-1', keyNm: 'noticePeriod', label: 'Notice period?', fieldType: 'number', required: true, options: '' },
      { label: 'Notice period', fieldType: 'text', required: false, options: '' },
      { label: '2 years of React?', fieldType: 'dropdown', required: true, options: 'Yes\n\nNo ' },
    ]);
    expect(inputs.map((q) => q.keyNm)).toEqual(['noticePeriod', 'noticePeriod2', 'q2YearsOfReact']);
    expect(inputs[0]?._id).toBe('q-1');
    expect(inputs[2]?.options).toEqual([
      { value: 'yes', label: { en: 'Yes' } },
      { value: 'no', label: { en: 'No' } },
    ]);
  });

  it('asks for a label and for choices where the type needs them', () => {
    expect(validateQuestions([{ label: ' ', fieldType: 'checkbox', required: false, options: '' }])).toEqual({
      0: { label: 'Write the question', options: 'Add at least one choice' },
    });
  });
});
