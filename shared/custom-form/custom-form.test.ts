// formJsonSchema, validateFormData and formatFieldValue: the one schema both sides use, its
// messages, and the display rules of the specification (§3, Custom form).
import { describe, expect, it } from 'vitest';
import { ALL_FIELDS, allFieldsValues } from './all-fields.fixture.ts';
import {
  formFields,
  formJsonSchema,
  formatFieldValue,
  normalizeFormData,
  validateFormData,
  type FormField,
} from './index.ts';

const file = { uri: '/files/abc.pdf', name: 'portfolio.pdf', mimeType: 'application/pdf', size: 1000 };
const place = (nm: string) => ({ id: `id-${nm}`, nm });
const valid = allFieldsValues({
  pdf: file,
  resume: { ...file, name: 'cv.pdf' },
  country: place('India'),
  state: place('Maharashtra'),
  city: place('Pune'),
  category: place('Engineering'),
});
const byKey = (key: string): FormField => {
  const f = ALL_FIELDS.find((x) => x.keyNm === key);
  if (!f) throw new Error(key);
  return f;
};
const errorsOf = (change: Record<string, unknown>) => validateFormData(ALL_FIELDS, { ...valid, ...change }).errors;

describe('formJsonSchema', () => {
  const { schema, uiSchema } = formJsonSchema(ALL_FIELDS);
  const props = schema.properties as Record<string, Record<string, unknown>>;

  it('has one property per field, the required ones listed, nothing else allowed', () => {
    expect(Object.keys(props)).toEqual(ALL_FIELDS.map((f) => f.keyNm));
    expect(schema.required).toEqual(ALL_FIELDS.map((f) => f.keyNm));
    expect(schema.additionalProperties).toBe(false);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(uiSchema['ui:order']).toEqual(ALL_FIELDS.map((f) => f.keyNm));
  });

  it('maps types, options, validation and files', () => {
    expect(props.noticePeriodDays).toMatchObject({
      title: 'Notice period (days)',
      type: 'number',
      minimum: 0,
      maximum: 180,
    });
    expect(props.shift).toMatchObject({
      type: 'string',
      oneOf: [
        { const: 'day', title: 'Day' },
        { const: 'night', title: 'Night' },
      ],
    });
    expect(props.fullName).toMatchObject({ type: 'string', minLength: 2, maxLength: 80 });
    expect(props.interests).toMatchObject({ type: 'array', minItems: 1, maxItems: 100 });
    expect(props.portfolioFile).toMatchObject({
      type: 'object',
      properties: { mimeType: { enum: ['application/pdf'] }, size: { maximum: 5_242_880 } },
    });
    expect(props.resume).toMatchObject({
      properties: { mimeType: { enum: expect.not.arrayContaining(['image/png']) } },
    });
    expect(props.willingToRelocate).toMatchObject({ type: 'boolean', default: false });
    expect(props.acceptTerms).toMatchObject({ type: 'boolean', const: true });
  });

  it('turns multiple choices into arrays of the options and a checkbox with options into a group', () => {
    const multi: FormField = { ...byKey('shift'), multiple: true, required: false };
    const group: FormField = { ...byKey('acceptTerms'), keyNm: 'perks', options: byKey('shift').options ?? [] };
    const p = formJsonSchema([multi, group]).schema.properties as Record<string, Record<string, unknown>>;
    expect(p.shift).toMatchObject({
      type: 'array',
      items: { oneOf: [{ const: 'day' }, { const: 'night' }] },
      uniqueItems: true,
    });
    expect(p.shift).not.toHaveProperty('minItems');
    expect(p.perks).toMatchObject({ type: 'array', minItems: 1 });
  });
});

describe('validateFormData', () => {
  it('accepts values of every field type', () => {
    expect(validateFormData(ALL_FIELDS, valid)).toEqual({ valid: true, errors: [] });
  });

  it('names every missing required field by its label', () => {
    const r = validateFormData(ALL_FIELDS, {});
    expect(r.valid).toBe(false);
    expect(r.errors.map((e) => e.keyNm)).toEqual(ALL_FIELDS.map((f) => f.keyNm));
    expect(r.errors[0]).toEqual({ keyNm: 'fullName', message: 'Full name is required' });
  });

  it.each([
    [{ noticePeriodDays: 181 }, 'noticePeriodDays', 'Notice period (days) must be at most 180'],
    [{ noticePeriodDays: -1 }, 'noticePeriodDays', 'Notice period (days) must be at least 0'],
    [{ noticePeriodDays: '30' }, 'noticePeriodDays', 'Notice period (days) must be a number'],
    [{ workEmail: '.a@b.com' }, 'workEmail', 'Work e-mail must be a valid e-mail address'],
    [{ mobile: '12-34' }, 'mobile', 'Mobile number must be a phone number of 6 to 15 digits'],
    [{ website: 'ftp://x.org' }, 'website', 'Website must be a valid web address starting with http:// or https://'],
    [{ fullName: 'A' }, 'fullName', 'Full name must be at least 2 characters'],
    [{ portalPassword: 'short' }, 'portalPassword', 'Portal password must be at least 8 characters'],
    [{ availableFrom: '2026-02-30x' }, 'availableFrom', 'Available from must be a valid date'],
    [{ shift: 'evening' }, 'shift', 'Preferred shift must be one of the offered choices'],
    [{ workplace: 'MOON' }, 'workplace', 'Workplace must be one of the offered choices'],
    [{ acceptTerms: false }, 'acceptTerms', 'I accept the terms must be ticked'],
    [{ portfolioFile: { ...file, mimeType: 'image/png' } }, 'portfolioFile', 'Portfolio must be a file of type PDF'],
    [{ portfolioFile: { ...file, size: 6_000_000 } }, 'portfolioFile', 'Portfolio must be a file of at most 5 MB'],
    [{ portfolioFile: 'abc' }, 'portfolioFile', 'Portfolio must be an uploaded file'],
    [{ homeCity: { id: 'x' } }, 'homeCity', 'City must be chosen from the list'],
    [{ interests: [] }, 'interests', 'Job categories is required'],
  ])('refuses %j with a message naming the field', (change, key, message) => {
    expect(errorsOf(change)).toEqual([{ keyNm: key, message }]);
  });

  it('accepts a month-only date and uses the pattern message of the definition', () => {
    expect(errorsOf({ availableFrom: '2026-05' })).toEqual([]);
    const coded: FormField = {
      ...byKey('fullName'),
      validation: { pattern: '^[A-Z]{3}$', patternMessage: { en: 'Use three capital letters' } },
    };
    expect(validateFormData([coded], { fullName: 'abc' }).errors).toEqual([
      { keyNm: 'fullName', message: 'Use three capital letters' },
    ]);
  });

  it('treats blank and null values as not filled, and refuses unknown keys', () => {
    const optional = ALL_FIELDS.map((f) => ({ ...f, required: false }));
    expect(validateFormData(optional, { fullName: '  ', mobile: null, interests: [] }).valid).toBe(true);
    expect(normalizeFormData(optional, { fullName: ' Ann ', mobile: null })).toEqual({ fullName: 'Ann' });
    expect(validateFormData(optional, { nope: 1 }).errors).toEqual([
      { keyNm: 'nope', message: 'nope is not a field of this form' },
    ]);
    expect(validateFormData(optional, [1]).valid).toBe(false);
  });
});

describe('formatFieldValue', () => {
  it.each([
    ['availableFrom', '2026-05-01', '01-05-2026'],
    ['availableFrom', '2026-05', '05-2026'],
    ['acceptTerms', true, 'Yes'],
    ['willingToRelocate', false, 'No'],
    ['mobile', '919876543210', '+919876543210'],
    ['mobile', '+4915112345678', '+4915112345678'],
    ['fullName', '', '-'],
    ['fullName', null, '-'],
    ['interests', [], '-'],
    ['website', 'https://www.example.com/portfolio/2026/index.html', 'https://www.example.com/portf…'],
    ['portfolioFile', { ...file, name: 'my-very-long-portfolio-2026.pdf' }, 'my-very-lo…-2026.pdf'],
    ['shift', 'night', 'Night'],
    ['workplace', 'WFH', 'Work from home'],
    ['homeCity', { id: '1', nm: 'Pune' }, 'Pune'],
    ['interests', [place('Engineering'), place('Design')], 'Engineering, Design'],
    ['noticePeriodDays', 0, '0'],
    ['portalPassword', 'S3cret@pass', '••••••••'],
  ])('%s %j shows as %j', (key, value, text) => {
    expect(formatFieldValue(byKey(key), value)).toBe(text);
  });

  it('cuts URLs to 30 and file names to 20 characters', () => {
    expect(formatFieldValue(byKey('website'), `https://${'a'.repeat(80)}.com`)).toHaveLength(30);
    expect(formatFieldValue(byKey('resume'), { ...file, name: `${'b'.repeat(40)}.docx` })).toHaveLength(20);
  });
});

describe('formFields', () => {
  it('flattens sections in order, default fields before custom ones on the same position', () => {
    const [a, b, c] = ALL_FIELDS as [FormField, FormField, FormField];
    const fields = formFields({
      sections: [
        { code: 'two', label: { en: 'Two' }, sortOrder: 1, defaultFields: [a] },
        {
          code: 'one',
          label: { en: 'One' },
          sortOrder: 0,
          defaultFields: [{ ...b, sortOrder: 0 }],
          customFields: [{ ...c, sortOrder: 0 }],
        },
      ],
    });
    expect(fields.map((f) => f.keyNm)).toEqual([b.keyNm, c.keyNm, a.keyNm]);
  });

  it('puts a custom field between default ones when its position says so (the form editor)', () => {
    const [a, b, c] = ALL_FIELDS as [FormField, FormField, FormField];
    const fields = formFields({
      sections: [
        {
          code: 'one',
          label: { en: 'One' },
          sortOrder: 0,
          defaultFields: [
            { ...a, sortOrder: 0 },
            { ...b, sortOrder: 2 },
          ],
          customFields: [{ ...c, sortOrder: 1 }],
        },
      ],
    });
    expect(fields.map((f) => f.keyNm)).toEqual([a.keyNm, c.keyNm, b.keyNm]);
  });
});
