import { describe, expect, it } from 'vitest';
import type { AdminFormDefinition } from '@generated/api/model';
import {
  fromDefinition,
  isDirty,
  keyFromLabel,
  moveField,
  optionValue,
  previewFields,
  putField,
  removeField,
  toInput,
} from './draft';

const definition: AdminFormDefinition = {
  code: 'job_application',
  name: { en: 'Apply for this job' },
  updatedAt: '2026-11-20T10:15:00.000Z',
  customFieldsLicensed: true,
  sections: [
    {
      code: 'documents',
      label: { en: 'Documents' },
      fields: [
        {
          _id: 'a',
          keyNm: 'resume',
          label: { en: 'Resume' },
          fieldType: 'file',
          required: true,
          isDefault: true,
          sortOrder: 0,
          productRequired: true,
        },
        {
          _id: 'b',
          keyNm: 'preferredShift',
          label: { en: 'Preferred shift' },
          fieldType: 'dropdown',
          required: false,
          options: [{ value: 'day', label: { en: 'Day' } }],
          isDefault: false,
          sortOrder: 1,
          productRequired: false,
        },
      ],
    },
  ],
};

describe('the form draft', () => {
  it('sends the fields in their new order without the editor’s notes, and knows it changed', () => {
    const saved = fromDefinition(definition);
    const moved = moveField(saved, 'documents', 1, -1);
    expect(isDirty(moved, saved)).toBe(true);
    const input = toInput(moved);
    expect(input.updatedAt).toBe(definition.updatedAt);
    expect(input.sections[0]?.fields.map((f) => f.keyNm)).toEqual(['preferredShift', 'resume']);
    expect(Object.keys(input.sections[0]?.fields[0] ?? {})).not.toContain('productRequired');
    expect(previewFields(moved).map((f) => [f.keyNm, f.sortOrder])).toEqual([
      ['preferredShift', 0],
      ['resume', 1],
    ]);
    // Out of range changes nothing; moving back is no change at all.
    expect(moveField(saved, 'documents', 0, -1)).toEqual(saved);
    expect(isDirty(moveField(moved, 'documents', 0, 1), saved)).toBe(false);
  });

  it('adds, replaces and deletes custom fields but never a product field', () => {
    const saved = fromDefinition(definition);
    const shift = saved.sections[0]?.fields[1];
    const resume = saved.sections[0]?.fields[0];
    if (!shift || !resume) throw new Error('fixture');
    const renamed = putField(saved, 'documents', { ...shift, label: { en: 'Shift' } });
    expect(renamed.sections[0]?.fields.map((f) => f.label.en)).toEqual(['Resume', 'Shift']);
    const added = putField(saved, 'documents', { ...shift, id: 'new-1', keyNm: 'team' });
    expect(added.sections[0]?.fields).toHaveLength(3);
    expect(removeField(saved, 'documents', 'b').sections[0]?.fields.map((f) => f.keyNm)).toEqual(['resume']);
    expect(removeField(saved, 'documents', 'a').sections[0]?.fields).toHaveLength(2);
  });

  it('keeps whether a field shows on the job page, as read, in what it saves', () => {
    const shift = definition.sections[0]?.fields[1];
    if (!shift) throw new Error('fixture');
    const jobPost: AdminFormDefinition = {
      ...definition,
      code: 'job_post',
      sections: [{ code: 'additional', label: { en: 'Additional details' }, fields: [{ ...shift, isPublic: true }] }],
    };
    const input = toInput(fromDefinition(jobPost));
    expect(input.sections[0]?.fields.map((f) => [f.keyNm, f.isPublic])).toEqual([['preferredShift', true]]);
    // A field read without the flag (another form) saves it as not public.
    expect(toInput(fromDefinition(definition)).sections[0]?.fields.map((f) => f.isPublic)).toEqual([false, false]);
  });

  it('makes keys and option values from labels, unique in the form', () => {
    expect(keyFromLabel('Preferred shift (days)', new Set())).toBe('preferredShiftDays');
    expect(keyFromLabel('Preferred shift', new Set(['preferredshift']))).toBe('preferredShift2');
    expect(keyFromLabel('2nd language', new Set())).toBe('field2ndLanguage');
    expect(keyFromLabel('Café', new Set())).toMatch(/^[A-Za-z][A-Za-z0-9_]*$/);
    expect(optionValue('Night shift', new Set())).toBe('night-shift');
    expect(optionValue('Night shift', new Set(['night-shift']))).toBe('night-shift-2');
    expect(optionValue('!!!', new Set())).toBe('option');
  });
});
