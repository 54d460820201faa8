import { describe, expect, it } from 'vitest';
import { labelFromKey, splitSavedValues, valuesToKeep } from './former-answers.ts';
import type { FormField } from './types.ts';

const field = (keyNm: string, fieldType: FormField['fieldType'], extra: Partial<FormField> = {}): FormField => ({
  _id: `0000000${keyNm.length}-0000-4000-8000-000000000000`,
  keyNm,
  label: { en: keyNm.toUpperCase() },
  fieldType,
  required: false,
  isDefault: false,
  sortOrder: 0,
  ...extra,
});

const shift = field('shift', 'dropdown', {
  options: [
    { value: 'day', label: { en: 'Day' } },
    { value: 'night', label: { en: 'Night' } },
  ],
});
const teamSize = field('teamSize', 'number');

describe('splitSavedValues', () => {
  it('keeps the values of fields still asked', () => {
    expect(splitSavedValues([shift, teamSize], { shift: 'night', teamSize: 4 }, [shift, teamSize])).toEqual({
      values: { shift: 'night', teamSize: 4 },
      former: [],
    });
  });

  it('gives an answer to a removed field with the field as it was', () => {
    const split = splitSavedValues([teamSize], { shift: 'night', teamSize: 4 }, [shift, teamSize]);
    expect(split.values).toEqual({ teamSize: 4 });
    expect(split.former).toEqual([{ field: shift, value: 'night' }]);
  });

  it('treats a key re-added with another type as a new field', () => {
    const shiftText = field('shift', 'text');
    const split = splitSavedValues([shiftText], { shift: 'night' }, [shift]);
    expect(split.values).toEqual({});
    expect(split.former).toEqual([{ field: shift, value: 'night' }]);
  });

  it('labels an answer whose field was never kept from its key', () => {
    const split = splitSavedValues([], { noticePeriodDays: 30 });
    expect(split.former).toHaveLength(1);
    expect(split.former[0]?.field).toMatchObject({ keyNm: 'noticePeriodDays', fieldType: 'text' });
    expect(split.former[0]?.field.label).toEqual({ en: 'Notice period days' });
  });

  it('reads nothing saved as nothing, and leaves empty values out', () => {
    expect(splitSavedValues([shift], undefined)).toEqual({ values: {}, former: [] });
    expect(splitSavedValues([shift], { shift: '', gone: null })).toEqual({ values: {}, former: [] });
  });
});

describe('valuesToKeep', () => {
  it('keeps the former answers of the row before beside the new values', () => {
    const kept = valuesToKeep(
      [teamSize],
      { teamSize: 9 },
      { values: { shift: 'night', teamSize: 4 }, fields: [shift, teamSize] },
    );
    expect(kept.values).toEqual({ shift: 'night', teamSize: 9 });
    expect(kept.fields).toEqual([shift, teamSize]);
  });

  it('lets a new answer under the same key replace a former one', () => {
    const shiftText = field('shift', 'text');
    const kept = valuesToKeep([shiftText], { shift: 'evenings' }, { values: { shift: 'night' }, fields: [shift] });
    expect(kept).toEqual({ values: { shift: 'evenings' }, fields: [shiftText] });
  });

  it('drops a value of a field still asked when the user empties it', () => {
    const kept = valuesToKeep([shift, teamSize], { teamSize: 2 }, { values: { shift: 'day' }, fields: [shift] });
    expect(kept).toEqual({ values: { teamSize: 2 }, fields: [teamSize] });
  });

  it('keeps an answer whose field was never kept, still without one', () => {
    const kept = valuesToKeep([teamSize], { teamSize: 1 }, { values: { oldKey: 'x' }, fields: [] });
    expect(kept).toEqual({ values: { oldKey: 'x', teamSize: 1 }, fields: [teamSize] });
  });
});

describe('labelFromKey', () => {
  it('turns camel case and underscores into words', () => {
    expect(labelFromKey('preferredShift')).toBe('Preferred shift');
    expect(labelFromKey('notice_period')).toBe('Notice period');
  });
});
