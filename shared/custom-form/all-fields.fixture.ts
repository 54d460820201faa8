// A form definition using all 18 field types of the manifest, with values that pass it. The web
// form test fills it through the widgets and the server test saves the same values over HTTP.
import type { FormField, UploadedFileValue } from './types.ts';

let n = 0;
function field(partial: Partial<FormField> & Pick<FormField, 'keyNm' | 'fieldType'>): FormField {
  n += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    label: { en: partial.keyNm },
    required: true,
    placeholder: null,
    helpText: null,
    options: [],
    multiple: false,
    validation: null,
    isDefault: false,
    sortOrder: n,
    ...partial,
  };
}

export const ALL_FIELDS_FORM_CODE = 'all_field_types';

export const ALL_FIELDS: FormField[] = [
  field({
    keyNm: 'fullName',
    fieldType: 'text',
    label: { en: 'Full name' },
    validation: { minLength: 2, maxLength: 80 },
  }),
  field({
    keyNm: 'noticePeriodDays',
    fieldType: 'number',
    label: { en: 'Notice period (days)' },
    validation: { min: 0, max: 180 },
  }),
  field({ keyNm: 'mobile', fieldType: 'phone_number', label: { en: 'Mobile number' } }),
  field({ keyNm: 'workEmail', fieldType: 'email', label: { en: 'Work e-mail' } }),
  field({
    keyNm: 'portalPassword',
    fieldType: 'password',
    label: { en: 'Portal password' },
    validation: { minLength: 8 },
  }),
  field({
    keyNm: 'shift',
    fieldType: 'dropdown',
    label: { en: 'Preferred shift' },
    options: [
      { value: 'day', label: { en: 'Day' } },
      { value: 'night', label: { en: 'Night' } },
    ],
  }),
  field({
    keyNm: 'coverLetter',
    fieldType: 'text_area',
    label: { en: 'Cover letter' },
    validation: { maxLength: 2000 },
  }),
  field({ keyNm: 'availableFrom', fieldType: 'date', label: { en: 'Available from' } }),
  field({
    keyNm: 'portfolioFile',
    fieldType: 'file',
    label: { en: 'Portfolio' },
    validation: { mimeTypes: ['application/pdf'], maxSize: 5_242_880 },
  }),
  field({ keyNm: 'acceptTerms', fieldType: 'checkbox', label: { en: 'I accept the terms' } }),
  field({ keyNm: 'willingToRelocate', fieldType: 'toggle', label: { en: 'Willing to relocate' } }),
  field({ keyNm: 'homeCountry', fieldType: 'country', label: { en: 'Country' } }),
  field({ keyNm: 'homeState', fieldType: 'state', label: { en: 'State' } }),
  field({ keyNm: 'homeCity', fieldType: 'city', label: { en: 'City' } }),
  field({ keyNm: 'resume', fieldType: 'resume_type', label: { en: 'Resume' } }),
  field({ keyNm: 'website', fieldType: 'url', label: { en: 'Website' }, validation: { maxLength: 300 } }),
  field({ keyNm: 'interests', fieldType: 'categories', label: { en: 'Job categories' }, multiple: true }),
  field({ keyNm: 'workplace', fieldType: 'city_type', label: { en: 'Workplace' } }),
];

/** Valid values for ALL_FIELDS once the files and master data exist (ids come from the caller). */
export function allFieldsValues(refs: {
  pdf: UploadedFileValue;
  resume: UploadedFileValue;
  country: { id: string; nm: string };
  state: { id: string; nm: string };
  city: { id: string; nm: string };
  category: { id: string; nm: string };
}): Record<string, unknown> {
  return {
    fullName: 'Priya Raghavan',
    noticePeriodDays: 30,
    mobile: '919876543210',
    workEmail: 'priya@example.com',
    portalPassword: 'S3cret@pass',
    shift: 'night',
    coverLetter: 'I would love to join.',
    availableFrom: '2026-05-01',
    portfolioFile: refs.pdf,
    acceptTerms: true,
    willingToRelocate: true,
    homeCountry: refs.country,
    homeState: refs.state,
    homeCity: refs.city,
    resume: refs.resume,
    website: 'https://priya.example.com',
    interests: [refs.category],
    workplace: 'WFH',
  };
}
